// Transit readings of Uranus, Neptune and Pluto to each point of the birth chart, in the three
// tones: they last months, and each one's aspect to its own birth place marks a stage of life.

export const TRANSITS_OF_THE_OUTER_PLANETS = {
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
