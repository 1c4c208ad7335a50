// Transit readings of Mercury (thought, talk, errands), Venus (love, money, pleasure) and Mars
// (drive, anger, effort) to each point of the birth chart, in the three tones. Each lasts a few days.

export const TRANSITS_OF_THE_INNER_PLANETS = {
  Mercury: {
    Sun: {
      meets:
        "Mercury joins your Sun, and your mind is busy with plans about your own life: what you want, what to say, where to go next. Jot the ideas down today, because at least one is worth following up.",
      flows:
        "Conversations help you move forward today, with Mercury supporting your Sun. Book the appointment, run the errands and pitch your idea to someone who can help; saying it aloud brings clarity.",
      presses:
        "Mercury nags at your Sun, and you may feel misunderstood or talk yourself into a corner. Make your point once, simply, then listen, since a second opinion is worth more today than winning.",
    },
    Moon: {
      meets:
        "Mercury meets your Moon, so you want to talk about how you feel, and for once the right words come. Call home, clear the air with a housemate, or write down what has been weighing on you.",
      flows:
        "Feelings and facts agree today, because Mercury is in easy touch with your Moon. It’s a kind moment to raise a family matter, or to plan a change at home with the people it affects.",
      presses:
        "Mercury jars your Moon, and you may overthink a feeling or take a careless remark to heart. Before reacting, ask what was meant; a short honest chat beats a long night of replaying it.",
    },
    Mercury: {
      meets:
        "Mercury returns to the place of your Mercury, and your mind is at its quickest. Today suits study, writing, tricky calls and forms; start the course or the letter you’ve been planning.",
      flows:
        "Mercury sides with your Mercury, so thinking is smooth and talk is easy. Clear your inbox, learn something practical or chat to a neighbour, because small exchanges bring useful news today.",
      presses:
        "Confirm times and addresses today, and keep notes of what was agreed. With Mercury at odds with your Mercury, messages go astray and opinions clash, though most disagreements turn out to be about wording.",
    },
    Venus: {
      meets:
        "Mercury joins your Venus, giving your words charm and tact. Send the affectionate note, smooth over a misunderstanding or haggle for a fair price; kindness in speech pays off today.",
      flows:
        "Compliments come easily and conversation is pleasant while Mercury sweetens your Venus. Plan a date, choose a present, or talk money with someone you trust while the tone is friendly.",
      presses:
        "Mercury unsettles your Venus, and a conversation about love or money may go sideways. Say what you value without sarcasm, and hold off on any purchase you have to talk yourself into.",
    },
    Mars: {
      meets:
        "Mercury sharpens your Mars, so your words come fast and land hard. Use the edge for a debate, a firm email or a decision you’ve been dodging, but don’t say anything today you can’t take back.",
      flows:
        "Talk turns into action today as Mercury gives your Mars a clear plan. Write the list, then tick off three items before lunch; being decisive comes easier than usual.",
      presses:
        "Mercury rubs against your Mars, and small disagreements may flare, or haste may breed mistakes. Keep replies short, count to ten before hitting send, and take the slower route if you’re driving.",
    },
    Jupiter: {
      meets:
        "Mercury meets your Jupiter, and big ideas flow: a course, a trip, a plan with room to grow. Note them all today, then pick one to research properly before the week is out.",
      flows:
        "Good news, wise advice or a lucky contact may arrive in your inbox, with Mercury supporting your Jupiter. Ask the question you think is too big; the answer could surprise you.",
      presses:
        "Mercury exaggerates your Jupiter today, and you may promise too much or skip the details. Check the small print, keep your claims modest, and leave room for what you can’t yet see.",
    },
    Saturn: {
      meets:
        "Mercury settles on your Saturn, and your thinking turns serious and careful. Contracts, planning and difficult conversations go well today, even if your mood is sober, so finish one tedious task completely.",
      flows:
        "Mercury steadies your Saturn, so concentration comes easily and plans hold together. Draft the budget, review the contract or revise for the exam, as your patience is unusually good today.",
      presses:
        "Delayed news or a looping worry is likely while Mercury meets resistance from your Saturn. Write the worry down with one next step beside it, and accept that some answers take their time.",
    },
    Uranus: {
      meets:
        "Mercury sparks your Uranus, bringing sudden ideas, surprising news or a flash of insight. Write the brainwave down before it vanishes, and be ready for today’s plans to change shape.",
      flows:
        "Your thinking is original and quick today, with Mercury waking your Uranus. Try a new app, come at the puzzle from a different side, or talk to someone whose views are unlike yours.",
      presses:
        "Mercury clashes with your Uranus, and you may blurt something out or find plans scrambled at the last minute. Keep your phone charged, your temper cool and a second plan in your pocket.",
    },
    Neptune: {
      meets:
        "Your mind turns poetic and intuitive rather than precise as Mercury drifts into your Neptune. Write, draw or listen to music today, and leave tax returns and fine print for another day.",
      flows:
        "Mercury touches your Neptune gently, so imagination and sympathy shape your words. It’s a lovely day to write a story, comfort a friend or describe a dream out loud to someone who’ll listen.",
      presses:
        "Mercury blurs your Neptune today, and messages may be vague, misread or simply forgotten. Confirm plans in writing, be wary of promises that sound too good, and check directions before you set off.",
    },
    Pluto: {
      meets:
        "Mercury meets your Pluto, giving your mind a detective’s focus. Research, dig into the figures, or have the conversation about what really matters; your words carry unusual weight today.",
      flows:
        "You see through surface talk and can persuade without pushing while Mercury deepens your Pluto. Today is good for a frank talk, a counselling session or getting to the bottom of a mystery.",
      presses:
        "Mercury strains against your Pluto, and talk may turn into a battle of wills, or thinking into brooding. Say what you mean without cornering anyone, and step away if a chat becomes an interrogation.",
    },
    Ascendant: {
      meets:
        "Mercury crosses your Ascendant, and you come across as talkative, curious and quick. Introduce yourself, make the calls and run your errands in person, since people remember what you say today.",
      flows:
        "Say hello at the school gate, reply to the invitation, or ask the person behind the counter for advice. Mercury supports your rising sign today, so you speak easily and make a good impression.",
      presses:
        "Mercury nags at your Ascendant, and you may be misheard, or sense that others are talking about you. Keep your message short today, watch how it lands, and don’t rush to fill every silence.",
    },
    Midheaven: {
      meets:
        "Mercury reaches your Midheaven, putting your ideas about work on show. Present, apply, network or update your CV today; what you say now may shape how you’re seen professionally.",
      flows:
        "Mercury sides with your Midheaven, helping you talk about your goals clearly. Email the contact, ask your manager a direct question, or sketch out the next step of your career on paper.",
      presses:
        "Clarify instructions and take notes in meetings today, because Mercury strains your Midheaven and work talk may tangle with home worries or mixed signals from above. Don’t assume silence means approval.",
    },
  },
  Venus: {
    Sun: {
      meets:
        "Venus joins your Sun, and for a few days you’re more attractive, agreeable and in the mood for pleasure. Dress up a little, accept the invitation, and let someone treat you for a change.",
      flows:
        "You’re easy company and lucky in small social ways while Venus smiles on your Sun. Arrange a meal with friends, mend a friendship, or buy one thing that makes you feel like yourself.",
      presses:
        "Venus tugs at your Sun, and you may want approval or comfort more than usual these few days. Enjoy the treats in moderation, and don’t agree to something just to keep everyone happy.",
    },
    Moon: {
      meets:
        "Tenderness and comfort fill these few days, and you want home to look lovely, as Venus meets your Moon. Cook for someone, light a candle, or spend an evening with people who make you feel safe.",
      flows:
        "Venus soothes your Moon, and affection flows easily at home for a few days. Share a meal, make up after a quarrel, or give the house one small, pretty change such as fresh flowers.",
      presses:
        "Venus unsettles your Moon, and you may seek comfort in spending, sweets or other people’s approval. Notice what you truly need these few days, whether rest or company, and give yourself that instead.",
    },
    Mercury: {
      meets:
        "Venus joins your Mercury, so your words are gracious and your ideas have style. Write the thank-you note, negotiate the deal, or tell someone exactly what you admire about them.",
      flows:
        "Venus softens your Mercury, making these few days good for diplomacy and charm in conversation. Talk money or holiday plans over with a partner, or pick up a book purely for pleasure.",
      presses:
        "Be kind and honest at once, and read the sales pitch twice before you buy. With Venus pulling at your Mercury, you might say what people want to hear rather than what’s true.",
    },
    Venus: {
      meets:
        "Venus returns to the place of your Venus, a yearly renewal of what you love and value. Spend time on beauty and on the people dear to you, and check whether your spending matches what you care about.",
      flows:
        "Venus harmonises with your Venus, so love and money move more easily for a few days. Accept the compliment, plan the outing, or put a little aside for something you truly want.",
      presses:
        "Venus chafes against your Venus, and your tastes or wishes may clash with someone else’s. Talk openly about what you each want, and wait a day before any impulsive purchase.",
    },
    Mars: {
      meets:
        "Venus meets your Mars, and desire, romance and creative energy run high. Flirt, make the first move or throw yourself into a project you love, because passion is well aimed these few days.",
      flows:
        "Charm and drive work together these few days, with Venus warming your Mars. Ask someone out, pitch to a client or make something with your hands; your enthusiasm is attractive and gets results without a fight.",
      presses:
        "Venus provokes your Mars, and attraction and irritation may arrive together. A spark with someone could turn into a spat, so let the tension out by dancing, exercising or talking honestly.",
    },
    Jupiter: {
      meets:
        "One of the sweetest moments of the year for pleasure and generosity comes as Venus joins your Jupiter. Celebrate, give presents and enjoy good company these few days, with one eye on the bill.",
      flows:
        "Venus favours your Jupiter, and small luck comes through people, money or beauty. Say yes to the social invitation; an introduction or a kind gesture may open a door this week.",
      presses:
        "Venus inflates your Jupiter, tempting you to overspend, overeat or overpromise. Enjoy yourself within a limit you set beforehand, and let someone else pick up the next round.",
    },
    Saturn: {
      meets:
        "Venus meets your Saturn, and love turns serious: loyalty and practical care matter more than romance. Show affection through reliability these few days, and open the budget you’ve been avoiding.",
      flows:
        "Venus steadies your Saturn, so relationships and finances reward patience. A good few days to draw up a long-term savings plan, or to show commitment in a quiet, practical way.",
      presses:
        "You may feel unloved, lonely or short of money for a few days while Venus is cooled by your Saturn. Reach out rather than withdrawing, and remember that a careful budget is a kind of self-care.",
    },
    Uranus: {
      meets:
        "Venus sparks your Uranus, bringing unexpected attraction, a sudden friendship or a surprising purchase. Enjoy the excitement, but wait a couple of days before signing up for anything lasting.",
      flows:
        "Love and pleasure take a fresh twist with Venus livening your Uranus. Try a new place for a date, change your style a little, or make a friend outside your usual circle this week.",
      presses:
        "Venus jolts your Uranus, and you may want more freedom in love or feel restless with a partner. Ask for space honestly instead of going quiet, and leave impulse buys in the basket overnight.",
    },
    Neptune: {
      meets:
        "Venus melts into your Neptune, and romance, art and compassion feel magical for a few days. Enjoy the film, the music or the tender moment, but don’t lend money or make vows until you see clearly.",
      flows:
        "Venus inspires your Neptune, lending your affections a gentle, spiritual glow. Create something beautiful, volunteer for an hour, or share a quiet, loving evening this week.",
      presses:
        "You may see someone as you wish they were rather than as they are, while Venus clouds your Neptune. Enjoy the dream these few days, but keep your wallet and your heart on a sensible lead.",
    },
    Pluto: {
      meets:
        "Venus meets your Pluto, bringing intense attraction, jealousy or a deep change in how you love. Let feelings run deep and honest, and notice if money or affection is being used to control anyone.",
      flows:
        "Intimacy and trust can grow stronger these few days as Venus deepens your Pluto. Share something true with a partner, rethink where your savings sit, or let an old resentment finally go.",
      presses:
        "Venus stirs your Pluto, and possessiveness or power games may surface in love or money. Name the fear underneath out loud, and refuse to bargain with affection.",
    },
    Ascendant: {
      meets:
        "Venus crosses your Ascendant, and you look and feel your best. A good few days for a new haircut, a photo, a date or simply meeting people, because your charm is easy to see.",
      flows:
        "Go to the party, smile at the stranger, or refresh your wardrobe with one well-chosen thing. Venus graces your rising sign this week, so people find you pleasant and approachable.",
      presses:
        "Venus tugs at your Ascendant, and relationships may ask for more give and take. Be gracious without bending yourself out of shape to please, since your own comfort matters too.",
    },
    Midheaven: {
      meets:
        "Venus reaches your Midheaven, adding grace to your public image. Colleagues and clients respond well for a few days, so ask for the raise, pitch your idea or smooth over a work disagreement.",
      flows:
        "Charm helps your career this week, with Venus favouring your Midheaven. A friendly chat with a boss, a thank-you to a colleague or a well-dressed interview will all go down well.",
      presses:
        "Venus strains your Midheaven, and home comforts or a relationship may clash with work demands. Find a gentle compromise these few days rather than letting one side feel neglected.",
    },
  },
  Mars: {
    Sun: {
      meets:
        "Mars lands on your Sun, flooding you with energy, courage and impatience. Start the bold project or the tough workout, but watch your temper and your speed on the road, because haste causes the accidents.",
      flows:
        "You have stamina to take on challenges for a few days, with Mars energising your Sun. Push a project forward, stand up for yourself calmly, or try a sport you’ve always fancied.",
      presses:
        "Mars pushes against your Sun, and conflict, fatigue or frustration may crop up. Pick your battles these few days, rest between efforts, and don’t let someone else’s aggression set your pace.",
    },
    Moon: {
      meets:
        "Hot feelings, quick reactions and perhaps tension at home come as Mars stirs your Moon. Channel it into a physical job, like clearing out the garage, rather than a row with family.",
      flows:
        "Mars energises your Moon, giving you the courage to act on your feelings. Tackle a household project, stand up for someone you love, or finally make the change at home you’ve been discussing.",
      presses:
        "Mars agitates your Moon, and irritability or family friction may flare these few days. Eat regularly, move your body, and wait until you’re calm before raising a sore subject.",
    },
    Mercury: {
      meets:
        "Mars fires up your Mercury, making your mind fast and your tongue sharp. Argue your case, write quickly and make decisions, just aiming your words at the problem rather than at people.",
      flows:
        "You think decisively and speak with confidence while Mars strengthens your Mercury. Tackle paperwork, negotiate or study hard these few days; you can get through a lot in a short time.",
      presses:
        "Mars clashes with your Mercury, and debates may turn into arguments and hurry into errors. Stay out of online rows for a few days, and give important messages and journeys a little more time.",
    },
    Venus: {
      meets:
        "Mars meets your Venus, igniting passion, desire and creative energy. Romance heats up, and so may your spending, so enjoy the chemistry and keep one hand on the budget.",
      flows:
        "Mars warms your Venus, so attraction and action go together these few days. Make the first move, repaint a room, or go after the thing you want with charm as well as energy.",
      presses:
        "Talk through tension before it turns into a quarrel, and sleep on any large purchase. Mars is provoking your Venus, so attraction may tip into friction, or desire into overspending.",
    },
    Mars: {
      meets:
        "Mars returns to your Mars, as it does about every two years, starting a fresh cycle of effort and ambition. Set a new physical or professional goal, and put your energy behind it from the first day.",
      flows:
        "Energy, drive and courage are in good supply, because Mars supports your Mars. Train harder, start the project, or make the move you’ve been planning; momentum is on your side these few days.",
      presses:
        "Mars strains against your Mars, a checkpoint in its two-year cycle, and frustration or blocked effort may surface. Adjust the plan rather than forcing it, and work off tension with exercise.",
    },
    Jupiter: {
      meets:
        "Mars fires up your Jupiter, boosting confidence, ambition and an appetite for adventure. Aim high and take a calculated risk these few days, without overcommitting your energy or your money.",
      flows:
        "Bold action meets with luck and support while Mars energises your Jupiter. Launch the venture, book the trip or champion a cause you believe in; your enthusiasm is catching.",
      presses:
        "Mars inflates your Jupiter, tempting you to overreach, overspend or bulldoze ahead. Keep the enthusiasm, trim the plan by a third, and check the details before you charge in.",
    },
    Saturn: {
      meets:
        "Pressing the accelerator with the handbrake on is how Mars meeting your Saturn can feel. Frustration is likely, but disciplined effort now builds something strong, so work steadily and avoid risky shortcuts.",
      flows:
        "Mars supports your Saturn, giving energy to long, hard tasks. Grind through the project, do the heavy lifting, or commit to a training plan for the months ahead; your stamina is excellent.",
      presses:
        "Mars clashes with your Saturn, and obstacles, delays or an unhelpful boss may block your way for a few days. Stay patient and methodical, and take extra care with sharp tools and heavy loads.",
    },
    Uranus: {
      meets:
        "Mars sparks your Uranus, bringing sudden urges, surprising events and a rebellious streak. Try something daring but safe, and take extra care on the road and in the kitchen these few days.",
      flows:
        "Mars excites your Uranus, giving you the nerve to break a routine. Try a new workout, make the change you’ve been considering, or fix an old problem in a way nobody has tried.",
      presses:
        "Slow down, skip risky stunts, and give yourself a safe way to blow off steam. Mars jolts your Uranus for a few days, making impatience, mishaps and abrupt changes more likely.",
    },
    Neptune: {
      meets:
        "Mars meets your Neptune, and your energy may feel scattered, inspired or muddled. Put your drive into art, music, dance or service these few days, and be careful with alcohol and vague plans.",
      flows:
        "You can act on ideals and intuition this week, with Mars inspiring your Neptune. Volunteer, create, swim, or do something kind without expecting anything back; effort feels lighter.",
      presses:
        "Mars clashes with your Neptune, and energy may drain away or motives seem unclear, yours or other people’s. Rest when tired, steer clear of murky deals, and don’t start fights whose end you can’t see.",
    },
    Pluto: {
      meets:
        "Mars fuses with your Pluto, releasing great intensity and force. Use it to transform something, whether your fitness, a project or a habit, but avoid power struggles and reckless risks these few days.",
      flows:
        "Stamina and strategic focus are yours while Mars empowers your Pluto. Tackle the hardest task first, push through a deep clear-out, or take charge of a situation with calm strength.",
      presses:
        "Mars rubs against your Pluto, and power struggles, anger or compulsions may surface. Walk away from fights you don’t need these few days, and pour the intensity into hard exercise.",
    },
    Ascendant: {
      meets:
        "Mars crosses your Ascendant, and you come across as energetic, direct and perhaps a little combative. Take the initiative and exercise hard these few days, while minding cuts, bumps and short fuses.",
      flows:
        "You come across as confident and capable this week, with Mars backing your rising sign. Take the lead, start the fitness plan, or introduce yourself boldly to someone you’ve wanted to meet.",
      presses:
        "Mars provokes your Ascendant, and other people may seem pushy or you may feel on the defensive. Respond firmly but calmly, and take care physically, since rushing leads to bruises.",
    },
    Midheaven: {
      meets:
        "Mars reaches your Midheaven, driving ambition and visible action at work. Push your career goals and show leadership these few days, but take care not to lock horns with the people above you.",
      flows:
        "Your professional efforts gain momentum while Mars energises your Midheaven. Apply for the role, lead the project, or take one decisive step towards where you want to be in five years.",
      presses:
        "Mars strains your Midheaven, and friction at work may collide with pressures at home. Decide what comes first, hand off what you can, and don’t let frustration with work spill over at the dinner table.",
    },
  },
};
