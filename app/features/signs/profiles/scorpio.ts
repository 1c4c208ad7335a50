import type { SignProfile } from "#app/features/signs/sign-profile.ts";

// Static editorial copy for Scorpio’s dates and personality pages ([signs.profiles]).
export const scorpioProfile: SignProfile = {
  slug: "scorpio",
  planetText:
    "Scorpio has two rulers, and both matter. Traditionally it belonged to Mars, the planet of drive and combat, which gives Scorpio its courage, its stamina and its refusal to back down once committed. Modern astrology added Pluto, named after the lord of the underworld, and with it the themes of hidden power, endings and rebirth. Together they describe a sign that goes beneath the surface on purpose. Mars supplies the will to dig; Pluto supplies the sense that what lies buried is where the real story is. For Scorpio this means life tends to move in deep cycles rather than small steps: intense commitments, decisive breaks and the repeated experience of coming back stronger after something has ended.",
  elementText:
    "Scorpio is the fixed water sign, and its emotions behave less like a wave and more like a deep, still lake. Cancer’s water protects and Pisces’ water dissolves; Scorpio’s water concentrates. Feelings here are held for a long time, rarely shown in full and never shallow. This is where Scorpio’s famous perceptiveness comes from: water picks up undercurrents, and fixity keeps attention on them until they make sense. The same combination explains the long memory, the loyalty and, occasionally, the grudge.",
  whatToExpect:
    "Scorpio season runs from October 23 to November 21, and the mood turns noticeably more serious. For everyone, this is a month for depth over breadth. Expect conversations to go further than small talk, secrets to surface and feelings that were tidied away in Libra season to ask for honest attention. It is a strong time for research, therapy, investigation, clearing out old possessions and dealing with shared money such as debts, taxes or joint accounts. Intimacy deepens where there is trust and gets tested where there is not. Many people find their focus sharpens; half-hearted projects get dropped and one or two true priorities get everything. The advice of the season is simple: be honest with yourself, let go of what has run its course, and trust that endings make room.",
  seasonNorth:
    "In the north, Scorpio season is deep autumn. Leaves fall, the clocks go back in many countries and the nights lengthen fast. Festivals for the dead, from Halloween to the Day of the Dead, fall right inside it. Nature lets things decay so the soil can feed next year’s growth, which is exactly Scorpio’s lesson: transformation begins with letting go.",
  seasonSouth:
    "In the southern hemisphere Scorpio’s dates land in mid to late spring, when growth is at its most forceful. Sap rises, jacarandas bloom purple and everything pushes towards the light with fierce determination. That mirrors Scorpio’s other face: not only endings but raw life force, the passionate, fixed intensity that keeps pushing through until something new has fully taken root.",
  famousPeople: [
    { name: "Marie Curie", born: "1867-11-07", knownFor: "Pioneering research on radioactivity, two Nobel Prizes" },
    { name: "Pablo Picasso", born: "1881-10-25", knownFor: "Co-founding Cubism and painting Guernica" },
    { name: "Martin Scorsese", born: "1942-11-17", knownFor: "Directing Taxi Driver and Goodfellas" },
    { name: "Bill Gates", born: "1955-10-28", knownFor: "Co-founding Microsoft and global philanthropy" },
    { name: "Julia Roberts", born: "1967-10-28", knownFor: "Oscar-winning star of Erin Brockovich" },
    { name: "Leonardo DiCaprio", born: "1974-11-11", knownFor: "Actor in Titanic and The Revenant" },
  ],
  love: {
    romantic:
      "For Scorpio, love is all or nothing. This fixed water sign does not date casually for long; it wants a bond that is emotionally and physically total, with nothing held back. Scorpios show love through loyalty and attention rather than grand speeches: they remember what you told them months ago, they defend you fiercely and they want to know the real you, including the parts you usually hide.",
    attraction:
      "Scorpio is attracted to mystery and to strength. A person who cannot be read in five minutes holds their interest, and so does someone with conviction who does not crumble under a searching question. Honesty is magnetic to them, even when it is uncomfortable. Surface charm, flattery and games tend to set off their alarm. Eye contact, a real conversation late at night and a hint of complexity will do far more than a polished line.",
    challenges:
      "Trust is Scorpio’s great test. Once hurt, they can become guarded, jealous or controlling, checking for signs of betrayal that may not exist. Their secretiveness can frustrate a partner who shares freely but gets little in return. In arguments, a Scorpio’s perceptiveness can become a weapon, aimed precisely where it hurts. The growth lies in saying plainly what they fear, and in giving a partner the same openness they ask for.",
  },
  career: {
    strengths:
      "Scorpio brings focus, resourcefulness and nerve to the workplace. They can work through difficult material that others avoid, spot what is not being said in a meeting and stay calm in a crisis. Their perceptive streak makes them excellent at research, negotiation and any job that involves uncovering the truth. Once committed, their fixed determination carries a project through setbacks that would stop most colleagues.",
    careers: [
      "Psychologist",
      "Detective",
      "Surgeon",
      "Investigative journalist",
      "Research scientist",
      "Forensic accountant",
      "Crisis manager",
      "Therapist",
    ],
    workStyle:
      "Scorpios prefer to work with a high degree of autonomy and privacy, revealing plans when they are ready rather than before. They go deep rather than wide, often mastering a subject completely. They respect competence and despise office politics played badly, though they can play them very well themselves. Give a Scorpio a real problem, trust and room to dig, and they will often solve what others had written off.",
  },
  finance: {
    moneyStyle:
      "Scorpio treats money as power and security, and tends to be private about it. Many Scorpios know exactly what they have and what they owe, but would not dream of telling you. They are strategic, patient and surprisingly good at managing shared or inherited resources. Their pattern is intense: long stretches of discipline, with occasional all-in moves when something truly matters to them.",
    spending:
      "Scorpios rarely spend on trinkets. When they do spend, it is on quality, privacy and experiences with emotional weight: a beautifully made item that will last decades, a retreat, a meaningful gift for someone close. They can be secretive spenders, and the occasional indulgence may go unmentioned. Habits to watch include emotional purchases after a painful episode and using money to keep control in a relationship.",
    investment:
      "By temperament Scorpio is a researcher, so they usually like to understand exactly how something works before putting money into it. They are comfortable with long horizons and are rarely moved by hype, but their all-or-nothing streak can sometimes pull them towards concentrated bets. Their strongest financial instinct is resilience: Scorpios are often at their best rebuilding after a loss, calmly and without complaint.",
  },
  personality: {
    introduction:
      "Scorpio, the Scorpion, is the eighth sign of the zodiac and perhaps the most misunderstood. Born between October 23 and November 21, Scorpios are a fixed water sign ruled by Pluto in modern astrology and by Mars in the older tradition. That combination produces a personality of unusual depth and intensity. Scorpios feel strongly, think carefully and reveal little until they are sure of you. They have a radar for what is hidden, whether that is a motive, a secret or the real reason a friend seems quiet. The popular image of Scorpio is all danger and seduction, but the everyday truth is more interesting: these are loyal, perceptive people who would rather have three real friends than thirty casual ones, and who bring extraordinary concentration to whatever they love. The scorpion tells only part of the story; older traditions also give this sign the eagle and the phoenix, creatures of height and rebirth.",
    strengths:
      "Scorpio’s strengths come from depth. They are profoundly perceptive, able to read people and situations with uncanny accuracy, which makes them outstanding counsellors, investigators and negotiators. They are resourceful: give a Scorpio limited means and a hard problem and they will find a way, usually one nobody else considered. Their loyalty is legendary. Once a Scorpio commits to a person or cause, they stay through the hard times, and they will defend the people they love with real ferocity. Their courage is quiet and emotional as much as physical; they can face grief, illness or crisis without looking away. Scorpios are also capable of genuine transformation. Many can point to a time when they ended a chapter completely and rebuilt themselves, and this gives them a calm strength others lean on. Passion, in the best sense, runs through all of it.",
    shadowSide:
      "Scorpio’s shadow is the same intensity turned inward or against others. They can be secretive to the point of isolation, sharing almost nothing while expecting full disclosure in return. Jealousy and possessiveness may appear when they feel insecure, and a Scorpio who has been wronged can hold a grudge for years, sometimes plotting a cool, deliberate revenge. Their perceptiveness can become suspicion, reading betrayal into innocent situations. Control is another theme: because vulnerability feels dangerous, some Scorpios try to manage every variable, including the people around them. They can also swing between extremes, total commitment or total withdrawal, with little in between. The way through is not to become lighter or shallower, which Scorpio could never do, but to learn that trust is a choice as well as a feeling. Forgiveness, especially, frees Scorpio more than it frees anyone they forgive.",
    friendship:
      "Scorpio friendships are few, deep and long. It can take a while to get close to a Scorpio; they watch quietly, test a little and decide in their own time. Once you are inside the circle, though, you have a friend who will show up at three in the morning, keep your secrets to the grave and tell you the truth when everyone else is being polite. They are superb listeners and rarely shocked, which makes them the friend people confide in about the difficult things. Scorpios love conversations that go somewhere real: psychology, mysteries, death, meaning, what people are really like. Small talk bores them. What they ask in return is loyalty and discretion. Betray a confidence and you may find the door quietly, and permanently, closed. A friend who proves trustworthy gets a devotion that few other signs can match.",
    family:
      "Within a family Scorpio is often the emotional centre of gravity, the one who senses tension before anyone names it and who holds the family’s secrets. They are deeply protective of the people they consider theirs, and when trouble strikes they are the relative everyone calls. Family history interests them: old letters, inheritances, the stories people avoid telling. As parents, Scorpios are devoted and perceptive, noticing a child’s moods and fears with great accuracy. They teach resilience and honesty, and they do not flinch from difficult topics. The risk is over-control: a Scorpio parent may find it hard to let a teenager keep their own secrets, or may guard the household too closely. Old family wounds can also cast a long shadow. When a Scorpio brings the same depth to healing those wounds that they bring to everything else, they often become the person who breaks a painful pattern for good.",
    growth:
      "Growth for Scorpio is about turning intensity into transformation rather than control. The opposite sign, Taurus, offers a useful lesson: simple pleasures, patience and trust in the ordinary goodness of life. Scorpios benefit from practices that let feelings move instead of pooling underneath, such as writing, physical exercise, therapy or creative work. Learning to share a little before they are entirely sure of someone opens doors that caution keeps closed. Letting go of a grudge, not for the other person’s sake but for their own, is one of the most freeing acts available to them. Scorpios also grow by using power generously, mentoring others, protecting the vulnerable and applying their investigative mind to causes larger than themselves. The phoenix is the right symbol for a mature Scorpio: someone who has been through the fire more than once and emerged wiser, warmer and still unafraid of the depths.",
    atWork:
      "In the workplace Scorpio is the quiet strategist. They tend not to announce their plans, preferring to observe the landscape, understand who holds real influence and move when the time is right. They excel where depth and discretion are valued: medicine, psychology, research, finance, law, investigation, crisis management and any role that handles confidential information. Colleagues often find them intense at first and deeply reliable later. Scorpios have remarkable stamina for difficult work, staying with a complex problem long after others have moved on. They respect bosses who are competent and straight with them, and they notice instantly when they are being managed rather than told the truth. As leaders, they are protective of their teams and expect loyalty in return. Their main pitfalls at work are secrecy that leaves others in the dark and a tendency to turn professional rivalries into personal ones.",
    inLove:
      "Love with a Scorpio is an immersion. They do not do lukewarm: when they fall, they want emotional honesty, physical closeness and a sense that the two of them share something no one else can touch. They are attentive, sensual and intensely loyal, and they remember everything, the good and the bad. In return they need trust. A Scorpio who feels secure is tender, protective and surprisingly playful in private; a Scorpio who feels threatened can become jealous, guarded or controlling. Partners do best when they are open, consistent and unafraid of deep conversations. The water signs Cancer and Pisces often understand Scorpio’s emotional language, and earth signs such as Virgo and Capricorn offer steadiness, while Taurus, across the zodiac, brings powerful chemistry and a calm that Scorpio secretly craves. Whoever it is, a relationship with Scorpio tends to change both people profoundly.",
  },
  keywords: ["Intensity", "Depth", "Loyalty", "Transformation", "Passion", "Insight"],
};
