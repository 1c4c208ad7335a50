// Transit readings of Jupiter and Saturn to each point of the birth chart, in the three tones:
// seasons of growth and of structure, and each one's return to its own birth place as a stage of life.

export const TRANSITS_OF_JUPITER_AND_SATURN = {
  Jupiter: {
    Sun: {
      meets:
        "Once every twelve years or so Jupiter comes to your Sun, and this is that season: confidence rises and people notice what you can do. Say yes to the bigger role or the move, and watch only for overconfidence.",
      flows:
        "Doors open through people who believe in you while Jupiter supports your Sun. Over these weeks put yourself forward once a week, even in small ways, so that luck has somewhere to land.",
      presses:
        "You may take on too much, or expect too much of yourself, while Jupiter pushes on your Sun. Grow on a budget of time and money this season: pick the two ventures that matter and let the rest go.",
    },
    Moon: {
      meets:
        "With Jupiter joining your Moon, home and family are where the luck lies: a move, a new arrival, or simply more warmth at the table. Let yourself be looked after these weeks, and share the plenty.",
      flows:
        "Jupiter is easing your Moon for a few weeks, so comfort comes more readily than usual. Have the family round, improve one room, or lean on the people who care for you; they’re glad to help.",
      presses:
        "Feelings and domestic plans can swell larger than life while Jupiter stretches your Moon. This season, watch comfort eating and over-giving, and keep the kitchen project within the budget you first set.",
    },
    Mercury: {
      meets:
        "For some weeks your Mercury has Jupiter for company, a season for learning, writing, teaching and big conversations. Enrol on the course, pitch the book or plan the trip, because your ideas reach further now.",
      flows:
        "Useful news, sound advice and the right contact tend to find you while Jupiter opens your Mercury. Read widely over these weeks, ask questions, and follow up the lead that surprises you most.",
      presses:
        "Keep lists, read contracts to the end and turn down the extra commitment. Jupiter is overloading your Mercury this season, and big ideas can swallow the detail or run ahead of what you can deliver.",
    },
    Venus: {
      meets:
        "Few seasons are kinder to love, friendship, art and money than this one, with Jupiter crossing your Venus. Celebrate, welcome new people, and keep one sensible eye on indulgence over these weeks.",
      flows:
        "Jupiter is blessing your Venus for these weeks, and affection, beauty and small windfalls come easily. Accept the invitations, spend on one lovely thing that lasts, and let yourself be generous.",
      presses:
        "Overspending, overindulging and putting someone on a pedestal are the temptations while Jupiter inflates your Venus. Enjoy the pleasures of these weeks, but set a limit beforehand and read the bank statement each month.",
    },
    Mars: {
      meets:
        "With Jupiter fuelling your Mars, courage and physical energy run high. Start the venture or the training plan you’ve dreamed about, and pace yourself over these weeks so that the fire lasts.",
      flows:
        "Bold moves meet with luck for some weeks, since Jupiter is backing your Mars. Take the initiative at work, join a team sport, or stand up for a cause; your effort carries further than usual.",
      presses:
        "Jupiter is spurring your Mars a little too hard, and this season you may overreach, gamble or clash over who leads. Choose one campaign rather than five, and rest as seriously as you work.",
    },
    Jupiter: {
      meets:
        "This is your Jupiter return: Jupiter is back where it stood at your birth, as it is about every twelve years, near 12, 24, 36, 48 and so on. A new chapter of growth opens, so decide what you want to aim for.",
      flows:
        "A gentle stage of the twelve-year cycle has come round, with Jupiter in easy step with your Jupiter. These weeks reward faith and effort already made: follow up a lead, renew a friendship or sign up for a course.",
      presses:
        "Jupiter is at a checkpoint with your Jupiter, one that comes every three years or so, with the halfway mark near 6, 18, 30 and 42. Plans may feel oversized or too small this season; adjust them rather than doubling down.",
    },
    Saturn: {
      meets:
        "Hard work and opportunity finally shake hands while Jupiter meets your Saturn. A promotion, a property or a long commitment can grow well these months, provided it rests on a solid plan.",
      flows:
        "Old restrictions loosen a little and patience starts to pay, because Jupiter is easing your Saturn. Over these weeks negotiate better terms, or ask for the responsibility you know you’ve earned.",
      presses:
        "You may feel torn between growth and caution this season, with Jupiter tugging at your Saturn. Make each big decision with a written plan, so that neither fear nor recklessness wins by default.",
    },
    Uranus: {
      meets:
        "Jupiter is awakening your Uranus, bringing sudden luck, breakthroughs and a strong urge for freedom. Take the unusual chance that turns up in these weeks, but keep a safety net in place.",
      flows:
        "With Jupiter sparking your Uranus, fresh openings and inventive answers come from unexpected places. Try a new way of working these weeks, and seek out people who think differently from you.",
      presses:
        "Ask for more freedom inside your present life, at work or at home, before throwing it all over. Jupiter is jolting your Uranus this season, and restlessness may push you towards rash change.",
    },
    Neptune: {
      meets:
        "Inspiration, compassion and a longing for something greater fill these weeks, as Jupiter expands your Neptune. Make art, volunteer or explore faith, and keep your feet on the ground with money and promises.",
      flows:
        "Jupiter is lifting your Neptune, and imagination and kindness flow freely. Write, paint, meditate or give an afternoon to a cause over these weeks; grace has a habit of finding you now.",
      presses:
        "Escapism, wishful thinking and offers that look too good to be true all tempt you while Jupiter swells your Neptune. Dream freely this season, but verify before you invest a penny.",
    },
    Pluto: {
      meets:
        "With Jupiter empowering your Pluto, deep change can bring real gains in influence, money or healing. Go after the long-buried ambition over these months, and use whatever power you gain generously.",
      flows:
        "Insight and resources line up for a deep change while Jupiter strengthens your Pluto. Clear a debt, begin therapy, or put money into a project with deep roots during these weeks.",
      presses:
        "Jupiter is amplifying your Pluto, and ambition or rivalry can grow outsized this season. Notice where you want control, and aim for an influence that leaves everyone better off, not only you.",
    },
    Ascendant: {
      meets:
        "Jupiter rises over your Ascendant only once in twelve years, bringing confidence, new beginnings and good first impressions. Travel, meet people and start afresh these weeks, with an eye on your waistline and your diary.",
      flows:
        "People respond warmly and doors open while Jupiter favours your rising sign. Network, travel, or put yourself up for opportunities over these weeks; your optimism is well placed.",
      presses:
        "Partners and obligations may ask more than you can give while Jupiter enlarges your Ascendant. Be generous but realistic this season, and protect sleep and exercise in a full calendar.",
    },
    Midheaven: {
      meets:
        "Often a career high point, Jupiter at the top of your chart can bring promotion, recognition or a step into a wider role. Over these months aim high, and accept the credit you’ve earned.",
      flows:
        "Jupiter is supporting your Midheaven, so career moves and public visibility go well for some weeks. Apply, pitch or ask for recognition; your reputation grows a little with each step.",
      presses:
        "Career ambitions may clash with home, or simply be too big for now, while Jupiter strains your Midheaven. Expand steadily this season, and don’t trade away family time for every opportunity that comes.",
    },
  },
  Saturn: {
    Sun: {
      meets:
        "About once every thirty years Saturn crosses your Sun, and these months bring hard work, responsibility and a real step in maturity. You may feel tired or tested, but what you build now lasts: simplify and commit.",
      flows:
        "Saturn is steadying your Sun, and over these months patience earns respect. Commit to a long-term plan, take on a responsibility you’re ready for, and let a sensible routine carry you.",
      presses:
        "Obstacles and self-doubt may test your resolve while Saturn bears down on your Sun. Keep going at a slower pace this season, guard your health, and drop the goals that no longer fit who you are.",
    },
    Moon: {
      meets:
        "Feelings turn sober and duties at home grow heavier while Saturn sits on your Moon, and you may want more time alone. Build security gently over these months, with a steady routine and a safe, orderly home.",
      flows:
        "With Saturn grounding your Moon, emotional stability is within reach these months. Make practical family plans, fix what needs fixing in the house, or settle into healthier habits around food and sleep.",
      presses:
        "Ask for help, keep the small routines that comfort you, and let sadness pass without judging it. Saturn is weighing on your Moon this season, and loneliness or a sense of going unsupported may visit.",
    },
    Mercury: {
      meets:
        "Serious study, careful contracts and focused thought suit these months, as Saturn sits on your Mercury. Your thinking may feel heavy, yet it is also precise, so finish the qualification or the manuscript.",
      flows:
        "Saturn is disciplining your Mercury, and concentration and planning improve month by month. Study, write, organise your papers or commit to a course; your mind is dependable now.",
      presses:
        "Talk may feel heavy going and your outlook gloomy while Saturn slows your Mercury. Speak plainly this season, check the facts, and don’t let a worry harden into a belief.",
    },
    Venus: {
      meets:
        "With Saturn meeting your Venus, love and money are tested for durability. Over these months relationships either deepen into commitment or show their limits, so put your care into what’s real.",
      flows:
        "Loyalty, lasting relationships and careful finances are favoured these months while Saturn steadies your Venus. Make a commitment, build up savings, and choose quality over quantity in what you buy.",
      presses:
        "Saturn is cooling your Venus this season, and love may feel distant or money tight. Be patient with partners, review your spending, and remember that lean times show what you truly value.",
    },
    Mars: {
      meets:
        "Your effort meets resistance while Saturn sits on your Mars, and some frustration comes with the season. Channel your drive into disciplined training or a long project these months, and avoid reckless risks.",
      flows:
        "With Saturn strengthening your Mars, endurance and a strategic edge are yours these months. Commit to a demanding project or a physical goal such as a long race; steady work pays off handsomely.",
      presses:
        "Work with the structure rather than against it, and warm up properly before exercise. Saturn is blocking your Mars this season, and you may feel thwarted or angry with people in authority.",
    },
    Jupiter: {
      meets:
        "Saturn is meeting your Jupiter, asking your dreams to become concrete. Over these months some hopes shrink to their true size, while others get the structure they need to grow.",
      flows:
        "Steady growth beats sudden bursts these months, with Saturn supporting your Jupiter. Plan an expansion, invest carefully or earn a qualification; measured optimism works well.",
      presses:
        "Growth may stall, or your beliefs come under challenge, while Saturn restrains your Jupiter. Trim the excess this season, keep faith with long-term aims, and wait for the right moment to push.",
    },
    Saturn: {
      meets:
        "This is your Saturn return: Saturn is back where it stood at your birth, near 29, again near 58 and, for some, near 88. These months ask you to own your life fully, ending what’s hollow and committing to what’s yours.",
      flows:
        "Saturn is in easy step with your Saturn, a calm stage of its 29-year cycle when the structures you’ve built hold you up. Consolidate these months, plan the next step and enjoy steady progress.",
      presses:
        "Saturn has reached one of the checkpoints it makes with your Saturn, near 7, 14, 22, 36, 44 and 51. The frame of your life is being stress-tested these months: repair what’s weak and release what’s finished.",
    },
    Uranus: {
      meets:
        "Freedom and responsibility must strike a deal while Saturn meets your Uranus. Make changes that will last: plan the move, the new career or the break carefully over these months.",
      flows:
        "With Saturn steadying your Uranus, new ideas gain structure these months. Put an unusual plan into practice, give a side project a proper schedule, or reform an old system at work.",
      presses:
        "You may feel trapped between security and change while Saturn presses on your Uranus. Take small, steady steps this season towards the freedom you want, instead of one sudden break.",
    },
    Neptune: {
      meets:
        "Saturn is meeting your Neptune, and dreams meet reality. Over these months some illusions fade and a real vocation may take shape; give your ideals a practical form, with dates and costs.",
      flows:
        "Commit to a creative or spiritual practice at a set time each week, and turn one dream into a working plan. Saturn is grounding your Neptune these months, so inspiration can take a shape.",
      presses:
        "Disappointment or confusion may surface while Saturn challenges your Neptune. Face the facts kindly this season, set firm boundaries, and keep the dream that survives the test.",
    },
    Pluto: {
      meets:
        "With Saturn meeting your Pluto, power, control and endings call for hard reckonings. What is rotten has to go these months; rebuild patiently on solid foundations.",
      flows:
        "Saturn is supporting your Pluto, turning deep change into a matter of discipline. Pay down debt, restructure your working life or commit to therapy these months; persistence brings lasting results.",
      presses:
        "Power struggles and heavy pressures may test you while Saturn grinds against your Pluto. Stay steady this season, honour your limits, and let go of what was never yours to control.",
    },
    Ascendant: {
      meets:
        "Health, appearance and personal responsibility come into focus while Saturn crosses your Ascendant. It’s a season of taking yourself seriously: build stamina over these months and accept a slower pace.",
      flows:
        "With Saturn steadying your rising sign, you carry more authority and calm these months. Take on responsibility, tighten your daily routines, and let people see you as the reliable one.",
      presses:
        "Saturn is weighing on your Ascendant, and relationships or obligations may feel heavy this season. Set boundaries, look after your body, and commit only to what is essential.",
    },
    Midheaven: {
      meets:
        "Saturn at the top of your chart marks a career culmination: you reap what you’ve built and take on greater authority. Step up these months, and let go of roles that don’t fit.",
      flows:
        "Career stability and respect that is earned come these months, while Saturn supports your Midheaven. Consolidate your position, add a qualification, and make long-range plans.",
      presses:
        "Career or family duties may feel heavy while Saturn presses on your Midheaven. Rethink your direction honestly this season, and make slow, deliberate changes rather than a dramatic exit.",
    },
  },
};
