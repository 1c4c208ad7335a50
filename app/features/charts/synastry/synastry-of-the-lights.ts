// Synastry readings for the keys whose first point is the Sun or the Moon.

export const SYNASTRY_OF_THE_LIGHTS = {
  "Sun/Sun": {
    meets:
      "You recognise yourselves in each other quickly, because {A} Sun and {B} Sun stand on the same spot: the same instinct for what matters, the same pride. It feels like kinship, though you may both reach for the one spotlight.",
    flows:
      "Each of you lets the other be fully themselves, with {A} Sun and {B} Sun keeping easy step. Shared plans rarely become a tug of war, whether you’re choosing a film for tonight or a city to live in.",
    presses:
      "{a} and {b} want to steer life in different directions, {A} Sun pulling one way and {B} Sun another, so each can find the other baffling or stubborn. The difference also keeps things lively, showing you ways of living you would never try alone.",
  },
  "Sun/Moon": {
    meets:
      "Tradition counts this among the surest signs of a lasting match: {A} Sun lights up {B} Moon, so {a} sets a direction and {b} feels instinctively at home with it. Breakfasts, errands and bedtimes fall into a shared rhythm.",
    flows:
      "Around {a}, {b} can relax: {B} Moon is soothed by {A} Sun, and {a} in turn feels appreciated simply for being who they are. It’s the kind of ease that makes a long drive or a wet Sunday pass pleasantly.",
    presses:
      "What {A} Sun goes after and what {B} Moon needs to feel safe don’t always match, so {a} can seem brisk and {b} oversensitive, neither on purpose. Saying needs out loud, before the row about whose turn it was to ring, helps.",
  },
  "Sun/Mercury": {
    meets:
      "{B} Mercury has a knack for describing {A} Sun: {b} grasps what {a} is about and can put it into words, sometimes better than {a} can. Expect long conversations and plenty of frank, occasionally too frank, commentary.",
    flows:
      "When {a} is weighing up a decision, {b} makes a good sounding board, since {B} Mercury finds easy words for {A} Sun. Talking over the day together leaves you both clearer rather than tired.",
    presses:
      "{B} Mercury tends to question what {A} Sun takes for granted, and {a} can hear a passing remark as criticism. Debates over small things, like the quickest way home, are usually about feeling understood, so listen before answering.",
  },
  "Sun/Venus": {
    meets:
      "Affection comes freely from {b}, because {B} Venus admires what {A} Sun stands for, and {a} feels warmly appreciated. Shared pleasures, a good meal out or an afternoon in a gallery, feel like small celebrations.",
    flows:
      "{B} Venus genuinely likes who {A} Sun is, and {a} brings out the tender side of {b}. Presents tend to land well, compliments sound sincere, and an ordinary evening in can feel like a treat.",
    presses:
      "There’s attraction between {A} Sun and {B} Venus, laced with small irritations about taste, money or manners: {b} likes {a}, just not always the style. Agreeing how to spend a free weekend may take some give and take.",
  },
  "Sun/Mars": {
    meets:
      "{B} Mars fires up {A} Sun: {b} urges {a} into action, and the energy between you can be exciting, competitive or both. Share a project or a sport, or the drive turns into bickering over who’s in charge.",
    flows:
      "Once {a} has an idea, {b} is often the one who gets it moving, as {B} Mars backs {A} Sun with real energy. Together you get things done, from moving house to training for a first ten-kilometre run.",
    presses:
      "Tempers can rise quickly over who decides, who drives or who was right, because {B} Mars reads {A} Sun as a challenge. There’s spark here too; spend it on something you do side by side rather than against each other.",
  },
  "Sun/Jupiter": {
    meets:
      "{a} grows more confident in the company of {b}, since {B} Jupiter believes wholeheartedly in {A} Sun. It’s a generous, encouraging tie, good for travel and big plans, though you may egg each other on to overdo things.",
    flows:
      "Time together feels roomy and hopeful: {B} Jupiter brings good humour to {A} Sun, {b} sees the best in {a}, and {a} repays it with loyalty. A holiday planned together is likely to be a happy one.",
    presses:
      "{B} Jupiter wants more for {A} Sun than {a} may want, and the encouragement can tip into preaching or into promises that outrun the budget. The generosity is real; just agree where the limits lie.",
  },
  "Sun/Saturn": {
    meets:
      "Here is a classic bond of commitment: {B} Saturn steadies {A} Sun with structure and staying power, though {a} may sometimes feel judged or held back by {b}. Over the years it can become a deeply dependable partnership.",
    flows:
      "{b} is reliable when it counts and {a} brings warmth to the routine, with {B} Saturn giving {A} Sun solid ground. You build well together, whether the project is a savings plan, a home or a small business.",
    presses:
      "To {a}, caution from {b} can sound like discouragement, because {B} Saturn weighs on {A} Sun. You both gain when {b} softens the criticism and {a} takes the warning seriously rather than personally.",
  },
  "Sun/Uranus": {
    meets:
      "{B} Uranus jolts {A} Sun awake: {b} brings surprises, new ideas and a refusal to be predictable, and {a} feels freer and more alive. The excitement is real, though joint plans may change at short notice.",
    flows:
      "Around {b}, {a} feels free to be a little more original, because {B} Uranus encourages {A} Sun to experiment. Spontaneous trips and sudden new hobbies come easily, and neither of you feels fenced in.",
    presses:
      "Just when {a} wants steadiness, {b} may change course, cancel or ask for space: {B} Uranus keeps {A} Sun on edge. Thrill and unease arrive together, so agree on a few fixed points you both keep.",
  },
  "Sun/Neptune": {
    meets:
      "A soft, dreamy light falls over this bond: {B} Neptune idealises {A} Sun, and there can be real tenderness, art or spiritual feeling between {a} and {b}. Keep a few plain facts in view, or disappointment follows.",
    flows:
      "{a} feels understood without having to explain much, as {B} Neptune brings gentleness and imagination to {A} Sun. Music, films, the sea or a shared quiet practice such as yoga draw you closer.",
    presses:
      "Misunderstandings creep in easily while {B} Neptune blurs {A} Sun: {b} may be vague, or {a} may see only what they hope to see. Be clear about arrangements and money, and check assumptions early.",
  },
  "Sun/Pluto": {
    meets:
      "{a} may feel seen right through by {b}, for {B} Pluto works on {A} Sun at depth and the attraction runs strong. It can change you both for good, provided neither tries to control the other.",
    flows:
      "{B} Pluto lends {A} Sun strength and insight, and {b} often helps {a} face something hard and come out changed. Shared crises, a bereavement or a redundancy, tend to deepen this bond rather than break it.",
    presses:
      "Power struggles can start over anything, from holiday plans to household rules, when {B} Pluto bears down on {A} Sun. The intensity is magnetic but tiring; honesty about who wants control keeps it from turning sour.",
  },
  "Sun/Ascendant": {
    meets:
      "{A} Sun shines straight onto {B} Ascendant, so {b} feels noticed and {a} finds {b} instantly easy to read. First meetings tend to be memorable, and friends soon see you as a natural pair.",
    flows:
      "{b} likes who {a} is at heart, and {a} warms to the easy manner of {b}: {A} Sun and {B} Ascendant sit comfortably together. Meeting friends or hosting a party as a couple feels natural.",
    presses:
      "First impressions may be mixed, since {A} Sun rubs against {B} Ascendant and what {a} values can jar with the way {b} comes across. The pull is still there; give it time beyond the first meeting.",
  },
  "Sun/Midheaven": {
    meets:
      "With {A} Sun lighting {B} Midheaven, {a} brightens the ambitions of {b}, offering encouragement, introductions and a clearer sense of direction. You may work well together, or be seen in public as a team.",
    flows:
      "{a} takes pride in the career of {b} and is glad to help with a job application or a big presentation, since {A} Sun supports {B} Midheaven. Your public lives fit together with little fuss.",
    presses:
      "{A} Sun pulls against {B} Midheaven, so what {a} needs may compete with the work or reputation of {b}. Late nights at the office, or a move for a new job, need talking through rather than announcing.",
  },
  "Moon/Moon": {
    meets:
      "You feel at home together almost at once, because {A} Moon and {B} Moon share one place. Moods, appetites and habits match, from how warm you like the bedroom to how you recover after a bad day.",
    flows:
      "{A} Moon and {B} Moon get along easily, so you comfort each other in ways that actually work and living together feels relaxed. Cooking side by side, a shared sofa and quiet evenings suit you both.",
    presses:
      "What soothes one of you can irritate the other: {A} Moon and {B} Moon need different things to feel safe, so one wants to talk it through and the other to be left alone. Learning each other’s comforts pays off.",
  },
  "Moon/Mercury": {
    meets:
      "{b} can put into words what {a} feels, and {a} opens up easily in conversation, with {B} Mercury speaking straight to {A} Moon. Late-night talks come naturally, though a careless remark can sting more than intended.",
    flows:
      "{B} Mercury knows how to reassure {A} Moon, so when {a} is upset {b} tends to find the right words. Chatting while you cook or walk the dog keeps you close through busy weeks.",
    presses:
      "{b} may answer a feeling with logic and leave {a} feeling unheard, since {B} Mercury reasons while {A} Moon feels. Before replying, ask whether the other wants a solution or simply sympathy.",
  },
  "Moon/Venus": {
    meets:
      "{B} Venus wraps {A} Moon in affection: {a} feels cherished, and {b} takes pleasure in making {a} comfortable. Home, food and small gestures of care come naturally, and rows rarely last past supper.",
    flows:
      "There’s little need to perform for each other, as {A} Moon and {B} Venus share a gentle warmth. You enjoy the same small comforts: a favourite café, flowers on the table, a slow weekend breakfast.",
    presses:
      "Small frictions arise over taste, spending or tidiness, because {B} Venus likes {A} Moon but not always the habits of {a}. The affection is genuine; be explicit about what makes each of you feel cared for.",
  },
  "Moon/Mars": {
    meets:
      "{B} Mars stirs {A} Moon strongly: there’s passion and protectiveness, but {a} may feel rushed or bruised when {b} loses patience. Handled gently, the energy makes you a spirited, physical couple.",
    flows:
      "{b} is quick to defend {a} and to get practical jobs done, as {B} Mars gives {A} Moon courage. There’s lively warmth between you, good for shared sport or a weekend of painting the spare room.",
    presses:
      "Small quarrels flare fast, because {B} Mars can trample on {A} Moon without meaning to: {b} feels provoked and {a} feels hurt. Take a pause before answering; the heat is also part of what draws you together.",
  },
  "Moon/Jupiter": {
    meets:
      "{a} feels safe and hopeful around {b}, since {B} Jupiter lifts {A} Moon. It’s a generous, protective bond, full of shared meals and laughter, though you may both indulge each other a little too much.",
    flows:
      "{B} Jupiter brings kindness to {A} Moon, and {b} tends to find the bright side when {a} is low. Holidays, family gatherings and plans for the years ahead go well together.",
    presses:
      "{B} Jupiter means well towards {A} Moon but may promise more than it delivers, or try to cheer {a} up before {a} has finished feeling sad. Listen first, then offer the silver lining.",
  },
  "Moon/Saturn": {
    meets:
      "{B} Saturn holds {A} Moon firmly: {b} is loyal and protective, yet {a} may sometimes feel emotionally cooled or corrected. This often proves a long-lasting bond, as long as warmth is shown as well as duty.",
    flows:
      "A sense of safety grows with time, because {B} Saturn steadies {A} Moon: {b} turns up, keeps promises and helps {a} feel settled. It’s a slow, reliable tie that suits a shared home.",
    presses:
      "{a} wants reassurance and {b} offers rules or silence, for {B} Saturn can feel cold to {A} Moon. The bond can still endure, but it needs more spoken affection and less criticism than comes naturally.",
  },
  "Moon/Uranus": {
    meets:
      "{B} Uranus sparks {A} Moon, bringing excitement and emotional surprises, so {a} feels liberated one day and unsettled the next. Keep a few routines that belong to you as a pair, such as a Friday takeaway.",
    flows:
      "{a} feels free to be unusual around {b} without being judged, since {B} Uranus lets {A} Moon breathe. You give each other space, and a last-minute trip feels like fun rather than stress.",
    presses:
      "{b} may need independence just when {a} needs closeness, with {B} Uranus unsettling {A} Moon and moods swinging. Agree on how you keep in touch when apart, so freedom doesn’t feel like rejection.",
  },
  "Moon/Neptune": {
    meets:
      "{b} senses what {a} feels before a word is said: {B} Neptune melts into {A} Moon, creating deep empathy. It’s tender, almost telepathic, but watch for rescuing, guilt or expectations nobody voices.",
    flows:
      "{B} Neptune soothes {A} Moon, and you comfort each other with imagination and gentleness. Films, music, a day at the seaside or a candlelit evening at home bring you close.",
    presses:
      "{a} isn’t always sure where they stand, and {b} may avoid saying things plainly, because {B} Neptune clouds {A} Moon. The kindness is real; make clarity a habit, especially about plans and promises.",
  },
  "Moon/Pluto": {
    meets:
      "{B} Pluto reaches deep into {A} Moon, and the emotional bond is intense and hard to walk away from. It can heal old wounds, but jealousy or possessiveness needs honest, early attention.",
    flows:
      "With {b}, {a} can open up to feelings usually kept hidden, as {B} Pluto helps {A} Moon trust. Going through a hard time together tends to strengthen the bond rather than test it.",
    presses:
      "Closeness can tip into watchfulness: {B} Pluto grips {A} Moon too tightly, so {a} feels monitored and {b} feels shut out. Name fears directly instead of testing each other with silences or jealousy.",
  },
  "Moon/Ascendant": {
    meets:
      "{a} feels instantly comfortable with the way {b} looks and moves, and {b} feels looked after, with {A} Moon resting on {B} Ascendant. You can seem like family to each other surprisingly soon.",
    flows:
      "Everyday routines, such as the weekly shop or getting ready to go out, run smoothly, because {A} Moon and {B} Ascendant get along: {b} finds {a} soothing company, and {a} likes the manner of {b}.",
    presses:
      "The manner of {b} can touch a nerve in {a}, for better or worse, as {A} Moon reacts strongly to {B} Ascendant. Attraction and irritation take turns, so allow for moods and don’t treat first reactions as final.",
  },
  "Moon/Midheaven": {
    meets:
      "{A} Moon sits close to {B} Midheaven, so {a} cares deeply about the working life of {b} and offers emotional support through big decisions. {b} feels that {a} belongs to their public life as well as their private one.",
    flows:
      "{a} is the one who asks how the interview went and means it: {A} Moon backs {B} Midheaven warmly. Work and home life tend to support each other rather than compete.",
    presses:
      "The ambitions of {b} may compete with the wish of {a} for time together, since {A} Moon can feel neglected by {B} Midheaven. Talk schedules and priorities through before resentment builds.",
  },
};
