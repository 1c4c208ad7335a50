// Daily transit readings of the two lights: the Sun in today’s sky (today and the next couple of
// days) and the Moon (the next few hours), to each point of the birth chart, in the three tones.

export const TRANSITS_OF_THE_LIGHTS = {
  Sun: {
    Sun: {
      meets:
        "The Sun is back on the degree it held when you were born, your true birthday, and your Sun is refuelled for another year. Name one thing you want to grow before the next one, and write it somewhere you’ll see it.",
      flows:
        "The Sun lends your Sun an easy glow for a day or two, and people respond to you without much effort on your part. Use it: ask plainly, and in person, for the thing you’ve been waiting to ask for.",
      presses:
        "A quarter or half a year from your birthday, the Sun reaches a checkpoint against your Sun. Look at how this year’s aims are going, and drop the one you keep pushing only out of pride.",
    },
    Moon: {
      meets:
        "The Sun lights up your Moon, so what you want and what you need line up for a day or two. Private needs can come into the open: tell the people at home what would make this week easier.",
      flows:
        "Head and heart cooperate as the Sun warms your Moon. The next day or so suits a family call, a shared meal or tidying the room you retreat to, since small comforts land well now.",
      presses:
        "The Sun pulls against your Moon, and what the day demands may clash with what you need at home. If you feel tugged both ways, give each side a fixed hour rather than letting them argue all evening.",
    },
    Mercury: {
      meets:
        "The Sun shines straight onto your Mercury, sharpening your thinking and putting your words in the spotlight. Speak up in the meeting or send the pitch today, and listen at least as much as you talk.",
      flows:
        "Ideas come easily while the Sun supports your Mercury. Today and tomorrow favour paperwork, the phone call you’ve been delaying, or explaining a plan to someone who needs to hear it clearly.",
      presses:
        "The Sun strains your Mercury, so you may talk past people or feel certain of a point that isn’t quite right. Read the message twice before you send it, and ask one more question than usual.",
    },
    Venus: {
      meets:
        "The Sun shines on your Venus, lending you warmth, charm and a taste for lovely things. Tell someone you appreciate them, book the dinner, wear the colour you love, and keep half an eye on the spending.",
      flows:
        "Affection comes easily as the Sun smiles on your Venus. These couple of days are ideal for a date, an afternoon at a gallery, or making peace with someone you’ve been cool towards lately.",
      presses:
        "The Sun puts your Venus under a little strain, and what you want may cost more than it’s worth, in money or goodwill. Pause before the treat or the grand gesture, and ask who it’s really for.",
    },
    Mars: {
      meets:
        "The Sun fires up your Mars, and you have energy to spare for a day or two. Put it into something physical or overdue, a hard workout or a stubborn job, before it turns into impatience with people.",
      flows:
        "The Sun gives your Mars a steady push, so effort pays off and new starts go cleanly. Tackle the task you’ve been circling for weeks; the momentum usually arrives about ten minutes in.",
      presses:
        "Tempers run closer to the surface as the Sun pushes against your Mars. You may feel blocked or provoked today, so take the heat out with a brisk walk before answering whoever annoyed you.",
    },
    Jupiter: {
      meets:
        "The Sun lights up your Jupiter, and optimism rises with it: plans look bigger and doors seem to open. Say yes to the good offer, but check the numbers before you promise more than you can carry.",
      flows:
        "Luck tends to follow generosity while the Sun supports your Jupiter. Share a contact, a meal or some encouragement today; a kindness done now has a way of coming back within days.",
      presses:
        "The Sun swells your Jupiter, tempting you to overdo it for a day or two: the extra helping, the extra commitment, the bold claim. Enjoy the confidence, and halve whatever you were about to promise.",
    },
    Saturn: {
      meets:
        "The Sun lands on your Saturn, putting your responsibilities in full view. You may feel tired or tested, yet solid work done now is noticed, so do the dull, important task first and rest properly tonight.",
      flows:
        "With the Sun steadying your Saturn, discipline feels natural rather than grim. It’s good timing for a budget, a five-year plan or a talk with someone senior who respects careful preparation.",
      presses:
        "The Sun meets resistance from your Saturn, and you may feel held back, judged or simply low on energy. Lower the bar for these two days, finish one thing properly, and don’t read delays as a verdict on you.",
    },
    Uranus: {
      meets:
        "The Sun switches on your Uranus, and you may crave change or act on a sudden idea. Break one routine on purpose, with a new route to work or an unplanned outing, rather than breaking something that matters.",
      flows:
        "A fresh angle opens as the Sun sparks your Uranus. Try the unusual method, talk to someone outside your circle or rearrange your desk; small experiments over the next day or two pay off.",
      presses:
        "Restlessness builds as the Sun jolts your Uranus, and plans may change at short notice. Leave gaps in your diary and keep a spare hour, so one surprise doesn’t knock over the whole day.",
    },
    Neptune: {
      meets:
        "The Sun shines into your Neptune, and today may feel dreamy, tender or hard to pin down. Make room for music, art or a quiet kindness, and leave important signatures until your head clears.",
      flows:
        "Imagination and sympathy come easily while the Sun touches your Neptune. Paint, write, listen to a friend who needs it, or simply daydream for twenty minutes; it refreshes you more than you’d expect.",
      presses:
        "Energy may leak away as the Sun blurs your Neptune, and things are not always as they look for a day or two. Double-check facts, drink water, and don’t take on someone’s problem only because you feel sorry for them.",
    },
    Pluto: {
      meets:
        "The Sun shines onto your Pluto, stirring intensity and a wish to get to the bottom of things. Use the focus to clear out something that has outlived its use, whether a cupboard or an old grudge.",
      flows:
        "Quiet, persuasive power is yours for a day or two as the Sun strengthens your Pluto. Research, negotiate or make the one deep change you’ve been preparing for; others respond to your resolve.",
      presses:
        "The Sun rubs against your Pluto, and control may become today’s theme: who decides, who gives way. Spot any power struggle early, state what you need once, and resist the urge to win at all costs.",
    },
    Ascendant: {
      meets:
        "The Sun rises over your Ascendant, so you’re more visible and your energy lifts for a day or two. Start something personal, book the haircut or introduce yourself to someone new, as first impressions go well.",
      flows:
        "People warm to you easily as the Sun supports your rising sign. Go to the event, chat with the new neighbour, smile at the stranger in the queue: your natural manner is working in your favour today.",
      presses:
        "The Sun leans on your Ascendant, and other people may seem demanding, or you may feel on show. If a partner or colleague pushes, meet them halfway today without giving up your own ground.",
    },
    Midheaven: {
      meets:
        "The Sun reaches the top of your chart, the point of career and public standing, so your work is seen. Ask for the review, share your results or apply for the role while the light is on you.",
      flows:
        "Work goes smoothly when you take the initiative, with the Sun supporting your Midheaven. Send the proposal or update your profile today; a modest effort towards your long-term direction gets a warm response.",
      presses:
        "The Sun strains your Midheaven, and home and work may compete for the same hours over the next couple of days. Decide which comes first, and tell the other side before they have to ask.",
    },
  },
  Moon: {
    Sun: {
      meets:
        "The Moon crosses your Sun, a small personal new moon, so for a few hours your feelings and your purpose blend. It’s a good window to begin something small and your own, such as a habit or a fresh page.",
      flows:
        "Being yourself takes no effort while the Moon soothes your Sun. Spend the next hour or two with people who relax you, or make the call that usually feels awkward; it will go better than you fear.",
      presses:
        "Your mood may pull against your plans for an hour or so as the Moon tugs at your Sun. Eat something, take a breather, and leave any big decision until you feel more like yourself again.",
    },
    Moon: {
      meets:
        "The Moon returns to where it stood at your birth, a monthly reset for your Moon. For a few hours your emotional needs are sharp: notice what would make you feel at home, and give yourself one piece of it.",
      flows:
        "Feelings run smoothly until the Moon moves on, because it is in easy step with your Moon. Cook something you love, curl up with a book, or ring the person who always seems to understand.",
      presses:
        "Small things may feel bigger than they are for a while, with the Moon rubbing against your Moon. Name the feeling to yourself before you act on it, and let a warm drink and a sit-down do some of the work.",
    },
    Mercury: {
      meets:
        "Thoughts and feelings run together for a few hours as the Moon joins your Mercury. Write in a journal, talk through a worry with a friend, or send the kind message you’ve been composing in your head.",
      flows:
        "Words come from the heart while the Moon supports your Mercury. For the next few hours it’s easy to say what you mean gently, which makes this a good window for a family chat or a tactful email.",
      presses:
        "Moods may colour what you hear and say while the Moon unsettles your Mercury. If a message stings, wait a while to reply; it will probably read differently after a meal.",
    },
    Venus: {
      meets:
        "You’re soft, affectionate and in need of comfort for a little while, as the Moon meets your Venus. Treat yourself to something small and lovely, or spend the time close to someone you love.",
      flows:
        "The Moon warms your Venus, making the next few hours good for hospitality and tenderness. Invite a friend over, bake something, or buy the flowers for the table; small pleasures shared go a long way.",
      presses:
        "The Moon needles your Venus, and for an hour or two you may want reassurance or reach for comfort in the shops or the biscuit tin. Ask for a hug instead; it costs less and works better.",
    },
    Mars: {
      meets:
        "Your feelings come with a short fuse for a few hours while the Moon stirs your Mars. Put the charge into a run, a deep clean or a task that needs nerve, not into a row in the kitchen.",
      flows:
        "Acting on instinct works well for the next few hours, with the Moon giving your Mars a warm push. Start the job you’ve been putting off while your body wants to move; even twenty minutes gets it going.",
      presses:
        "Irritation rises easily as the Moon prods your Mars. For the next few hours, check whether you’re hungry or tired before snapping at anyone, and choose something physical to let off steam.",
    },
    Jupiter: {
      meets:
        "Your mood lifts for a while and generosity comes naturally as the Moon brightens your Jupiter. Share food, give praise freely, and let yourself believe things will work out, because often they do.",
      flows:
        "The Moon supports your Jupiter, bringing an easy, hopeful mood for the next few hours. Message a friend who lives far away, or plan something to look forward to at the end of the month.",
      presses:
        "More of everything may appeal while the Moon inflates your Jupiter: more food, more plans, more reassurance. Enjoy the good mood for these few hours, and stop one helping before you think you need to.",
    },
    Saturn: {
      meets:
        "You may feel serious, lonely or weighed down by duty for a few hours, with the Moon settling on your Saturn. Do one practical thing that makes home feel safer, then rest without guilt.",
      flows:
        "The Moon steadies your Saturn, so for a few hours feelings and responsibilities sit calmly together. Sort the bills, plan the week’s meals, or keep a promise you made to an older relative.",
      presses:
        "A cool mood or a sense of not being good enough may creep in while the Moon leans on your Saturn. Until it passes, be as kind to yourself as you would be to a tired friend.",
    },
    Uranus: {
      meets:
        "The Moon sparks your Uranus, and your mood may change quickly over the next few hours. Follow one surprising impulse, a detour or a new recipe, and give yourself room if people feel too close.",
      flows:
        "Something new at home appeals while the Moon wakes your Uranus. Move the furniture, ring a friend you rarely see, or say yes to a last-minute plan before the mood passes.",
      presses:
        "You may feel jumpy or desperate to escape routine for an hour or two, as the Moon jolts your Uranus. Leave a gap in the schedule, and breathe slowly before reacting to sudden news.",
    },
    Neptune: {
      meets:
        "The Moon drifts into your Neptune, and for a few hours you’re dreamy, sensitive and open to what others feel. Protect that softness with music, a bath or a long look out of the window.",
      flows:
        "Tender, imaginative hours lie ahead while the Moon gently touches your Neptune. Listen to a friend, sketch, pray or sit quietly; your intuition is more reliable than usual.",
      presses:
        "Moods may feel foggy, or borrowed from someone else, while the Moon clouds your Neptune. Keep tasks simple for a few hours, skip the extra glass, and trust your judgement again tomorrow.",
    },
    Pluto: {
      meets:
        "Feelings run deep for a few hours as the Moon descends onto your Pluto. Old memories or jealousies may stir, so write them down, look at them honestly, and let at least one of them go.",
      flows:
        "The Moon deepens your Pluto, so for a few hours you can feel your way to the heart of things without drowning in them. It’s a good window for an honest talk or for clearing out a drawer.",
      presses:
        "You may feel possessive, suspicious or pushed for a little while, as the Moon stirs your Pluto. Notice any urge to control the situation, and ask for what you need directly instead.",
    },
    Ascendant: {
      meets:
        "Your feelings show on your face for a few hours as the Moon rises over your Ascendant. You’re approachable and easily touched; look after your body with a proper meal and some fresh air.",
      flows:
        "The Moon flatters your rising sign, and for a few hours people find you warm and easy to talk to. Say hello to a neighbour, or meet a friend for coffee instead of texting.",
      presses:
        "You may feel exposed, or react faster than you mean to, while the Moon tugs at your Ascendant. Give yourself a moment before answering, and wear something comfortable for the rest of the day.",
    },
    Midheaven: {
      meets:
        "The Moon reaches the top of your chart, and for a few hours your feelings about work and reputation come to the surface. Show some care in public; a personal touch with a colleague goes down well.",
      flows:
        "Your instincts about work are sound for the next few hours, with the Moon supporting your Midheaven. Trust your read on a colleague or a decision, and back it with one practical step.",
      presses:
        "Home and work may both want you at once while the Moon strains your Midheaven. Pick whichever needs you more right now, and tell the other when you’ll get to it.",
    },
  },
};
