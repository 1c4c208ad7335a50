// Transit readings of Jupiter, Saturn, Uranus, Neptune and Pluto to each point of the birth chart,
// in the three tones. These last weeks or months, so they speak of a season; a slow body’s transit
// to its own birth place is a stage of life, and says which.

export const TRANSITS_OF_THE_SLOW_PLANETS = {
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
  Uranus: {
    Sun: {
      meets:
        "Uranus crosses your Sun at most once in a lifetime, and these months bring awakening and reinvention. You may change your work, your look or your whole way of life; follow what feels true and keep one anchor.",
      flows:
        "Uranus is refreshing your Sun, bringing welcome change and more freedom to be yourself these months. Follow your curiosity, say yes to the odd invitation, and let your originality show.",
      presses:
        "Sudden changes or restlessness may shake your sense of self while Uranus jolts your Sun. Adapt rather than resist this season, and make changes because you choose them, not out of rebellion.",
    },
    Moon: {
      meets:
        "With Uranus crossing your Moon, home, family or mood may shift suddenly over these months. Welcome the release the change brings, while keeping the small rituals that steady you, such as a morning cup of tea.",
      flows:
        "Redecorate, consider a move, or take a morning walk before anyone else is up. Uranus is freshening your Moon these months, opening home and emotional life to new ways of doing things.",
      presses:
        "Home or family life may be disrupted while Uranus unsettles your Moon. Stay flexible this season, keep a corner that is only yours, and answer surprises after a pause rather than on the spot.",
    },
    Mercury: {
      meets:
        "Uranus is electrifying your Mercury, a season of bright ideas, sudden insights and new ways of thinking. Learn something radical, write, invent, and take care not to speak too rashly.",
      flows:
        "Original thoughts and exciting news arrive while Uranus sparks your Mercury. Take a course in a subject new to you these months, or get talking with people who live unconventionally.",
      presses:
        "Nervous tension or abrupt news may unsettle you while Uranus scrambles your Mercury. Keep your plans flexible this season, and give yourself screen-free time to think.",
    },
    Venus: {
      meets:
        "Sudden attractions, partings or new freedom in love and money are likely while Uranus crosses your Venus. Expect the unexpected over these months, and give your relationships room to breathe.",
      flows:
        "With Uranus livening your Venus, fresh romance, new friends and changing tastes arrive these months. Experiment with your style, take up an unusual hobby, or go somewhere you’d normally never go.",
      presses:
        "Uranus is shaking your Venus, and love or money may feel unstable this season. Honour your need for freedom without burning bridges, and keep a savings buffer against impulsive spending.",
    },
    Mars: {
      meets:
        "With Uranus electrifying your Mars, sudden energy and rebellious courage run through these months. Take risks wisely, and be careful physically, because accidents happen when haste wins.",
      flows:
        "Courage to change course and act independently comes these months, as Uranus energises your Mars. Launch something new, train in a different way, or break a habit that has kept you stuck.",
      presses:
        "Channel the restlessness into exercise, and count to ten before any move you can’t undo. Uranus is jolting your Mars this season, so impatience, accidents or sudden conflicts may flare.",
    },
    Jupiter: {
      meets:
        "Uranus is sparking your Jupiter, a season of sudden luck, breakthroughs and wider freedom. Say yes to unusual opportunities these months, including the trip or the course nobody expected you to choose.",
      flows:
        "Fresh ideas and unexpected growth come while Uranus opens your Jupiter. Travel somewhere new these months, study a subject outside your field, or back a venture in a new direction.",
      presses:
        "Restlessness or a rash gamble may tempt you while Uranus unsettles your Jupiter. Test each big idea on a small scale first this season, and wait a week before betting heavily on it.",
    },
    Saturn: {
      meets:
        "Old structures crack open while Uranus breaks into your Saturn. Change the job, the home or the rules if they’ve become a cage over these months, but rebuild with care.",
      flows:
        "With Uranus loosening your Saturn, reform is possible without chaos these months. Update your systems, rethink routines that have gone stale, or modernise the way you work.",
      presses:
        "Uranus is straining your Saturn, and the tension between security and change keeps growing this season. Allow some change now, on your own terms, to avoid a bigger break being forced on you later.",
    },
    Uranus: {
      meets:
        "Uranus returns to your Uranus only around 84, a late-life season of freedom and fresh perspective. Do what you’ve always wanted these months, and share what you’ve learnt with the young.",
      flows:
        "Near 14, 28 and 56, Uranus falls into a helpful rhythm with your Uranus, and this is one of those stages, bringing chances to be more fully yourself. Follow your curiosity these months and welcome the new freedom.",
      presses:
        "Uranus is testing your Uranus, a turn that comes near 21, near 63 and, most famously, near 42 at midlife. These months ask what freedom really means to you; make the changes your life truly needs.",
    },
    Neptune: {
      meets:
        "Inspiration, spiritual insight and vivid dreams come while Uranus awakens your Neptune. Explore art, music or meditation over these months, and keep a notebook for what comes to you at night.",
      flows:
        "Uranus is sparking your Neptune, bringing intuitive leaps and creative freedom these months. Follow an inspired idea without overplanning it, and give your imagination a regular slot in the week.",
      presses:
        "Confusion or disillusionment may arrive suddenly while Uranus jolts your Neptune. Stay grounded this season, question what you’ve taken on trust, and be gentle with yourself.",
    },
    Pluto: {
      meets:
        "With Uranus charging your Pluto, deep transformation may come suddenly. Over these months let go of what is ending, even if it goes faster than you expected, and make room for the new.",
      flows:
        "Transform a habit, a career or a long-held belief while the way is open. Uranus is activating your Pluto these months, making powerful change possible with less struggle than usual.",
      presses:
        "Upheaval may force a change you’ve resisted while Uranus rattles your Pluto. Release your grip on the outcome this season, and rebuild with the insight the shake-up gives you.",
    },
    Ascendant: {
      meets:
        "Uranus is crossing your Ascendant, a season of reinvention in your looks, lifestyle and relationships. Express your individuality these months, but give big changes a little time to settle.",
      flows:
        "With Uranus refreshing your rising sign, you come across as more magnetic and original these months. Try a new style or a new way of meeting people, and notice who responds.",
      presses:
        "Your relationships or self-image may shift without warning while Uranus jolts your Ascendant. Stay open to it this season, but make each change thoughtfully rather than in a rush.",
    },
    Midheaven: {
      meets:
        "A sudden career change or a public surprise may come with Uranus reaching the top of your chart. Follow the unusual path these months, while planning how you’ll pay the rent along the way.",
      flows:
        "Inventive career options appear while Uranus favours your Midheaven. Consider going freelance, switching fields or retraining these months; a fresh direction is easier to find than usual.",
      presses:
        "Uranus is straining your Midheaven, and career or home may change unexpectedly this season. Keep your options open and your CV current, and respond to shifts creatively rather than in panic.",
    },
  },
  Neptune: {
    Sun: {
      meets:
        "Neptune is dissolving the edges of your Sun, a long season when ambition softens and you may feel unsure who you are. Let the old self-image go gently, lean into art or service, and keep practical advisers close.",
      flows:
        "With Neptune softening your Sun, inspiration and compassion bring a quieter kind of confidence these months. Give time to music, faith, a creative project or helping others; it may feel like coming home.",
      presses:
        "Your energy, direction or trust may waver while Neptune fogs your Sun. Check facts twice this season, rest more than you think you need, and don’t hand your choices to someone who claims to have every answer.",
    },
    Moon: {
      meets:
        "Tenderness and intuition grow, and other people’s moods sway you easily, while Neptune merges with your Moon. Protect your sleep these months, keep home a calm place, and let tears come when they need to.",
      flows:
        "Neptune is gentling your Moon this season, deepening empathy and bringing peace at home. Care for someone, take up a spiritual or creative habit, or simply let your home become a softer place.",
      presses:
        "Ask plain questions, avoid numbing yourself with drink or screens, and be kind to yourself. Neptune is blurring your Moon these months, and family matters or your own feelings may be hard to read.",
    },
    Mercury: {
      meets:
        "With Neptune flooding your Mercury with images and intuition, this is a season for poetry, music and imaginative work rather than spreadsheets. Keep a notebook for the ideas, and a second pair of eyes for the contracts.",
      flows:
        "Your words find feeling, and your mind picks up what others miss, while Neptune inspires your Mercury. Write, translate, counsel or learn an art these months, trusting your intuition as a guide.",
      presses:
        "Neptune is muddling your Mercury this season, and forgetfulness, rumours or misleading information are more likely. Put agreements in writing, keep a diary, and don’t decide anything important on a hunch alone.",
    },
    Venus: {
      meets:
        "Romance, longing and beauty can feel like a dream while Neptune enchants your Venus. Enjoy it with open eyes over these months: keep love generous, and money and promises clear.",
      flows:
        "Neptune is sweetening your Venus over these months, lending love a spiritual, forgiving quality. Make music or art, be generous with kindness, and notice how compassion deepens your closest ties.",
      presses:
        "You may idealise someone, feel let down or lose track of money while Neptune veils your Venus. Keep an honest budget this season, and judge people more by what they do than by what they say.",
    },
    Mars: {
      meets:
        "With Neptune diffusing your Mars, your drive may feel weaker for these months, or pulled towards ideals rather than targets. Put your energy into causes, creative work or gentle exercise such as swimming, and watch for fatigue.",
      flows:
        "You act on intuition and compassion with surprising grace this season, because Neptune is inspiring your Mars. Volunteer, dance or work for a cause; effort feels lighter when it serves something you believe in.",
      presses:
        "Neptune is sapping your Mars these months, and your energy, motivation or sense of what you want may drift. Rest more, keep clear of underhand tactics, and set small goals you can actually see.",
    },
    Jupiter: {
      meets:
        "Faith, generosity and spiritual hunger fill a long season while Neptune joins your Jupiter. Explore a practice or a cause that moves you over these months, and give freely while keeping enough back for yourself.",
      flows:
        "With Neptune widening your Jupiter, hope and compassion feel natural these months, and luck may come through kindness. Study a philosophy, go on retreat, or support a charity close to your heart.",
      presses:
        "Keep believing in things, but check the numbers and ask a sceptical friend for a second view. Neptune is inflating your Jupiter this season, and wishful thinking or a seductive scheme may lead you astray.",
    },
    Saturn: {
      meets:
        "Neptune is softening your Saturn, and over these months structures you relied on, a role, a rule or a routine, may quietly dissolve. Grieve what fades, and build new foundations that match your values.",
      flows:
        "Your ideals can be given a practical form this season, while Neptune eases your Saturn. Turn a dream into a plan with real dates, or let compassion soften a rule you’ve held too tightly.",
      presses:
        "Ambitions or commitments may feel uncertain while Neptune erodes your Saturn. Don’t cling to what is slipping these months, and don’t abandon what is sound; take time to find out which is which.",
    },
    Uranus: {
      meets:
        "Neptune is reaching your Uranus, blending your wish for freedom with imagination and idealism for a long season. Visions of a different life may arrive these months; test them slowly before acting on them.",
      flows:
        "With Neptune inspiring your Uranus, intuition and originality work together these months. Explore new ideas through art, technology or a spiritual practice, and see where the two meet.",
      presses:
        "Plans for change may lose their outline while Neptune confuses your Uranus. Wait for clarity this season before making a leap, and talk the idea through with someone steady.",
    },
    Neptune: {
      meets:
        "Neptune lingers on your Neptune only in the first year or two of life, so this reading belongs to a baby’s chart. It marks a season of pure sensitivity, when calm voices and gentle routines matter most.",
      flows:
        "Around 28, and again around 55, Neptune falls into a gentle rhythm with your Neptune, as it does now. These months favour faith, imagination and kindness, so take up the creative or spiritual practice you’ve been circling.",
      presses:
        "Neptune is testing your Neptune, a stage of life that arrives near 41 and again near 82, when old dreams are questioned. Mourn what was never going to happen, and choose one ideal worth keeping.",
    },
    Pluto: {
      meets:
        "Hidden fears and longings rise like a tide in this rare, slow season, as Neptune meets your Pluto. Over these months therapy, prayer or creative work can help you turn them into strength.",
      flows:
        "Neptune is gently easing your Pluto these months, helping you loosen old control and heal deep wounds. Dreams, meditation or counselling can bring insight you couldn’t reach by effort alone.",
      presses:
        "You may feel powerless, or confused about matters that run deep, while Neptune dissolves your Pluto. Let go of what you cannot steer this season, and seek clarity slowly, with help if you need it.",
    },
    Ascendant: {
      meets:
        "With Neptune crossing your Ascendant, your image softens for a long season, and others may project their hopes onto you. Be clear about who you are, and look after your health and your boundaries.",
      flows:
        "Neptune is lending grace to your rising sign these months, making you more intuitive, artistic and approachable. Explore new ways to express yourself, through clothes, music or the way you decorate a room.",
      presses:
        "You may feel unsure how you come across while Neptune blurs your Ascendant. Stay honest in relationships this season, ask friends how you seem, and take care with medicines and alcohol.",
    },
    Midheaven: {
      meets:
        "Your career may drift towards something more artistic, spiritual or caring now that Neptune has reached the top of your chart. Explore the calling over these months, but keep paying the bills.",
      flows:
        "Imagination finds its way into your work these months, while Neptune supports your Midheaven. Consider a creative or healing role, or add a little more meaning to the job you already have.",
      presses:
        "Neptune is clouding your Midheaven this season, and career plans may feel uncertain or reputations fragile. Check the details, steer clear of office gossip, and wait for clearer signs before making big changes.",
    },
  },
  Pluto: {
    Sun: {
      meets:
        "Pluto crosses your Sun at most once in a life, and this slow transformation of who you are is now under way. Over these months old ways of being fall away; let them go, and rebuild from what remains true.",
      flows:
        "Pluto is empowering your Sun these months, bringing quiet strength and chances for deep change. Take charge of your health or your career with determination, and expect the effort to last.",
      presses:
        "Power struggles or pressure from others may test who you are while Pluto leans hard on your Sun. Face them honestly this season, and give up the control that was never yours to hold.",
    },
    Moon: {
      meets:
        "With Pluto sitting on your Moon, deep emotional change may touch family, home or old wounds. Feelings run strong these months; let them be seen, perhaps with a counsellor, rather than buried.",
      flows:
        "Clear out the loft, have the honest family conversation, and let closeness grow from truth. Pluto is deepening your Moon these months, helping you heal and renew your home life.",
      presses:
        "Old family patterns, jealousy or grief may surface while Pluto stirs your Moon. Give yourself safe places to feel it all this season, and refuse to be ruled by guilt, yours or anyone else’s.",
    },
    Mercury: {
      meets:
        "Pluto is sitting on your Mercury, a season of penetrating thought, research and conversations that change minds. Over these months dig deep, write honestly, and watch for obsessive thinking late at night.",
      flows:
        "Insight and the power to persuade are yours these months, while Pluto sharpens your Mercury. Investigate, study psychology, or say the thing that needs saying; words can heal now.",
      presses:
        "Heated debates or secrets may come to light while Pluto pressures your Mercury. Speak carefully this season, gather the facts first, and don’t let fear do your thinking.",
    },
    Venus: {
      meets:
        "With Pluto meeting your Venus, love grows intense, attraction runs deep, and some endings change what you value. Let go of what isn’t real over these months, and love with your eyes open.",
      flows:
        "Pluto is deepening your Venus these months, so intimacy, trust and shared finances can change for the better. Commit more deeply to someone, or invest in something that truly matters to you.",
      presses:
        "Jealousy, power struggles or money troubles in love may surface while Pluto strains your Venus. Face them honestly this season, and keep nothing in a relationship that survives only through control.",
    },
    Mars: {
      meets:
        "Enormous drive and willpower come with this season, as Pluto fuses with your Mars. Use it for deep change, in your fitness, a bold project or a career push, while staying clear of ruthless tactics and needless fights.",
      flows:
        "With Pluto empowering your Mars, you have stamina and focus for the long haul these months. Tackle a major goal, rebuild your strength in the gym, or overhaul a situation that has stalled.",
      presses:
        "Choose your battles with care, and find a steady outlet for intensity, such as long runs or heavy gardening. Pluto is provoking your Mars this season, and anger, compulsions or power struggles may flare.",
    },
    Jupiter: {
      meets:
        "Pluto is meeting your Jupiter, a season of deep growth and strong ambition, sometimes with a hunger for power or wealth. Over these months aim for gains that also serve others, not only yourself.",
      flows:
        "Chances to grow in influence or wisdom arrive these months, while Pluto strengthens your Jupiter. Back a big project, deepen your studies, or share resources generously with people who need them.",
      presses:
        "Your beliefs or ambitions may be challenged from outside while Pluto pushes your Jupiter. Let go this season of the convictions that no longer hold up, and grow from the ones that do.",
    },
    Saturn: {
      meets:
        "With Pluto meeting your Saturn, structures in your life are broken down and rebuilt. Over these months endings make way for firmer foundations, so be patient while the scaffolding is up.",
      flows:
        "Pluto is strengthening your Saturn these months, helping you rebuild with discipline and power. Commit to the long-term project, restructure your career, or tackle a problem at its root.",
      presses:
        "Authority or responsibility may feel crushing while Pluto grinds on your Saturn. Remove what is unsustainable from your load this season, and build again step by step.",
    },
    Uranus: {
      meets:
        "The urge to break free comes from somewhere very deep in this rare season, as Pluto meets your Uranus. Over these months radical change may feel unavoidable; steer it rather than letting it steer you.",
      flows:
        "With Pluto empowering your Uranus, innovation can transform your life these months. Adopt new methods, join a movement you believe in, or reinvent the way you work.",
      presses:
        "Pluto is pressing on your Uranus this season, and sudden upheavals and a hunger for freedom may rise together. Adapt your plans rather than clinging to them, and take the chance to renew.",
    },
    Neptune: {
      meets:
        "Pluto is meeting your Neptune, a rare, slow season when dreams and ideals are remade from the ground up. Over these months you may lose an illusion and find a truer faith in its place.",
      flows:
        "Commit to a practice that feeds your soul, whether music, prayer or long walks alone. Pluto is deepening your Neptune these months, opening the way to spiritual or creative renewal.",
      presses:
        "Illusions may fall apart, or fears take on new shapes, while Pluto unsettles your Neptune. Face reality with compassion this season, and let go of the dreams that kept you small.",
    },
    Pluto: {
      meets:
        "Pluto stays near your Pluto only in the first few years of life, so this reading belongs to a young child’s chart. It is a season when the deepest instincts are laid down, and steady, loving care matters most.",
      flows:
        "Pluto is in easy step with your Pluto, a stage that comes in young adulthood and, for some, again in later life. These months offer a quiet chance to reclaim your strength and shed an old fear.",
      presses:
        "Pluto is testing your Pluto, a stage that comes between the mid-thirties and the early sixties, depending on your birth year, and for a few again in old age. Ask what power and purpose mean now, and let go of what has died.",
    },
    Ascendant: {
      meets:
        "With Pluto crossing your Ascendant, your body, your image and the way you meet people are changing profoundly. Over these months let an old persona fall away, and take up the stronger self underneath.",
      flows:
        "Pluto is strengthening your rising sign these months, giving you presence and quiet influence. Rebuild your health, change your look if you want to, or step into a role that asks for authority.",
      presses:
        "Intense relationships or power struggles may challenge how you present yourself while Pluto presses on your Ascendant. Hold your ground calmly this season, and let the changes that are due take place.",
    },
    Midheaven: {
      meets:
        "Pluto reaching the top of your chart brings a major career transformation, rising influence or a complete change of direction. Step into power responsibly over these months, and let outgrown roles end.",
      flows:
        "Opportunities to deepen your influence or change your path arrive these months, while Pluto empowers your Midheaven. Go for the leadership role, or build something that lasts beyond you.",
      presses:
        "Pluto is straining your Midheaven this season, and pressure at work or at home may force a change of direction. Let go of roles you’ve outgrown, and rebuild your public life with integrity.",
    },
  },
};
