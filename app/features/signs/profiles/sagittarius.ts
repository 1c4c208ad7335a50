import type { SignProfile } from "#app/features/signs/sign-profile.ts";

// Static editorial copy for Sagittarius’s dates and personality pages ([signs.profiles]).
export const sagittariusProfile: SignProfile = {
  slug: "sagittarius",
  planetText:
    "Jupiter, the largest planet in the solar system, rules Sagittarius, and the sign takes on its scale. Jupiter is the planet of growth, faith, learning and good fortune, and in Sagittarius it shows up as an appetite for more: more countries, more ideas, more meaning. It is why Archers tend to trust that things will work out, and why, surprisingly often, they do. Jupiter also governs philosophy, higher education, law and long journeys, the traditional territory of this sign. The catch with Jupiter is excess. The same planet that gives Sagittarius its generosity and big-picture vision can make it overpromise, overspend or overshoot. Its lesson for the Archer is that wisdom is growth with a direction.",
  elementText:
    "Sagittarius is the mutable fire sign, and its flame is the travelling kind, a torch carried from place to place rather than a hearth. Aries fire starts things and Leo fire shines steadily; Sagittarian fire spreads, lighting up new ideas, new people and new horizons. It shows as enthusiasm for learning, a quick and often funny honesty and a need to keep moving. Because mutable fire adapts, Sagittarius can be at home almost anywhere, as long as there is room to explore.",
  whatToExpect:
    "Sagittarius season runs from November 22 to December 21, and after the intensity of Scorpio the mood lifts. For everyone, the theme is widening horizons. Expect a pull towards travel, study, big plans and conversations about meaning, belief and what really matters. People tend to be more generous, more talkative and a little more reckless. It is a good season to book the trip, enrol in the course, pitch the ambitious idea or reconnect with friends far away. Honesty is in the air, sometimes bluntly so, so think twice before sending that frank message. The festive weeks at the end bring parties and plenty. Watch for overcommitting your calendar or your budget, and use the season’s optimism to set goals that genuinely excite you for the year ahead.",
  seasonNorth:
    "In the north Sagittarius season is late autumn sliding into winter. Days shorten towards the solstice, the air sharpens and people gather around fires, lights and festive tables. Yet the Archer’s spirit refuses to shrink with the daylight. Like the traditions that fill the darkest weeks with candles and songs, Sagittarius answers the dark with optimism, story and the promise that the light will return.",
  seasonSouth:
    "In the southern hemisphere the Archer’s weeks are late spring running into early summer. Days stretch long, the beaches fill, school and university years end and holiday plans take shape. It is a season of open roads and open skies, and it suits Sagittarius perfectly: restless, sunny, adventurous and impatient to see what lies over the next horizon.",
  famousPeople: [
    { name: "Jane Austen", born: "1775-12-16", knownFor: "Writing Pride and Prejudice and Emma" },
    { name: "Mark Twain", born: "1835-11-30", knownFor: "Author of Adventures of Huckleberry Finn" },
    { name: "Winston Churchill", born: "1874-11-30", knownFor: "British prime minister during the Second World War" },
    { name: "Walt Disney", born: "1901-12-05", knownFor: "Creating Mickey Mouse and Disneyland" },
    { name: "Jimi Hendrix", born: "1942-11-27", knownFor: "Revolutionary rock guitarist and singer" },
    { name: "Taylor Swift", born: "1989-12-13", knownFor: "Singer-songwriter behind Fearless and 1989" },
  ],
  love: {
    romantic:
      "Sagittarius loves the way it travels: with excitement, curiosity and a bag packed light. Romance for the Archer is an adventure for two, spontaneous weekends away, long debates over dinner, laughter that lasts until morning. They are warm, generous and refreshingly honest about their feelings. What they cannot bear is a love that feels like a cage; the Sagittarian heart commits most happily when freedom is part of the deal.",
    attraction:
      "The Archer is attracted to people who are curious, open-minded and good-humoured. A partner with stories from somewhere far away, a passion for an unusual subject or a fearless opinion will catch their eye quickly. Sagittarius also loves someone who can keep up, physically and mentally, and who says yes to last-minute plans. Neediness and pettiness cool them fast; optimism, independence and a shared sense of humour keep them coming back.",
    challenges:
      "Restlessness is the main hurdle. Sagittarius may fear that commitment means the end of adventure and keep one foot out of the door. Their honesty can be tactless, landing a truth with more force than needed. They sometimes promise more than they can deliver, with the best intentions. A relationship thrives when the Archer learns that depth is also a journey, and that a kind word counts as much as a true one.",
  },
  career: {
    strengths:
      "Sagittarius brings enthusiasm, vision and candour to work. They see the big picture quickly, inspire colleagues with infectious optimism and are unafraid to say what everyone else is thinking. Their curiosity makes them fast learners and natural teachers, and their mutable flexibility lets them adapt to new places, people and problems. They shine where ideas, travel, persuasion or learning are part of the job.",
    careers: [
      "University lecturer",
      "Travel writer",
      "Foreign correspondent",
      "Publisher",
      "Tour guide",
      "Barrister",
      "International aid worker",
      "Outdoor instructor",
    ],
    workStyle:
      "Archers work best with freedom and variety. Rigid hours, micromanagement and repetitive tasks make them restless, while a flexible brief and a meaningful goal bring out their best. They are strong starters who need a detail-minded colleague to help them finish. Travel, learning opportunities and a boss who appreciates frank feedback all help a Sagittarius stay engaged for the long haul.",
  },
  finance: {
    moneyStyle:
      "Sagittarius has a generous, Jupiter-sized relationship with money: it comes, it goes, and something usually turns up. They value money for the freedom and experiences it buys rather than for security itself. Many Archers are lucky, or at least optimistic enough to spot opportunities others miss. The habit worth building is a steady base, so that optimism rests on something firmer than faith.",
    spending:
      "Travel tops the list: flights, gear, festivals, courses and books bought on a whim because a subject suddenly fascinates them. Sagittarians are also big-hearted, picking up rounds and gifting freely. Impulse is the risk, especially during the festive season that falls inside their own. A simple rule, such as a dedicated adventure fund that fills automatically, lets them say yes to life without wrecking next month.",
    investment:
      "The Archer’s temperament leans towards optimism and big ideas, so they may be drawn to whatever promises growth and a good story. That enthusiasm is an asset when paired with patience and a second opinion. Sagittarians tend to learn about money best by studying it like any other subject, reading widely and asking questions. Their weak spot is boredom with slow, steady plans that quietly work.",
  },
  personality: {
    introduction:
      "Sagittarius, the Archer, is the zodiac’s ninth sign, and its symbol says it all: a figure drawing a bow, aiming an arrow at a distant target. Born between November 22 and December 21, Sagittarians are a mutable fire sign ruled by Jupiter, the planet of expansion. They are the explorers and philosophers of the zodiac, happiest on the move, whether that movement is across continents, through a library or into a late-night conversation about the meaning of life. Optimism is their default setting. Honesty is their code, sometimes to a fault. Restlessness is the price of a mind that always wants to know what lies beyond. Many Sagittarians have a gift for humour that makes even serious truths easy to hear, and a generosity that shows in their time, their stories and their open doors. To know an Archer is to be invited, again and again, to think bigger.",
    strengths:
      "The Archer’s greatest strength is optimism that works. Sagittarians genuinely believe that things can get better, and that belief makes them resilient, encouraging and often lucky, because they keep trying long after others have given up. Their honesty is another gift: nobody is left guessing what an Archer thinks, and their candour can clear the air in a tense situation. They are natural learners and teachers, with a hunger for knowledge that spans languages, cultures, faiths and philosophies. Sagittarians are generous with everything they have, from their laughter to their spare room. Their adventurous spirit makes them brave in the face of the unknown; they will try the unfamiliar food, take the job overseas, ask the question nobody else dared. And their mutable flexibility helps them adapt gracefully when plans collapse, often turning a detour into the best part of the trip.",
    shadowSide:
      "Every strength of Sagittarius has a shadow. Optimism can become denial, ignoring warning signs because thinking about them is a downer. Honesty can become bluntness, a careless truth delivered without regard for how it lands. Their love of freedom can look like unreliability: late replies, plans cancelled for something more exciting, a reluctance to commit to people or places. Jupiter’s excess shows up as overpromising, overeating, overspending or taking on so many projects that few are finished. Some Archers can be preachy, so convinced of their latest philosophy that they lecture rather than listen. And restlessness may lead them to run from difficulty instead of working through it. The answer is not to clip the Archer’s wings but to aim the arrow. When Sagittarius pairs its vision with follow-through and its honesty with tact, the shadow shrinks dramatically.",
    friendship:
      "Sagittarians make fun, loyal and inspiring friends. They are the ones who suggest the spontaneous road trip, drag you to a lecture on something you never knew you cared about, or turn up with a bottle and a story that keeps everyone laughing. Their circle is often wide and international, full of people met on trains, at hostels and in classrooms. They are refreshingly open-minded, accept friends as they are and will tell you the truth when you need it. What they may not do is call every week. Sagittarius friendships run on freedom; months can pass in silence and then pick up exactly where they left off. Friends who understand that, and who do not take long absences personally, find the Archer endlessly generous with time, encouragement and enthusiasm when they reappear. They also make excellent travel companions, as long as nobody insists on a fixed itinerary.",
    family:
      "In the family, Sagittarius is the one who brings the outside world home: the relative who lives abroad, the sibling with the odd hobby, the parent who turns car journeys into geography lessons. They bring humour and a sense of possibility to family life and often become the person younger relatives go to for honest advice. Rigid family expectations can chafe, and some Archers put distance, literal or emotional, between themselves and a home that felt too small. As parents, Sagittarians are encouraging and playful, raising children to ask questions, try new things and think for themselves. They are wonderful at big adventures, camping trips, museums and stories told by torchlight, and may need help with routines such as bedtimes and school forms. When they learn to combine their gift for freedom with consistent presence, they give their families a rare blend of security and horizon.",
    growth:
      "For Sagittarius, growth means learning that depth is as exciting as distance. Gemini, the opposite sign, offers a clue: attention to detail, listening as carefully as speaking and valuing the small facts that make a big idea work. Archers grow by finishing what they start, even when the thrill has faded, and by discovering the satisfaction of mastery rather than mere discovery. Practising tact, pausing to ask how a truth will land before sharing it, makes their honesty far more effective. Committing to a place, a person or a practice, not as a cage but as a base camp, often gives them more freedom, not less. A mature Sagittarius keeps every ounce of enthusiasm but adds patience and wisdom, becoming the teacher and guide the sign was always meant to be: someone who has seen a great deal and can help others find their own way.",
    atWork:
      "At work the Archer is a source of energy and ideas. Sagittarians are at their best when a job has purpose, variety and room to grow: teaching, publishing, travel, law, international work, sport, broadcasting and any role that sends them out into the world. They are excellent at pitching, inspiring a team and seeing possibilities in a plan others consider finished. Their honesty makes them valued advisers, though they may need to soften their delivery for sensitive colleagues. Routine, rigid hierarchy and close supervision are their natural enemies, and a bored Sagittarius will soon start looking elsewhere. They thrive under managers who set a clear target and then step back. As leaders they are generous and motivating, happy to share credit and to let people experiment. Pairing them with detail-oriented colleagues turns their vision into results, and everyone benefits from the Archer’s contagious belief that the target can be hit.",
    inLove:
      "In love, Sagittarius is fun, affectionate and refreshingly straightforward. They do not play games; if they like you, you will know. A relationship with an Archer often feels like a shared adventure, with new places, new ideas and a great deal of laughter. They are generous partners who want to grow together and who love a partner with a life and passions of their own. What they need most is freedom and trust. Possessiveness or heavy emotional demands make them bolt, while respect for their independence makes them surprisingly loyal. The Archer may take longer than some signs to commit, but once they do, it is because they genuinely chose it. Fellow fire signs Aries and Leo share their energy, and air signs Libra and Aquarius match their curiosity, while Gemini, opposite on the wheel, offers a lively, talkative pairing that teaches both partners a lot.",
  },
  keywords: ["Adventure", "Optimism", "Freedom", "Wisdom", "Honesty", "Exploration"],
};
