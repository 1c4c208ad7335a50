import type { SignProfile } from "#app/features/signs/sign-profile.ts";

// Static editorial copy for Libra’s dates and personality pages ([signs.profiles]).
export const libraProfile: SignProfile = {
  slug: "libra",
  planetText:
    "Venus rules Libra, and here she shows her cooler, more social face. In Taurus, Venus loves through the senses; in Libra she loves through proportion, manners and the pleasure of a well-matched pair. She gives Libra an eye for what fits: the right word at a tense dinner, the colour that pulls a room together, the compromise that lets both people keep their dignity. Venus also makes Libra a sign of relationship before it is a sign of self. Many Libras discover who they are by seeing themselves reflected in a partner, a friend or an audience. The gift is grace under social pressure; the lesson Venus sets is learning that being liked and being loved are not the same thing.",
  elementText:
    "Libra is the cardinal air sign, which means its ideas are meant to start something between people. Where Gemini collects information and Aquarius defends principles, Libra uses the mind to weigh, compare and mediate. Its thinking is relational: a Libra often works out what it believes by talking it through with someone who disagrees. Air gives Libra its light touch, its fairness and its ability to see both sides at once, and also its famous trouble choosing, because every option really does have a point.",
  whatToExpect:
    "Libra season runs from September 23 to October 22 and opens with the equinox, the moment day and night stand at equal length. For everyone, it is a month about balance and other people. Expect relationships to take centre stage: conversations that were postponed over the summer finally happen, partnerships are renegotiated and invitations multiply. These weeks suit mending a quarrel, signing an agreement, redecorating or simply making your surroundings more pleasant. Decisions may feel harder than usual, because Libra energy wants to hear every side before it commits. Use that: gather opinions, then set a deadline. The season rewards courtesy, good taste and fair dealing, and it quietly exposes any arrangement where one person has been doing all the giving.",
  seasonNorth:
    "In the northern hemisphere Libra season arrives with early autumn: the equinox, the first cool evenings, orchards heavy with fruit and light turning golden. Summer’s excess gives way to a sense of proportion, of harvest weighed and shared. Libra mirrors that moment of equilibrium, when the year pauses between warmth and cold and everything seems, briefly, in balance.",
  seasonSouth:
    "South of the equator Libra’s dates fall in early spring. The equinox there tips the year towards light, blossom opens on bare branches and people drift outdoors again to meet friends. Libra’s sociable, beauty-loving side fits that mood of renewal, while its search for balance echoes days and nights that are, for a short while, almost exactly equal.",
  famousPeople: [
    { name: "Mahatma Gandhi", born: "1869-10-02", knownFor: "Leading India’s nonviolent independence movement" },
    { name: "Eleanor Roosevelt", born: "1884-10-11", knownFor: "First Lady and human rights champion" },
    { name: "Oscar Wilde", born: "1854-10-16", knownFor: "Witty playwright of The Importance of Being Earnest" },
    { name: "John Lennon", born: "1940-10-09", knownFor: "Singer and songwriter of the Beatles" },
    { name: "Will Smith", born: "1968-09-25", knownFor: "Actor, rapper and Hollywood star" },
    { name: "Serena Williams", born: "1981-09-26", knownFor: "Winner of 23 Grand Slam singles titles" },
  ],
  love: {
    romantic:
      "Libra is the zodiac’s romantic in the classic sense: flowers, handwritten notes, a table booked somewhere lovely. Ruled by Venus and devoted to partnership, Libra thinks of love as a shared work of art that both people keep improving. They notice what a partner likes and remember it. Courtship matters to them, and so do the small courtesies long after the first date, because for Libra good manners are a form of tenderness.",
    attraction:
      "Libra is drawn to people with poise: someone well put together, quick in conversation and easy in company. Looks do matter to this Venus-ruled sign, but what truly wins a Libra is fairness and intelligence, the partner who argues a point gracefully and listens when it is their turn. Cultural taste helps too. Bring them to a gallery, a good concert or a beautifully made meal and let the conversation run.",
    challenges:
      "Libra’s wish for harmony can make real conflict go underground. They may agree to keep the peace and then feel quietly resentful, or take so long to decide about a relationship that a partner feels kept on hold. Some Libras lose track of their own needs by mirroring the person they love. The cure is honesty early and often: a small disagreement said kindly today prevents a large one said coldly later.",
  },
  career: {
    strengths:
      "Libra brings diplomacy, taste and a natural sense of fairness to work. They can calm a tense meeting, find the wording both sides will sign and make a client feel genuinely heard. Their cardinal energy means they like to start collaborations, not just join them. Add a strong eye for design and presentation, and you have someone who makes both people and products look their best.",
    careers: [
      "Mediator",
      "Lawyer",
      "Diplomat",
      "Interior designer",
      "Human resources manager",
      "Art curator",
      "Wedding planner",
      "Public relations specialist",
    ],
    workStyle:
      "Libras work best in partnership and in pleasant surroundings; a harsh, chaotic office drains them faster than long hours do. They like to consult before acting and prefer clear, fair rules for everyone. Deadlines help them, because open-ended choices can stall them. Give a Libra a collaborator, a brief with some room for style and the sense that the process is just, and they will deliver polished, well-considered work.",
  },
  finance: {
    moneyStyle:
      "Money, for Libra, is a means to a gracious life. They like to spend on beauty and on people, and they are often generous hosts and thoughtful gift-givers. Balance is the ideal, even if practice wobbles: a Libra may keep a careful budget for months and then splurge on a coat that simply felt right. Shared finances suit them well when the arrangement is fair and openly discussed.",
    spending:
      "The temptations are aesthetic: clothes, art, flowers, a better sofa, dinner somewhere with soft lighting. Libras also spend to keep the peace, picking up the bill or agreeing to a trip they cannot quite afford rather than saying no. A useful habit is a set amount earmarked for beauty each month, spent without guilt, and a quiet rule to sleep on anything large before buying.",
    investment:
      "Temperamentally, Libra likes to weigh options, which can mean long research and slow decisions about savings. They are often comfortable with a balanced, middle-of-the-road approach and dislike anything that feels reckless or ethically murky. Talking money through with a partner or a trusted adviser helps them commit. Their main risk is indecision itself: leaving cash idle because no choice ever feels perfectly fair.",
  },
  personality: {
    introduction:
      "Libra, the Scales, is the zodiac’s seventh sign and the only one symbolised by an object rather than a living creature. That says a great deal. Libras are people of judgement and proportion, forever weighing one thing against another in search of a point where everything feels right. Born between September 23 and October 22, they are a cardinal air sign ruled by Venus, which combines initiative, intellect and a strong love of beauty. In daily life this shows as charm, diplomacy and a real talent for bringing people together. A Libra tends to notice when someone is left out of the conversation, when a room is badly lit or when an argument is unfair to one side, and they quietly set about correcting it. They are not always as calm as they look. Behind the pleasant surface is a mind constantly balancing, comparing and reconsidering, and a heart that wants, very sincerely, for everyone to get along.",
    strengths:
      "Libra’s greatest strength is fair-mindedness. They can hold two opposing views in mind and describe each so well that both sides feel understood, which makes them excellent mediators, negotiators and friends in a crisis. Their charm is real rather than calculated: they enjoy people and show it, and they have a gift for making others feel at ease. Venus adds taste. A Libra can make a small flat feel elegant, put together an outfit from almost nothing or know exactly which restaurant suits a particular evening. As a cardinal sign they also take initiative socially, organising the reunion, introducing friends who should meet, proposing the compromise nobody else thought of. Add a sharp, quick intellect and a genuine commitment to justice, and you have someone who often makes the world around them a little kinder and considerably more beautiful.",
    shadowSide:
      "The Scales can tip into indecision. Because Libra sees the merit in every option, choosing one can feel like betraying the others, and a simple question about dinner may become a twenty-minute consultation. More seriously, their love of harmony can turn into conflict avoidance. A Libra may smile through something that hurts, say yes when they mean no, or tell each party what it wants to hear, and that can later look like a lack of honesty. Some Libras depend heavily on approval and feel unmoored without a partner or an audience. Their aesthetic sense can slide into superficiality, judging people or situations by how they look. None of this comes from bad intent. It comes from a fear of disturbing the balance. The remedy is accepting that a fair life sometimes requires a little friction, and that a firm decision is often the kindest thing for everyone.",
    friendship:
      "Libras make gracious, attentive friends who remember birthdays, favourite drinks and the name of your difficult boss. They are usually at the centre of a wide social circle, moving easily between groups and introducing people who turn out to have a lot in common. Ask a Libra for advice and you will get a balanced view, often more balanced than you wanted, because they will gently point out the other person’s side. They are wonderful company for anything involving culture, conversation or a little glamour: an exhibition opening, a long lunch, a weekend in a beautiful city. In return, a Libra asks for reciprocity and good manners. A Libra will quietly drift away from a friendship that becomes one-sided or rude, often without a scene. The friends who last are the ones who say what they think, kindly, and who make the effort to plan something in return.",
    family:
      "In family life Libra is often the peacemaker, the child who translated between parents or the sibling who still organises the holiday gatherings so that nobody feels excluded. They care about the atmosphere at home and will work hard to keep it calm and pleasant, sometimes at the cost of saying what they really feel. As parents, Libras tend to be fair, reasonable and warm, explaining decisions rather than issuing orders and treating each child with scrupulous evenness. They fill the house with music, books and beautiful things and teach manners as a kindness rather than a rule. The challenge is discipline: a Libra parent may find it painful to be the one who says no and hold to it. Learning that children feel safer with clear limits, and that a family can survive an honest disagreement, helps a Libra build a home that is not just harmonious on the surface but truly secure.",
    growth:
      "For Libra, growth means finding the centre of the Scales inside themselves rather than in other people’s approval. Astrologers often point to Aries, the opposite sign, as the lesson: a little more directness, a willingness to want something simply because they want it. Practical steps help. Making small decisions quickly, such as choosing the restaurant within a minute, builds the muscle for larger ones. Saying a mild no each week teaches that relationships survive it. Spending some time alone, without the mirror of a partner or friend, lets a Libra discover their own tastes and opinions. They also grow by valuing justice over mere niceness, because fairness sometimes demands taking a side. A mature Libra keeps every bit of their charm and diplomacy, but adds a spine: they can listen to everyone and still stand firmly for what they believe is right.",
    atWork:
      "At work Libra is the colleague who makes collaboration pleasant. They read the politics of an office quickly, know how to deliver difficult feedback without wounding, and tend to become the unofficial bridge between departments. Client-facing roles suit them, as do any jobs that combine judgement with taste: law, design, diplomacy, human resources, the arts, fashion and hospitality. Libra’s cardinal drive is easy to miss under the easy manner, but they are ambitious and like to lead, ideally as a partner or chair rather than a lone boss. They do their best work with a clear brief, a collaborator to bounce ideas off and an environment that is orderly and attractive. Open-ended choices and aggressive office cultures wear them down. A good manager gives a Libra deadlines for decisions and credit for the relationships they build, which are often worth more to a team than any single project.",
    inLove:
      "Libra is the sign of partnership, and love sits close to the centre of a Libra’s life. They enjoy the rituals of romance, from the first careful compliment to the anniversary dinner, and they put real thought into making a partner feel admired. In a relationship they are considerate, affectionate and keen to share: opinions, friends, plans, a social calendar. They want an equal, someone who can meet them intellectually and who treats fairness as part of love. Because Libras hate conflict, they may let small grievances pile up or stay in a lukewarm relationship too long for fear of causing hurt. The healthiest Libra partnerships have an agreed way of disagreeing, a weekly talk, perhaps, where both sides can speak plainly. Good matches are often found among the other air signs, Gemini and Aquarius, and with fire signs Leo and Sagittarius, while Aries, directly across the wheel, brings a strong and educational attraction.",
  },
  keywords: ["Balance", "Harmony", "Partnership", "Diplomacy", "Beauty", "Fairness"],
};
