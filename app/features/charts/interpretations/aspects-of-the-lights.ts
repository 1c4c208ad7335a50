// Natal aspect readings for the pairs that include the Sun, the Moon or Mercury.
import type { AspectTexts } from "./aspect-texts";

export const ASPECTS_OF_THE_LIGHTS: AspectTexts = {
  "Sun/Moon": {
    conjunction:
      "You were born at or close to a new Moon, with the Sun and Moon in conjunction, so what you want and what you need tend to point the same way. Once you commit to a plan, your feelings and your will pull together, which makes you focused and hard to talk out of anything. The shadow is a lack of inner perspective: it can be difficult to see yourself from the outside. Ask one trusted friend to be your honest mirror now and then.",
    sextile:
      "A sextile between your Sun and Moon lets your head and your heart speak to each other kindly, like two housemates who share the chores without a rota. When you set yourself a goal, your moods usually back it, as long as you give them a little attention first. The opportunity is real but quiet, and it slips by if you never check in with yourself. A short evening habit, such as noting how the day actually felt, keeps the two working as a team.",
    square:
      "Born around a half Moon, with the Sun square the Moon, you carry a running debate between what you aim for and what makes you feel safe. You might chase a promotion and then resent the late nights, or long for a quiet home and then feel restless once you have it. This friction is uncomfortable, yet it drives much of your growth. When the two sides argue, write down what each one wants and look for a plan that feeds both.",
    trine:
      "Your Sun and Moon form a trine, so your will and your feelings sit in easy harmony and others tend to find you restful company. You may have learnt early that wanting something and needing comfort can live under the same roof. The risk is complacency, because life feels pleasant enough that you rarely stretch. Pick one goal each year that frightens you a little, and let this inner calm carry you through it.",
    opposition:
      "You were born near a full Moon, with the Moon opposite the Sun, so your conscious aims and your emotional needs face each other like two people at opposite ends of a table. You often notice the split through relationships, swinging between giving everything to a partner and pulling back to reclaim yourself. The gift is awareness: you see both sides of a situation with unusual clarity. Aim for balance by planning time that is only yours as well as time that is truly shared.",
  },
  "Sun/Mercury": {
    conjunction:
      "Your mind and your identity are fused by Mercury’s conjunction with your Sun: what you think feels like who you are, and you speak with the conviction of someone describing themselves. You may talk or write your way to clarity, and your ideas carry a personal stamp that makes you persuasive. The shadow, which older astrologers called combustion, is hearing any criticism of your views as an attack on you. Practise separating an idea from the person holding it, starting with your own.",
    sextile:
      "A sextile between the Sun and Mercury cannot occur in a real chart, because Mercury never strays more than 28° from the Sun, well short of the 60° a sextile needs. If a chart seems to show one, check the birth data or the software. What you actually have is a conjunction or a looser pairing, with thought and purpose working side by side like close colleagues who still benefit from a proper meeting now and then.",
    square:
      "No chart can contain the Sun square Mercury, since 90° is more than three times the greatest distance Mercury ever travels from the Sun, about 28°. Any reading promising you this friction describes an impossible sky. In practice your Mercury is either conjunct your Sun, blending thinking and selfhood, or sitting a sign away, where your way of thinking has a flavour slightly different from your core self: a useful second voice when your first instinct is too narrow.",
    trine:
      "You may see the Sun trine Mercury in a careless list, but it cannot happen: a trine spans 120°, while Mercury always stays within roughly 28° of the Sun. There is no distant, easy flow between the two to read. Look instead at which side of the Sun your Mercury falls. Rising before the Sun, in an earlier degree, it suggests a mind that runs ahead and leaps to conclusions; following the Sun, it suggests someone who understands events best in hindsight.",
    opposition:
      "An opposition needs 180° between two points, and Mercury, held within about 28° of the Sun, can never reach the far side of your chart from it. Nobody is born with the Sun opposite Mercury. Look instead at how tightly the two are joined. When Mercury sits almost exactly on the Sun’s degree, within a third of a degree or so, tradition calls it cazimi, in the heart of the Sun, and reads it as a bright, concentrated mind rather than an overwhelmed one.",
  },
  "Sun/Venus": {
    conjunction:
      "Venus in conjunction with your Sun weaves charm, taste and affection into your sense of who you are. People often describe you as lovely company, and you may be drawn to work involving beauty, design, hospitality or smoothing over disagreements. The shadow is a need to be liked that can make you dodge necessary conflict. Practise saying one unpopular but honest thing each week, kindly, and notice that people still enjoy your company afterwards.",
    sextile:
      "You will not find a true Sun sextile Venus in any birth chart: Venus never moves more than about 47° from the Sun, and a sextile needs 60°. When software reports one, the data is wrong. What is possible is a conjunction, or a wider gap of up to 47°, including the minor semi-square at 45°. That spacing suggests your affections have a voice of their own, a little apart from your ego, which lets you love without needing to be the centre of attention.",
    square:
      "A square between the Sun and Venus is astronomically out of reach. Seen from Earth, Venus always keeps within roughly 47° of the Sun, about half the distance a square requires. Read your Venus instead through a conjunction with the Sun, if you have one, or through its sign and house. If Venus rose before the Sun on your birthday as a morning star, tradition links it with a bold, spontaneous way of loving; as an evening star, it is said to love more reflectively.",
    trine:
      "There is no such thing in a real chart as the Sun trine Venus. The 120° a trine needs is far beyond the 47° limit Venus keeps from the Sun as the two move through our sky. If you have read that this aspect gives you effortless grace, set that aside. Your true pattern is either the Sun and Venus fused in conjunction, lending warmth to your identity, or the two up to two signs apart, letting your tastes stand slightly outside your ego.",
    opposition:
      "The Sun opposite Venus is impossible: Venus can never sit across the zodiac from the Sun, since it stays within about 47° of it. Nobody has this aspect, whatever a hurried horoscope may claim. The partnership themes an opposition would bring belong elsewhere in your chart, perhaps to Venus’s house or to planets on your Descendant. With the two close together, love and identity blend; with them apart, you can step back and choose partners with clearer eyes.",
  },
  "Sun/Mars": {
    conjunction:
      "A strong engine and a short fuse come with Mars conjunct your Sun. You come alive when there is something to win, fix or defend, and you often act before others have finished discussing the plan. Energy is your great resource, yet anger can flare fast and burn bridges you later miss. Regular hard exercise, such as running, boxing or digging the garden, gives that heat a channel before it spills into arguments.",
    sextile:
      "The Sun sextile Mars helps your will and your drive cooperate, so once you decide to do something you usually find the energy to follow through. Chances to lead or to start things come your way, often through friends or small openings at work. You need to say yes to them, because this aspect rewards initiative rather than waiting politely. Keep a list of ideas you have not yet acted on, and tackle one of them each month.",
    square:
      "Mars square your Sun creates friction between who you want to be and how you go after it, so you can push too hard, take on fights that are not yours, or feel thwarted and snappy. Yet this tension breeds stamina: you learn to keep going through obstacles that would stop other people cold. Impatience with slower colleagues is the shadow. Before acting on a heated impulse, wait one night, then use whatever energy remains in the morning.",
    trine:
      "Courage comes naturally when Mars trines your Sun, along with a healthy appetite and plenty of physical vitality. Sport, building things or taking charge in an emergency may feel almost easy. Because you rarely struggle to get moving, you can take your drive for granted and coast on it for years. Give it a worthy target, such as a demanding training goal or a project that stretches your skills, so the gift does not go to waste.",
    opposition:
      "With Mars opposite your Sun, you often meet your own assertiveness through other people: rivals, pushy bosses, or partners who dare you to stand up for yourself. Relationships can feel like a contest of wills, and you may swing between giving way and fighting back too hard. The lesson is to own your drive rather than seeing it only in others. Competitive sport, debating or negotiating are healthy places to practise a fair fight, and they leave home life calmer.",
  },
  "Sun/Jupiter": {
    conjunction:
      "Jupiter in conjunction with your Sun magnifies everything: your optimism, your generosity, your appetite for life and your sense that things will work out. People are drawn to your warmth and often hand you chances. The shadow is overreach, promising more than you can deliver or spending as if luck were a salary. Before agreeing to anything big, sleep on it and ask what you would need to give up to make room for it.",
    sextile:
      "Thanks to a sextile from Jupiter to your Sun, chances to grow tend to arrive through teachers, travel or a friend of a friend, and you have the good humour to make the most of them. You come across as quietly confident, without the arrogance that puts people off. The catch is that these openings need you to act: apply for the course, send the email, book the trip. Set aside a little time each season for something that widens your world.",
    square:
      "Jupiter square your Sun makes you want more: more meaning, more room, more adventure, and your ambitions can outrun your resources. The friction often shows as overcommitment, overspending or promises made in a burst of enthusiasm on a Friday afternoon. Yet the same restlessness pushes you to grow well beyond where you started. Test your plans with plain numbers: a budget, a timeline, one sceptical friend. Your vision then becomes something you can actually build.",
    trine:
      "Good fortune seems to follow anyone with the Sun trine Jupiter, or at least you have a knack for landing on your feet when plans wobble. Your faith in life is catching, and teaching, travelling or mentoring may come to you with very little effort. The risk lies in taking this luck for granted and never building the discipline to match it. Choose one area where you commit to steady work, and let your optimism carry you through the dull middle stretch.",
    opposition:
      "When Jupiter sits opposite your Sun, other people often seem to hold the keys to your growth: a generous partner, a mentor or a client who opens doors you could not open alone. You may also meet excess in others, such as a friend who overpromises or a partner who spends freely, and see your own tendency reflected. The work is balancing confidence with modesty. When someone offers a big opportunity, weigh it against what you already have before you accept.",
  },
  "Sun/Saturn": {
    conjunction:
      "There is a serious, determined core to you, because Saturn is conjunct your Sun. You may have grown up fast, carrying responsibility early or feeling judged by a strict parent or teacher. Self-doubt can be harsh, and you may measure yourself against impossible standards. Yet you also have rare endurance, and many people with this contact grow more confident with each passing decade. Celebrate small achievements on purpose, because you will not do it by instinct.",
    sextile:
      "Your Sun sextile Saturn lends you a practical streak that turns ambitions into workable plans. Older colleagues, mentors or structured training can open doors, and you tend to be trusted with responsibility sooner than your peers. That support will not find you unless you seek it out: ask about the apprenticeship, book the exam, take the extra qualification. Steady habits, such as a weekly review of your goals, repay you handsomely over time.",
    square:
      "Saturn square your Sun can leave you feeling blocked, as if there is always a rule, a boss or an inner voice saying not yet. Early clashes with authority are common, and you can swing between rebellion and harsh self-criticism. The friction is real, but it builds strength, because every obstacle you work through teaches patience and skill. Break big goals into small, dated steps, and notice how much you achieve once you stop waiting for permission.",
    trine:
      "Discipline comes easily with Saturn trine your Sun, and people sense that you are reliable and grounded. You can work patiently towards goals that take years, and structure feels supportive rather than stifling. The risk is playing it too safe, choosing the secure path every time and never finding out what you could really do. Now and then take a calculated risk, knowing your natural caution will stop you from going too far.",
    opposition:
      "Saturn opposite your Sun means you tend to meet limits through other people: a demanding partner, a critical boss or the needs of someone who depends on you. It can feel as though others hold the authority you quietly want for yourself. Over time you learn to take charge of your own life instead of waiting for their approval. Choose partners who respect your ambitions, and practise giving yourself the praise you keep hoping others will offer.",
  },
  "Sun/Uranus": {
    conjunction:
      "Fitting in has never been your strong suit: Uranus conjunct your Sun makes your core independent and original. People may see you as eccentric, inventive or ahead of your time, and you are often drawn to technology, science or reform. Sudden changes of direction mark your story. The shadow is restlessness, and a habit of rejecting things simply because they are expected of you. Build one steady routine that you choose freely, so your freedom has a stable base to spring from.",
    sextile:
      "New ideas reach you easily through the Sun’s sextile to Uranus, and you have a knack for spotting a smarter way to do ordinary things. Friends, online communities and group projects often bring surprising chances your way. Because this originality needs a little push to show, you may keep your best ideas to yourself. Share one unusual suggestion at work or in a club each month, and watch how often it sparks something useful for everyone.",
    square:
      "Uranus square your Sun leaves you torn between being yourself and an urge to break free from whatever holds you. Abrupt changes, such as quitting a job on the spot or ending a relationship overnight, may recur until you understand the pattern. This friction produces inventiveness and the nerve to stand apart. Before a dramatic exit, ask whether a smaller change would give you the freedom you need without burning everything down.",
    trine:
      "Being yourself comes naturally with the Sun trine Uranus, and you do it with a light touch that makes your individuality easy for others to accept. You may have a flair for gadgets, invention or fresh approaches to tired problems. The risk is assuming your flashes of insight need no discipline. Pair them with a method for finishing, such as a notebook or a simple project planner, so your originality produces something that lasts.",
    opposition:
      "Freedom and surprise often come to you through other people when Uranus opposes your Sun: unpredictable partners, unusual friends or colleagues who upend your plans. You may attract people who need a lot of space, or feel you must choose between commitment and independence. Balance comes from relationships with room for both of you to be individuals. Talk openly about needing time apart, and you will find closeness lasts longer than you feared.",
  },
  "Sun/Neptune": {
    conjunction:
      "Where Neptune meets your Sun in a conjunction, your identity becomes sensitive and imaginative, with soft edges. You may feel most yourself in music, art, film, spirituality or caring work, and you soak up atmospheres like a sponge. Boundaries can be hazy, and you might struggle to know what you want apart from what others want. Time alone, creative expression and a clear daily structure help you stay in touch with your own shape, especially after a crowded week.",
    sextile:
      "With Neptune sextile your Sun, imagination supports your sense of purpose, and you often have a gentle intuition about people and situations. Creative hobbies, volunteering or a spiritual practice can bring real fulfilment if you make space for them. The openings are subtle, so they are easily lost among everyday demands. Protect one hour a week for something that feeds your inner life, whether painting, singing in a choir or a quiet walk by water.",
    square:
      "Knowing who you are can be surprisingly hard with Neptune square your Sun, and you may be drawn to ideals that everyday life never seems to match. Disappointment in heroes, a father who felt absent or hard to pin down, and confusion about your direction are common themes. This friction develops compassion and artistic depth. Keep your feet on the ground by checking facts before you commit, and find an art form where dreaming is an asset rather than a trap.",
    trine:
      "Imagination and intuition flow naturally through your personality with the Sun trine Neptune, so you may be gifted in music, acting, photography or any art that depends on a feel for mood. People find you kind and easy to confide in. The risk is drifting, assuming inspiration will always arrive without practice. Give your gift a regular time and place, an evening class or a Sunday morning at the piano, and let sensitivity become a craft.",
    opposition:
      "With Neptune opposite your Sun, you may meet your dreams and your confusion through other people, attracting partners who need rescuing or who seem like soulmates until the fog lifts. Your compassion runs deep, but you can lose yourself in someone else’s needs. Balance comes from seeing people as they are rather than as you hope they are. Before a serious commitment, ask a grounded friend what they see, and keep some part of your life firmly your own.",
  },
  "Sun/Pluto": {
    conjunction:
      "Intensity, willpower and a need to get to the bottom of things arrive with Pluto conjunct your Sun. You may go through several major reinventions, each time emerging stronger than before. People sense your depth, and some find it intimidating. The shadow is control, holding on tightly because letting go feels dangerous. Practise handing small tasks to others and trusting them with the result, so your power grows through cooperation.",
    sextile:
      "Pluto sextile your Sun gives you a quiet capacity to change things for the better, whether that means renovating a house, reforming a team or reinventing your own habits. Research, psychology and detective-style problem solving suit you. These chances appear when you deliberately look beneath the surface. Ask one more question than seems polite, read the small print, and you will often spot what everyone else in the room has missed.",
    square:
      "Power struggles may feature in your life with Pluto square your Sun, especially with authority figures, and you can feel as though forces beyond your control are steering your direction. This friction is intense, but it builds resilience and a sharp understanding of what really drives people. The danger is becoming controlling yourself in return. When you feel the urge to dominate a situation, pause and ask what you are afraid of losing.",
    trine:
      "A trine from Pluto to your Sun brings natural resilience and a talent for regeneration: setbacks tend to make you stronger, and you stay calm in a crisis. Others may turn to you when things go wrong because you hold steady while they panic. Because this strength feels easy, you might underuse it. Consider work where depth matters, such as counselling, investigation or rescuing failing projects, and let your quiet power do some good.",
    opposition:
      "Pluto opposite your Sun means you often meet power through other people: strong partners, consuming friendships or rivals who seem determined to change you. Relationships can bring transformations you never planned, for better and sometimes for worse. You may attract people who try to control you, or catch yourself controlling them. The balance lies in equal partnerships where both of you can grow. Notice when you hand your power away, and calmly take it back.",
  },
  "Sun/Ascendant": {
    conjunction:
      "Your Sun is rising, in conjunction with the Ascendant: you were born around sunrise, and who you are and how you come across are almost the same thing. People see your core personality the moment they meet you, and you may have a vivid physical presence and strong vitality. The shadow is being so visible that hiding feels impossible when you want privacy. Choose when to step into the spotlight, and give your body quiet time to recharge afterwards.",
    sextile:
      "The Sun sextile your Ascendant means the way you present yourself supports your real purpose, so people tend to read you accurately and warm to you quickly. Friends and neighbours often help you express who you are. The opportunity is to build a personal style that reflects your inner self, though it takes a little care and intention. Dress, speak and introduce yourself in ways that feel honest, and people will respond to the genuine you.",
    square:
      "With the Sun square your Ascendant, you were often born near midday or midnight, and your first impression can clash with who you are inside. You might seem more reserved or more forceful than you feel, and it can take a while for people to see your true character. The friction pushes you to grow into a fuller self. Notice the gap between how you feel and how you come across, and adjust your manner where it helps.",
    trine:
      "A trine between the Sun and your Ascendant lets your character and your outward manner flow together, so people quickly sense your warmth and honesty. You make good first impressions without rehearsing them, and you often look healthy and at ease. The risk is that this ease can make you lazy about developing your social skills further. Use your natural charm to open doors for others, such as welcoming a nervous newcomer, and it will grow stronger.",
    opposition:
      "With your Sun opposite the Ascendant, on the Descendant, you were born around sunset, and you discover yourself through partnership. Close relationships, business partners and one-to-one work bring out your best, yet you may recognise your own strength in others before you see it in yourself. The balance is to stay yourself within a couple. Choose partners who admire your independence, and keep at least one goal that belongs to you alone.",
  },
  "Sun/Midheaven": {
    conjunction:
      "Your Sun is culminating, conjunct the Midheaven at the top of your chart, so you were born around midday and your identity is bound up with public life. You want to be known for something, and career and reputation matter deeply to you. Visibility comes easily, but so does the pressure to perform every single day. Choose a vocation that reflects your own values, so success feels like yours rather than something borrowed from family expectations.",
    sextile:
      "The Sun sextile your Midheaven fits your sense of purpose comfortably with your working life, and you can build a good reputation through steady effort. Promotions and new roles often come through contacts or a well-timed offer. You need to show up and ask for them, though. Keep your CV current and tell people what you would like to do next, because this aspect rewards those who make their professional hopes known.",
    square:
      "When the Sun squares your Midheaven, personal goals and public role can pull in different directions, as if your career demands a version of you that does not quite fit. Often born near sunrise or sunset, you may change direction several times before finding work that suits you. This friction builds self-knowledge and resilience. Ask yourself each year whether your job still expresses who you are, and make small adjustments before frustration builds.",
    trine:
      "Your identity and your vocation work together smoothly with the Sun trine the Midheaven, and career progress may come without much strain. Employers and clients tend to see you as competent and trustworthy from the start. The danger is settling for a comfortable role instead of reaching for one that truly fulfils you. Every few years ask what would stretch you professionally, and use your natural ease to climb a little higher than feels safe.",
    opposition:
      "With the Sun opposite the Midheaven, at the base of your chart on the IC, you were born around midnight and your identity is rooted in home, family and private life. You may feel most yourself away from the public eye, and your heritage or one parent may shape your sense of self strongly. The tension runs between private fulfilment and outward ambition. Build a career that leaves time for home, or one you can run from it.",
  },
  "Moon/Mercury": {
    conjunction:
      "Mercury conjunct your Moon runs your feelings and thoughts together, so you often think with your heart and speak from your gut. You may have a remarkable memory for conversations, a gift for writing about emotions, or a chatty, sympathetic manner that puts strangers at ease in a waiting room. Moods can colour your judgement, making objectivity hard when you are upset. At those moments, write your thoughts down before you say them aloud.",
    sextile:
      "Putting feelings into words comes easily with the Moon sextile Mercury, and people often find you a good listener who says the right thing at the right moment. Writing, teaching or caring roles may suit you well. This ability grows stronger when you use it deliberately, through journaling, letters or long phone calls. Make a habit of checking in on one friend each week, and your gift for emotional conversation will deepen.",
    square:
      "With Mercury square your Moon, your head and your heart sometimes argue, so you might say things you do not mean or struggle to explain how you feel. Nervous chatter, overthinking or a mind that replays the day at two in the morning can follow. This friction teaches you to understand your emotions more deeply than most people ever bother to. Try naming a feeling before you analyse it, and let yourself settle before important conversations.",
    trine:
      "Thinking and feeling work in harmony when the Moon trines Mercury, so you can talk about emotions with clarity and tact. You may be a natural storyteller, or the friend who remembers everyone’s birthdays and the names of their cats. The risk is leaning on this fluency and never learning to say hard things plainly. Practise honest conversations where you disagree kindly, and your easy way with words will become real wisdom.",
    opposition:
      "Mercury opposite your Moon can pull you between logic and emotion, and the people close to you often seem to take one side while you take the other. Arguments at home can swing from cool reasoning to tears within minutes. The gift is that you can understand both positions once you slow down. When tension rises, repeat back what the other person feels and what they think, and you will often resolve things quickly.",
  },
  "Moon/Venus": {
    conjunction:
      "Home matters enormously when Venus is conjunct your Moon: you have a soft, affectionate nature and a deep need for beauty and harmony around you. You may be a natural host, cook or homemaker, and people feel looked after in your company. The shadow is avoiding conflict to keep the peace, or reaching for cake and online shopping when something hurts. Practise voicing displeasure gently at the time, rather than swallowing it and feeling resentful later.",
    sextile:
      "A gentle charm from the Moon’s sextile to Venus makes your friendships and family life run more smoothly. Small kindnesses come naturally to you, and you often end up bringing people together over food or a shared evening. These gifts grow when you invest in them, by hosting a dinner, sending a thoughtful card or remembering an anniversary. Make time for one creative hobby that makes your home more beautiful, such as sewing or growing flowers.",
    square:
      "What you need and what you desire do not always match under Venus square your Moon: you might long for security yet fall for exciting, unreliable partners, or spend money to soothe an emotional hunger. This friction teaches you what you truly value, though it can be a costly education. Before a big purchase or a new commitment, ask whether it merely comforts you or genuinely nourishes you, and wait a day if you are unsure.",
    trine:
      "When the Moon trines Venus, affection flows easily between you and the people you love, and you have a natural sense of comfort, taste and hospitality. Family gatherings and friendships tend to feel warm rather than fraught. The risk is taking this harmony for granted, or dodging any growth that might ruffle it. Challenge yourself with a creative project that takes real effort, such as learning an instrument or redecorating a room yourself.",
    opposition:
      "Venus opposite your Moon can leave you torn between what makes you feel safe and what makes you feel loved, and relationships often mirror the split. A partner might seem to want romance when you want comfort, or the other way round. Balance comes from honouring both needs instead of choosing one. Write a short list of what helps you feel secure and what helps you feel cherished, and share it with the people closest to you.",
  },
  "Moon/Mars": {
    conjunction:
      "Mars conjunct your Moon fuses emotion and drive, so a feeling becomes an action almost before you notice it. You defend the people you love fiercely and can be brave in emotionally charged situations that make others freeze. The shadow is a quick temper, with moods that flare hot and fade fast, leaving others bruised. When feelings run high, find a physical outlet, such as a brisk walk round the block, before you reply.",
    sextile:
      "Healthy courage backs your feelings when the Moon is sextile Mars, and you can stand up for yourself without being harsh. DIY projects, team sports or protecting someone vulnerable may come naturally. These chances need you to take the first step, because the aspect offers an opening rather than a push. When something matters to you emotionally, act on it promptly instead of waiting for a perfect moment that never arrives.",
    square:
      "Mars square your Moon can turn emotional tension into irritation, slammed doors or a restlessness you cannot name, especially when your needs are ignored. You may have grown up in a lively or combative household where feelings were expressed loudly. This friction builds emotional courage and stamina. Learn to notice anger while it is still small, name it out loud, and deal with it calmly before it boils over at the wrong person.",
    trine:
      "With Mars trine your Moon, you have emotional courage and a healthy willingness to act on what you feel. Protecting and standing up for loved ones seems natural, and you recover quickly from quarrels, rarely holding a grudge past breakfast. The risk is assuming you can always handle conflict on instinct, so you never learn patience. Channel this warm energy into something constructive, such as coaching a junior team or campaigning for a cause you care about.",
    opposition:
      "Other people often seem to provoke your emotions when Mars opposes your Moon, and close relationships can feel like a tug of war between what you need and what they demand. You might attract partners or housemates who push your buttons, or who seem angry when you are the one simmering. Balance comes from owning your anger rather than seeing it only in them. Agree on fair ways of arguing at home, such as taking a break and returning within an hour.",
  },
  "Moon/Jupiter": {
    conjunction:
      "A big heart is the signature of Jupiter conjunct your Moon, along with open-handed generosity and a basic trust that life will provide. People feel welcome around you, and you may have grown up in a home full of visitors, stories or faith. The shadow is excess: too much food, too many promises, too little rest. Enjoy your abundance, but keep a simple weekly budget for money, time and second helpings.",
    sextile:
      "Your optimism cheers people up, thanks to the Moon sextile Jupiter, and emotional generosity tends to come back to you in kind. Opportunities to grow often arrive through family connections, travel or a faith or community group. You need to take them up, though, because this aspect opens doors rather than pushing you through them. When someone offers help or an introduction, accept it gracefully, and look for a way to pass the favour on to someone else.",
    square:
      "Jupiter square your Moon gives you a large emotional appetite, so you may promise more than you can give or look for comfort in more and more of something, whether food, shopping or plans. Restlessness at home and a longing to be somewhere else are common. Yet this friction stretches your heart and your horizons. Before saying yes to the next big scheme, check how you actually feel, and leave space in the diary for rest.",
    trine:
      "Emotional buoyancy comes as standard with the Moon trine Jupiter, and setbacks rarely keep you down for long. Kindness, humour and a sense of plenty make you a comforting friend to turn to. The risk is taking your good fortune for granted, or dodging hard feelings by looking on the bright side too quickly. Let yourself feel sadness when it comes, and use your generosity deliberately, perhaps by mentoring someone younger.",
    opposition:
      "Jupiter opposite your Moon can pull you between home comforts and a wish for something bigger, and others often seem to hold the key to your emotional growth. A generous partner, a well-travelled friend or a wise elder may widen your world, or you may overgive to people who take too much. Balance comes from knowing your limits. Before offering help, ask yourself whether you can give it freely, without a trace of resentment later.",
  },
  "Moon/Saturn": {
    conjunction:
      "Saturn conjunct your Moon makes you emotionally serious, cautious and self-reliant. You may have learnt early to hide your feelings or to look after others, perhaps because a parent was stretched thin, and you can find it hard to ask for comfort. The shadow is loneliness and a habit of bracing for disappointment. Yet you are deeply loyal and dependable. Practise telling one trusted person when you are struggling, and let them help.",
    sextile:
      "Practical maturity shapes how you handle feelings, a gift of the Moon sextile Saturn, and people turn to you for calm, sensible advice. Structure and routine help you feel safe, and you can build a steady home life over the years. These strengths grow when you commit to them: a regular bedtime, a savings plan, a weekly phone call with family. Small, consistent habits will give you the security you crave, one ordinary week at a time.",
    square:
      "Caring for yourself can feel like an indulgence you have not earned when Saturn squares your Moon, as if your needs always come after your duties. Childhood may have been marked by strictness, distance or a parent who seemed cold or worried. This friction teaches emotional resilience that deepens with age. Be patient with yourself, and set small, achievable acts of self-care, such as one evening a week that belongs only to you.",
    trine:
      "With Saturn trine your Moon, your emotional life is steady and grounded, and you handle difficulties with quiet composure. People see you as someone they can rely on when the boiler breaks or the news is bad. The risk is becoming so self-contained that you never let anyone in. Make room for playfulness and spontaneous fun, and let your natural stability become a safe harbour for others rather than a wall around you.",
    opposition:
      "Saturn opposite your Moon means you often meet emotional limits through others: a demanding partner, a needy relative or colleagues who seem to withhold warmth. You might feel you must choose between your own needs and your duties to someone else. Balance comes from setting clear boundaries while staying open to love. Speak up early when you feel overburdened, and ask for the specific support you need instead of quietly carrying everything.",
  },
  "Moon/Uranus": {
    conjunction:
      "Your emotions run on electricity: with Uranus conjunct your Moon, feelings change quickly and you need real freedom in your private life. You may have grown up with sudden moves, an unusual family setup or a parent who came and went. Feelings arrive in flashes and can vanish just as quickly, which can unsettle partners. Build a home life with plenty of breathing room, and explain your need for space before anyone takes it personally.",
    sextile:
      "The Moon sextile Uranus gives you a lively, curious emotional nature that enjoys new experiences and unusual people. A wide circle of friends, perhaps met online or through clubs, keeps you happy and refreshed. These chances for fresh connection need you to reach out, so join the group, try the class, say hello first. Your easy acceptance of change helps others relax around difference, and that is a quiet gift worth offering.",
    square:
      "Uranus square your Moon sets your emotional needs against your hunger for freedom, so you may crave closeness and then feel trapped by it. Sudden mood swings, restlessness or a pattern of abrupt goodbyes can appear until you understand them. This friction teaches you to build relationships on honesty rather than habit. Notice when the urge to escape rises, and ask whether rearranging the furniture, or your schedule, would serve better than leaving.",
    trine:
      "You handle change with emotional ease when Uranus trines your Moon, and you are comfortable with unusual living arrangements, friends from every background and plans that change at the last minute. People find you refreshing and open-minded. The risk is avoiding emotional depth by always moving on to the next new thing. Choose one or two relationships to invest in over the years, and let them become as interesting as novelty.",
    opposition:
      "With Uranus opposite your Moon, other people often bring sudden changes into your emotional life: partners who need freedom, friends who appear and vanish, news that arrives without warning. You may feel torn between closeness and independence, sometimes within the same afternoon. Balance comes when you allow yourself and others space within commitment. Agree on routines that protect both freedom and togetherness, such as a weekly evening out that neither of you misses.",
  },
  "Moon/Neptune": {
    conjunction:
      "Neptune conjunct your Moon makes you highly sensitive, intuitive and compassionate. You absorb other people’s moods as if they were your own, and you may have a talent for music, art or healing work. The shadow is blurred boundaries, escapism through screens or drink, or confusion about what you really feel. Regular time alone, a creative outlet and a simple daily routine will help you tell your own feelings from everyone else’s.",
    sextile:
      "Intuition and compassion support each other through your Moon’s sextile to Neptune, so you can sense what others need and offer kindness without losing yourself. Art, music, caring work or a spiritual practice may bring deep satisfaction. These gifts need a little cultivation, so make regular space for quiet reflection. Try keeping a dream journal or a mood diary for a month, and notice how often your hunches about people turn out right.",
    square:
      "Feeling overwhelmed, confused or easily hurt is a familiar state with Neptune square your Moon, and you might idealise people only to feel let down when they turn out human. A parent may have been absent, unwell or difficult to read. This friction develops deep empathy and imagination. Protect your energy with gentle boundaries, such as leaving a draining gathering early, and check your assumptions about people before trusting them with too much.",
    trine:
      "Imagination and intuition flow easily through your emotional life with the Moon trine Neptune, and you may have a gift for art, music or caring for others. People feel soothed by your gentle presence, like a calm room at the end of a long day. The risk is drifting into daydreams instead of acting on your inspiration. Give your sensitivity a regular creative outlet, and use your empathy to help others in practical, visible ways.",
    opposition:
      "With Neptune opposite your Moon, you may meet confusion and idealism through other people, attracting partners or friends who need rescuing or who later disappoint. Your compassion is deep, but you can lose yourself in someone else’s feelings until you no longer know your own. Balance comes from clear boundaries. Before taking on another person’s problems, ask whether you have the energy to help without draining yourself, and say no when you do not.",
  },
  "Moon/Pluto": {
    conjunction:
      "Nothing you feel is shallow, since Pluto sits conjunct your Moon and brings deep emotions and a powerful need to feel safe. You may have lived through emotional upheaval early, and you can sense hidden truths in others, often before they admit them. The shadow is possessiveness, jealousy or a need to control your surroundings. Therapy, journaling or honest late-night conversations with trusted friends help you turn difficult feelings into strength rather than letting them fester.",
    sextile:
      "The Moon sextile Pluto gives you emotional depth and a talent for helping others through hard times. Psychology, research, hospice work or any healing role may suit you. These strengths grow when you use them deliberately, by volunteering on a helpline or simply listening closely to a friend in crisis without rushing to fix things. Trust your instincts about people, because they are usually accurate, and let your steadiness show.",
    square:
      "Pluto square your Moon can make intense emotions feel overwhelming, and you may wrestle with jealousy, control or a fear of abandonment. Family life may have involved power struggles, secrets or a parent whose moods ruled the house. This friction builds extraordinary emotional resilience. When you notice the urge to control someone, pause and ask what you are afraid of, then talk it through with a person you trust before acting.",
    trine:
      "Pluto trine your Moon gives you a natural capacity for emotional renewal, so you bounce back from losses with surprising strength. Others trust you with their secrets because you do not flinch from uncomfortable truths. The risk is underestimating how much your depth could help people around you. Consider roles that need emotional courage, such as counselling, nursing or supporting friends through grief, and let your quiet strength be seen.",
    opposition:
      "With Pluto opposite your Moon, you often meet intense emotions through other people, in relationships marked by passion, jealousy or struggles over who holds the power. You may attract controlling partners or find yourself controlling them, and family ties can feel equally charged. Balance comes from honest communication and earned trust. Notice when you hand over your emotional power, and take it back gently by stating your needs plainly.",
  },
  "Moon/Ascendant": {
    conjunction:
      "Your Moon is rising, conjunct the Ascendant, so your feelings show on your face and people sense your moods the moment you walk in. You may look gentle, caring or changeable, and your body responds strongly to emotional states, with appetite and sleep shifting as your mood does. The shadow is feeling exposed, unable to hide when you are upset. Find places where you can retreat, and learn to share feelings selectively.",
    sextile:
      "People find you approachable and caring, because the Moon sextile your Ascendant lets your emotional instincts shape the way you present yourself. You make friends easily and pick up on social cues others miss, such as a quiet guest who feels left out. These gifts grow when you use them deliberately, by welcoming newcomers or checking on a neighbour. Trust your gut about people, and act on it kindly.",
    square:
      "Your feelings and your outward manner may clash with the Moon square your Ascendant, so people might misread your mood or see you as colder, or more emotional, than you are. It can take time to feel at ease in new places, and first days in a job may be hard. This friction teaches emotional self-awareness. Notice how your feelings shape first impressions, and develop a calming ritual before social events.",
    trine:
      "When the Moon trines your Ascendant, your emotions and your outward manner flow together naturally, so people find you warm, sincere and easy to trust. You make others feel at home, whether in your kitchen or a hospital waiting room. The risk is taking this comfort for granted and never examining your own needs. Use your natural empathy to welcome others, and make time to ask yourself how you are really feeling.",
    opposition:
      "With the Moon opposite your Ascendant, on the Descendant, you seek emotional security through partnership, and close relationships shape your moods strongly. You may attract nurturing partners, or slip into the role of caretaker yourself, cooking and worrying for two. The balance is to meet your own needs as well as others’. Choose partners who support you emotionally, and keep some evenings entirely for yourself.",
  },
  "Moon/Midheaven": {
    conjunction:
      "Your Moon is culminating, conjunct the Midheaven, so your emotions and your public life are intertwined and people may know you for your care. You might work in nursing, hospitality, food, property or any role that serves the public, and your reputation can rise and fall with your moods. The shadow is taking criticism at work personally. Choose a career that feeds your emotional needs, and keep a private life the public cannot reach.",
    sextile:
      "At work, emotional intelligence is your quiet advantage: the Moon sextile your Midheaven means colleagues trust your read on people. Opportunities may come through caring roles, a family business or work with the public. They need a small push from you, such as applying for the team leader post or offering to mentor new staff. Let managers know what you care about, and your reputation as a steady, humane presence will grow.",
    square:
      "Work and home can feel like rivals with the Moon square your Midheaven, as your emotional needs and your career pull against each other. A reorganisation or a change of job may feel deeply personal, almost like a house move. This friction teaches you to honour both sides of your life. Set clear boundaries between working hours and private time, and take proper breaks before you reach exhaustion.",
    trine:
      "Your feelings and your vocation work together smoothly with the Moon trine the Midheaven, and you may find fulfilment in caring, teaching or creative work. People see you as warm and dependable, the colleague others seek out after a bad meeting. The risk is settling for comfort instead of ambition. Stretch yourself professionally now and then, perhaps by taking a course or a bigger role, and use your empathy as a strength.",
    opposition:
      "With the Moon opposite the Midheaven, on the IC at the base of your chart, home, family and roots are central to your emotional life. You may feel most secure in private, and your career may revolve around domestic needs or be shaped by family history. The tension runs between public duties and private comfort. Build a home life that nourishes you, and choose work that respects it rather than eats into it.",
  },
  "Mercury/Venus": {
    conjunction:
      "A graceful way with words and a mind that loves beauty come from Mercury conjunct Venus. You may write well, speak persuasively, sing, or simply know how to phrase a difficult message so it lands softly. Compliments come easily to you, and people enjoy your conversation. The shadow is telling others what they want to hear rather than the truth. Practise kind honesty, especially when a friend asks for your opinion of their new haircut.",
    sextile:
      "Mercury and Venus can reach a sextile, since they may sit up to about 76° apart, and yours gives you a pleasant, diplomatic mind. You notice the well-made sentence, the tidy layout, the small gesture that makes a meeting go smoothly. This talent needs a little use to flourish. Try writing letters, designing invitations or mediating a family disagreement, and your knack for saying things beautifully will sharpen.",
    square:
      "A square between Mercury and Venus does not occur in a real chart. Both planets hug the Sun, Mercury within about 28° and Venus within about 47°, so the widest they can ever be apart is roughly 76°, short of the 90° a square needs. If a chart claims one, check the data. Look instead to whether they are conjunct or sextile, or to each planet’s sign, to understand how your thinking and your tastes meet.",
    trine:
      "You cannot have Mercury trine Venus, because these two never get more than about 76° apart in the sky, far from the 120° of a trine. Both stay close to the Sun, so they can only form a conjunction or a sextile between themselves. If you have a close conjunction, your words and your charm blend easily; if they sit further apart, your thinking and your sense of beauty work as separate, complementary talents you can combine by choice.",
    opposition:
      "Mercury opposite Venus is impossible in any real birth chart. Each planet travels close to the Sun, so they are never more than about 76° apart, nowhere near the 180° an opposition needs. Any reading that describes a tug of war between your mind and your heart through this aspect is mistaken. Read instead the sign each planet occupies, and whether they meet in a conjunction or a sextile, which is where their real relationship lies.",
  },
  "Mercury/Mars": {
    conjunction:
      "Quick mind, quicker tongue: that is Mercury conjunct Mars in a nutshell. You think fast, argue well and make decisions in seconds, and you may enjoy debate, sports commentary or any work that rewards speed. The shadow is sharpness: words can cut, and you may speak before you have listened. Count to three before replying in an argument, and your wit will win more friends than enemies.",
    sextile:
      "Energy stands behind your thinking with Mercury sextile Mars, so you can turn ideas into action without much delay. You may be good at practical problem solving, mending things, or speaking up for yourself and others in a meeting. The opportunity grows when you take it, such as joining a debating society or volunteering to present the quarterly figures. Put your quick mind to use on something useful, and others will notice your competence.",
    square:
      "With Mercury square Mars, your mind and your drive grind against each other, so you can be argumentative, impatient or quick to type an angry reply. You may have had heated debates at the dinner table growing up. The friction sharpens your wit and your courage to speak out when others stay silent. Learn to pause before responding, and channel your mental energy into hard puzzles, sport or writing rather than quarrels.",
    trine:
      "Mercury trine Mars lets you think and act with natural speed and confidence, and your words carry conviction. Practical skills, technical work, sport or quick decision making may come easily, and you are often the one who knows what to do when the car breaks down. The risk is being so sure of yourself that you stop checking your facts. Take on subjects that demand patience, and your sharpness will mature into real expertise.",
    opposition:
      "With Mars opposite Mercury, other people often challenge your ideas, and conversations can turn into contests. You may attract argumentative partners or colleagues, or find yourself provoking them just to test your case. The balance lies in honest debate without hostility. Listen fully before answering, summarise the other view fairly, and look for common ground, so your sharp mind becomes an asset in relationships rather than a weapon.",
  },
  "Mercury/Jupiter": {
    conjunction:
      "You think in big pictures, because Jupiter conjunct your Mercury brings a love of learning and an optimistic, expansive way of speaking. You may be a natural teacher, storyteller or salesperson, and people enjoy your enthusiasm at dinner parties and in lecture halls alike. The shadow is overstatement, exaggeration or skipping over the details that make a plan work. Double-check facts before you share them, and your wisdom will carry more weight.",
    sextile:
      "Curiosity is generous and open in you, the mark of Mercury sextile Jupiter, and learning often brings you opportunities. Travel, study, publishing or teaching may open doors, especially when a conversation leads to an unexpected invitation. You need to follow up on these chances, though. Sign up for the evening course, pitch the article, go to the talk on a wet Tuesday, and you will find your mind expanding in useful directions.",
    square:
      "Jupiter square your Mercury lets your ideas outrun your facts, so you may promise too much, exaggerate a story for effect or scatter your attention across a dozen interests at once. This friction pushes you to learn more deeply than you would otherwise. Before committing to a plan, write down the details and check the numbers, and your big thinking will turn into results rather than half-read books piled by the bed.",
    trine:
      "Learning comes naturally with Mercury trine Jupiter, and your broad, optimistic mind sees connections others miss. Teaching, writing, languages or travel may feel easy, and exams may have gone better than your revision deserved. The risk is taking this intelligence for granted and never developing discipline. Pick one subject to master in depth, and let your natural curiosity carry you through the hard chapters.",
    opposition:
      "Your views are often challenged or expanded by other people when Jupiter sits opposite your Mercury, and debates about beliefs, politics or philosophy can be lively. You may attract teachers, partners or friends with very different opinions, or ones who talk over you. Balance comes from listening as much as you speak. Respect other perspectives, ask questions before you argue, and your own thinking will grow richer rather than more stubborn.",
  },
  "Mercury/Saturn": {
    conjunction:
      "Being right matters more to you than being quick, a hallmark of Saturn conjunct your Mercury and the careful, thorough mind it builds. You may have been a quiet child who was slow to speak and then surprised everyone with how much you knew. Accounting, law, editing or engineering can suit this patient precision. The shadow is pessimistic thinking and a fear of sounding foolish. Let yourself share half-formed ideas with one friend before they are perfect.",
    sextile:
      "An organised mind is one gift of Mercury sextile Saturn, and you learn best through steady practice rather than cramming the night before. Older teachers, written qualifications and step-by-step methods help you make real progress. These supports need you to commit, so choose the course, book the regular study slot, keep the notes in order. Over the years your reputation for sound judgement will quietly become one of your greatest assets.",
    square:
      "Saturn square your Mercury may make you doubt your own intelligence, perhaps because a teacher, a parent or an early exam made you feel slow. Speaking up in meetings can feel risky, and worry loops may keep your mind busy long after work. This friction, though, builds genuine mastery, because you check everything twice. Keep a folder of things you have learnt and done well, and read it before any test or interview.",
    trine:
      "With Mercury trine Saturn, clear, disciplined thinking comes naturally, and people trust your facts, your figures and your word. You can concentrate for long stretches and explain complicated matters in an orderly way. The risk is becoming rigid, dismissing new ideas because the old method works well enough. Every so often, learn something with no practical use at all, such as poetry or a dead language, to keep your mind supple.",
    opposition:
      "Critics seem to find you easily with Saturn opposite your Mercury, as if others were always judging or limiting your ideas: a critical partner, an exacting boss, a sceptical audience. You may swing between defending your views stubbornly and keeping quiet altogether. Balance comes from taking criticism on its merits rather than as a verdict on your worth. Ask critics to be specific, accept what is useful, and let go of the rest without rehearsing the conversation all night.",
  },
  "Mercury/Uranus": {
    conjunction:
      "Answers arrive in flashes: Uranus conjunct Mercury makes your mind lightning-quick and original, reaching in seconds what others find only after hours of work. You may love technology, science fiction, puzzles or anything new, and your ideas can sound strange until the world catches up. The shadow is impatience with slower thinkers and a habit of interrupting. Write your flashes of insight down at once, then take time to explain them step by step.",
    sextile:
      "Mercury sextile Uranus helps you pick up new skills and gadgets easily, and you enjoy conversations that wander into unexpected territory. Online communities, inventive friends and unusual courses bring chances to use your original thinking. They need you to join in, though: post the idea, sign up for the workshop, volunteer to test the new system at work. A little effort turns your curiosity into a reputation for fresh, useful solutions.",
    square:
      "Uranus square your Mercury can make your thoughts race, scatter and rebel, so you may blurt out opinions, change your mind abruptly or struggle with rigid schooling. Nervous tension and a restless attention span are common. Yet this friction produces genuine inventiveness and the courage to question accepted wisdom. Give your mind a regular outlet, such as coding, chess or writing, and take short screen breaks when your thoughts start to buzz.",
    trine:
      "Original ideas come to you so naturally through Mercury trine Uranus that you may not realise how unusual your thinking is. You learn technical subjects quickly and explain new concepts in ways others can grasp. The risk is relying on flashes of brilliance instead of developing them patiently. Choose one inventive project, perhaps an app, a gadget or a piece of writing, and see it through to the finish.",
    opposition:
      "Surprising ideas tend to reach you through other people when Uranus opposes your Mercury, and views you held firmly can be challenged without warning. Conversations with partners and close friends can jolt you into new ways of thinking, or turn into sudden clashes of opinion. You may attract eccentric, brilliant or contrary people. Balance comes from staying open without being swept away. Listen to unusual views with curiosity, then decide for yourself which of them fit your life.",
  },
  "Mercury/Neptune": {
    conjunction:
      "Images, music and feelings, rather than lists, are how you think with Neptune conjunct your Mercury, and the result is a poetic, intuitive mind. You may write fiction, compose songs or simply sense what others mean before they say it. The shadow is vagueness: forgotten appointments, misread emails, or believing what you want to believe. Keep a paper diary and read contracts twice, so your imagination is free to roam elsewhere.",
    sextile:
      "Imagination feeds your thinking through Mercury sextile Neptune, so you can put subtle feelings into words and picture ideas vividly. Poetry, design, photography or any creative work that needs a feel for atmosphere may suit you. The gift grows with practice, so set aside time to write, sketch or daydream on purpose. Try keeping a notebook by the bed for ideas that arrive as you drift off.",
    square:
      "Facts and fantasies can blur when Neptune squares your Mercury, so you may misunderstand others, forget details or be misled by a persuasive story. School may have felt confusing, especially subjects that demanded strict logic. This friction, though, develops imagination and empathy. Check important information from two sources, ask for instructions in writing, and give your dreamy mind a creative outlet where accuracy matters less.",
    trine:
      "Mercury trine Neptune lets imagination and intuition flow easily into your thinking, so you may write, draw or speak with a rare gentleness and beauty. People feel understood when you talk with them. The risk is drifting, assuming inspiration will always come without discipline. Give your gift structure, a daily writing habit or a regular music practice, and it will grow into real artistry.",
    opposition:
      "Dreamers, artists and persuasive talkers who are not always what they seem tend to find you, because Neptune opposite your Mercury lets other people cloud or inspire your thinking. Misunderstandings with partners can arise from unspoken assumptions on both sides. The balance is to stay open to inspiration while checking the facts. When a deal sounds too good to be true, sleep on it, and ask a practical friend for their view.",
  },
  "Mercury/Pluto": {
    conjunction:
      "Surface answers never satisfy you: Pluto conjunct your Mercury creates a penetrating mind that wants to know what lies underneath. You may be drawn to research, investigation, psychology or crime novels, and you can be formidably persuasive when you believe in something. The shadow is obsessive thinking, or using words as weapons in an argument. When an idea grips you, take breaks to walk, sleep and talk about something lighter, so your focus stays healthy.",
    sextile:
      "Seeing beneath appearances is your talent with Mercury sextile Pluto, and you can ask the question that gets to the heart of a problem. Research, detective work, therapy or investigative writing may suit you. These openings need you to dig, so read past the headline, look up the source, follow the money. Your reputation for insight will grow with each puzzle you solve.",
    square:
      "With Pluto in square to your Mercury, your thinking can turn intense and fixed, so that arguments feel like battles for survival. You might have grown up where words were used to control, or where secrets were kept behind closed doors. This friction builds a formidable, probing mind. Notice when you are trying to win rather than understand, and ask yourself what you fear would happen if you let the other person be right.",
    trine:
      "Mercury trine Pluto lets you think deeply and persuasively without much effort, and you get to the truth of a matter quickly. Research, strategy, psychology or editing may come naturally, and people often ask you to read between the lines of a tricky letter. The risk is underusing this depth, or trusting insight without checking facts. Take on problems that genuinely need your penetrating mind, such as complex research or helping a friend untangle a crisis.",
    opposition:
      "Conversations with partners can turn into power struggles over who is right when Pluto stands opposite your Mercury, and others may challenge your thinking intensely. You might attract manipulative talkers, or find yourself steering others with words more than you intend. The balance lies in honest, respectful exchange. When a discussion heats up, step back and ask what each of you really needs, and negotiate from there rather than from pride.",
  },
  "Mercury/Ascendant": {
    conjunction:
      "Mercury is rising, conjunct your Ascendant, so people notice your mind first: your quick expressions, your questions, your chatter or your sharp wit. You may look youthful for your age, move quickly and gesture as you speak. The shadow is nervous energy that can make you seem restless or scattered, fiddling with your phone while someone talks. Give yourself regular pauses to breathe, and let your curiosity lead new conversations.",
    sextile:
      "Bright, friendly and articulate: that is how you come across with Mercury sextile your Ascendant, since your thinking supports the way you present yourself. You make contacts easily and can talk your way into new situations, from a queue at the post office to a job interview. These chances need you to speak up, so introduce yourself, ask questions, share your ideas. A little effort makes your natural communication skills shine.",
    square:
      "People might misread your words or your expressions, because Mercury square your Ascendant sets your mind and your manner at odds. You could seem more nervous, more blunt or more distracted than you intend, especially on a first meeting. This friction teaches you to communicate with care and precision. Notice how your words and body language come across, perhaps by watching a video of yourself, and practise speaking slowly in important moments.",
    trine:
      "When Mercury trines your Ascendant, your ideas and your personal style flow together smoothly, so you come across as clever, witty and approachable. Conversation is easy for you, and strangers often ask you for directions or advice. The risk is relying on charm and quick answers and never deepening your knowledge. Use your natural fluency to teach, write or present, and keep reading widely so you have something new to say.",
    opposition:
      "With Mercury opposite your Ascendant, on the Descendant, conversations with partners sit at the centre of your life. You may seek a partner who is clever and talkative, or find that each close relationship teaches you a new way to communicate. The balance is to express your own ideas as well as listening to theirs. Choose partners who enjoy a good discussion, and keep your own opinions alive rather than adopting theirs.",
  },
  "Mercury/Midheaven": {
    conjunction:
      "Mercury is culminating, conjunct your Midheaven at the top of your chart, so your career and reputation are tied to communication. You may be known for writing, speaking, teaching, sales, transport or media work, and you are often the public voice of a team. The shadow is restlessness, changing jobs often or scattering your focus across too many roles. Build a career that uses your mind and your voice, and keep learning new skills.",
    sextile:
      "Mercury sextile your Midheaven means your thinking supports your career, and a clear email or a well-prepared talk can lift your reputation. Opportunities may come through networking, writing or teaching. They will not arrive on their own, so follow up the conversation, publish the report, offer to give the training session. Share your ideas where decision makers can see them, and your professional life will grow step by step.",
    square:
      "With Mercury square your Midheaven, your ideas and your career may clash, so you might feel unheard at work or struggle to choose one direction among many interests. Miscommunication with managers can be a recurring theme. This friction teaches you to state your ambitions clearly. Write your goals down, rehearse how you would explain them in two minutes, and present them to the people who can help.",
    trine:
      "Mercury trine your Midheaven makes communication come naturally in your professional life, and you may find success in writing, teaching, consulting or media. Colleagues see you as intelligent, articulate and well informed. The risk is taking this for granted and coasting on a fluent manner. Stretch yourself with new challenges, such as a qualification or a public talk, and keep developing the skills behind your reputation.",
    opposition:
      "With Mercury opposite your Midheaven, on the IC at the base of your chart, your thinking is rooted in home, family and private life. You may work from home, write about family history, or think best at the kitchen table late at night. The tension lies between private reflection and public communication. Create a quiet study space at home, and share your ideas with the wider world once they feel ready.",
  },
};
