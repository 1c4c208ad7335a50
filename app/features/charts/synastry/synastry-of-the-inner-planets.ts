// Synastry readings for the keys whose first point is Mercury, Venus or Mars.

export const SYNASTRY_OF_THE_INNER_PLANETS = {
  "Mercury/Mercury": {
    meets:
      "{A} Mercury and {B} Mercury think along the same lines, so you finish each other’s sentences and laugh at the same jokes. Conversation is a pleasure, though you may both overlook the same detail when booking the train.",
    flows:
      "Explanations stay short and misunderstandings rare, because {A} Mercury and {B} Mercury follow each other easily. Planning a trip, a budget or a dinner party together is quick and even fun.",
    presses:
      "{A} Mercury and {B} Mercury tackle problems in different ways, so a simple chat can turn into a debate about who’s right. Curiosity helps: ask how the other reached their view before arguing the point.",
  },
  "Mercury/Venus": {
    meets:
      "{a} knows just what to say to please {b}, and {A} Mercury charms {B} Venus with sweet, flirtatious talk. Shared tastes in books, music and design give you endless things to discuss over dinner.",
    flows:
      "Disagreements get handled with tact, since {A} Mercury and {B} Venus speak kindly to each other. You enjoy chatting about food, art and people, and compliments from {a} sound sincere to {b}.",
    presses:
      "Words from {a} can land harder than intended, because {A} Mercury speaks plainly where {B} Venus hopes for tact, and {b} may want reassurance where {a} offers analysis. Soften the wording and the same conversation goes far better.",
  },
  "Mercury/Mars": {
    meets:
      "Conversations run quick, witty and sometimes heated: {B} Mars energises {A} Mercury, and {b} pushes {a} to act on ideas rather than mull them over. Expect lively arguments that sharpen you both.",
    flows:
      "{a} plans and {b} gets on with it, as {A} Mercury and {B} Mars make decisions quickly and well. You suit practical projects, from fixing a bike to flat-packing a whole kitchen.",
    presses:
      "{B} Mars can take the words of {A} Mercury as a challenge, so a discussion about the washing-up escalates into a row. Watch your tone, take breaks, and save hard truths for when you’re both calm.",
  },
  "Mercury/Jupiter": {
    meets:
      "{B} Jupiter enlarges the ideas of {A} Mercury: {b} encourages {a} to think big, and conversations roam from travel to philosophy. There’s plenty of optimism, though details can get lost along the way.",
    flows:
      "Learning together comes naturally, whether it’s a language course, a podcast or a long walk full of talk, as {A} Mercury and {B} Jupiter enjoy ideas. {b} praises the thinking of {a}.",
    presses:
      "Facts and big pictures collide: {B} Jupiter can inflate what {A} Mercury meant, or lecture where {a} simply wants the details. Enthusiasm is welcome, but check the plan and the numbers together before anything gets booked.",
  },
  "Mercury/Saturn": {
    meets:
      "{B} Saturn weighs every word of {A} Mercury: {b} brings realism and structure, and {a} may feel corrected or slowed down. It’s useful for serious planning, such as a mortgage, less so for idle chat.",
    flows:
      "The ideas of {a} become workable plans with {b}, because {B} Saturn gives {A} Mercury steady, practical support. You make a good team for contracts, timetables and getting paperwork done.",
    presses:
      "{a} can feel doubted and {b} unheard when raising concerns, as {B} Saturn dampens {A} Mercury. Agree that questions aren’t rejections, and talk important things through slowly, perhaps on paper.",
  },
  "Mercury/Uranus": {
    meets:
      "Ideas fly and conversations leap in unexpected directions, because {B} Uranus electrifies {A} Mercury. {a} learns to think differently around {b}, though plans may change at a moment’s notice.",
    flows:
      "{A} Mercury and {B} Uranus spark original thinking between you: brainstorming, new gadgets and odd facts delight you both. Chats are never dull, and fresh plans appear over every coffee.",
    presses:
      "Sentences get cut off halfway, as {B} Uranus interrupts or contradicts {A} Mercury and conversations turn abrupt or scattered. The ideas are exciting, but let each other finish before changing the subject.",
  },
  "Mercury/Neptune": {
    meets:
      "Talk between you turns poetic, intuitive and imaginative as {B} Neptune softens {A} Mercury, but facts can drift. It’s lovely for creative work and risky for contracts, so write down what you agree.",
    flows:
      "Songs, stories and daydreams come easily, because {A} Mercury and {B} Neptune share a gentle, imaginative way of talking and {b} inspires the words of {a}. Even a birthday card becomes a small creative project.",
    presses:
      "Messages get lost and promises turn vague, not always on purpose, when {B} Neptune clouds {A} Mercury. Double-check arrangements and say things plainly, even when it feels unromantic.",
  },
  "Mercury/Pluto": {
    meets:
      "{B} Pluto probes {A} Mercury, so conversations go deep, fast: secrets, motives, what lies beneath the surface. {a} may feel interrogated at times, so respect each other’s need for privacy.",
    flows:
      "{b} helps {a} think more deeply and strategically, since {A} Mercury and {B} Pluto enjoy serious talk. Research, a hard crossword or working through a family problem together suits you.",
    presses:
      "Arguments can feel like chess matches to be won at any cost, with {B} Pluto cornering {A} Mercury until {a} feels pressed into agreeing. Make room for honest disagreement without treating every difference as a battle.",
  },
  "Mercury/Ascendant": {
    meets:
      "{a} is quick to notice, and to comment on, the way {b} looks and acts, with {A} Mercury close to {B} Ascendant. You strike up conversation easily, and first meetings are full of talk.",
    flows:
      "{A} Mercury and {B} Ascendant make for easy chat: {b} finds {a} interesting, and {a} knows how to put {b} at ease. Errands, travelling and parties go smoothly with the two of you together.",
    presses:
      "Remarks from {a} about clothes, habits or manners can grate on {b}, since {A} Mercury tends to pick at {B} Ascendant. Talk between you is lively, but choose tactful words about anything personal.",
  },
  "Mercury/Midheaven": {
    meets:
      "{A} Mercury lights up {B} Midheaven: {a} offers ideas, contacts and sound advice for the career of {b}. You may work well together, especially in writing, teaching or selling.",
    flows:
      "{a} is a good person for {b} to talk a job decision through with, since {A} Mercury helps {B} Midheaven. Your conversations often pay off in practical ways at work, from a sharper CV to a better pitch.",
    presses:
      "Advice about work that nobody asked for is the usual snag: {A} Mercury questions the choices behind {B} Midheaven, and {b} hears doubt. Keep opinions supportive, and ask before giving feedback about a job.",
  },
  "Venus/Venus": {
    meets:
      "{A} Venus and {B} Venus share one place, so you like the same things and show love in the same way. Decorating a flat or choosing a restaurant becomes a joy rather than a negotiation.",
    flows:
      "Taste and affection pass between you with little effort, as {A} Venus and {B} Venus blend easily. You enjoy similar pleasures and tend to buy each other just the right present.",
    presses:
      "{A} Venus and {B} Venus value different things, so friction arises over taste, money or how affection ought to look. Curiosity about the other’s pleasures can widen both your worlds.",
  },
  "Venus/Mars": {
    meets:
      "Few pulls between two people are as romantic and physical: {b} pursues, {a} enjoys being pursued, and the chemistry between {A} Venus and {B} Mars is obvious to everyone. Keep courting each other once the first rush settles.",
    flows:
      "{A} Venus and {B} Mars share an easy, affectionate attraction, warm rather than stormy. Physical closeness feels natural, and you move well together in daily life, from dancing to decorating.",
    presses:
      "Strong attraction comes tangled with friction: {B} Mars wants action just when {A} Venus wants tenderness, and the sparks fly both ways. The tension can be exciting; make sure it comes out as affection, not only arguments.",
  },
  "Venus/Jupiter": {
    meets:
      "Gifts, praise and treats flow freely, because {B} Jupiter showers {A} Venus with generosity. You enjoy life together lavishly, so keep an eye on the credit card and the dessert menu.",
    flows:
      "{A} Venus and {B} Jupiter share good humour and kindness, and {b} brings out the warmest side of {a}. Celebrations, travel and evenings with friends are a pleasure you both look forward to.",
    presses:
      "Too many treats, too grand a plan, too little saved: {B} Jupiter can overdo things for {A} Venus. The affection is sincere, but agree on spending and make room for simple pleasures too.",
  },
  "Venus/Saturn": {
    meets:
      "{B} Saturn binds {A} Venus in a serious, loyal bond that often lasts, though {a} may sometimes find the love of {b} reserved or dutiful. Warmth grows with time and shared commitment.",
    flows:
      "A sense of security settles over you: {B} Saturn steadies {A} Venus, and {a} brings tenderness to the reliability of {b}. It’s a good foundation for long-term plans, from a shared home to a pension.",
    presses:
      "{a} may feel unappreciated when {b} criticises spending or holds back affection, for {B} Saturn can feel restrictive to {A} Venus. The bond can endure if warmth is shown deliberately and often.",
  },
  "Venus/Uranus": {
    meets:
      "Attraction strikes suddenly and feels thrilling and unusual, with {B} Uranus electrifying {A} Venus. It may run hot and cold, so give each other space and let the relationship find its own shape.",
    flows:
      "Unexpected gifts and outings keep romance fresh, as {A} Venus and {B} Uranus bring playful affection and {b} keeps surprising {a}. Neither of you feels tied down.",
    presses:
      "Sudden changes of mood or plans from {b} can leave {a} longing for something more reliable, with {B} Uranus unsettling {A} Venus. The excitement is real; agree where freedom ends and commitment begins.",
  },
  "Venus/Neptune": {
    meets:
      "Romance, idealism and soft focus surround you, as {B} Neptune makes {A} Venus feel like a dream come true. It’s deeply tender, but check that you love the actual person and not only the fantasy.",
    flows:
      "Music, art and candlelit evenings suit you, since {A} Venus and {B} Neptune share a gentle, romantic harmony. {b} sees beauty in {a}, and kindness comes without effort.",
    presses:
      "Disappointment follows when {B} Neptune idealises {A} Venus and real life intrudes, and agreements about money or loyalty can blur. Keep the romance, keep honesty beside it, and say what you actually need.",
  },
  "Venus/Pluto": {
    meets:
      "{B} Pluto draws {A} Venus into an intense, consuming attraction that is hard to forget. Love can remake you both, but jealousy and possessiveness need honest handling from the start.",
    flows:
      "Affection runs deep and lasts, and trust between {a} and {b} can heal old hurts, since {A} Venus and {B} Pluto work together. Passion tends to deepen with time rather than fade.",
    presses:
      "Love can start to feel like a test, as {B} Pluto tries to possess {A} Venus and {a} wonders what is being measured. The magnetism is strong; keep it healthy by respecting each other’s freedom and friendships.",
  },
  "Venus/Ascendant": {
    meets:
      "{a} finds {b} attractive at first sight, and {b} feels admired, with {A} Venus warming {B} Ascendant. It’s a lovely contact for romance and friendship alike, flattering to you both.",
    flows:
      "{a} likes the look and manner of {b}, and {b} enjoys being appreciated, with {A} Venus and {B} Ascendant creating easy charm. Weddings, parties and days out together are pleasant and relaxed.",
    presses:
      "{A} Venus is drawn to {B} Ascendant yet may dislike some of the habits or styles of {b}, so small tensions arise about looks, clothes or manners. Tact keeps the attraction sweet.",
  },
  "Venus/Midheaven": {
    meets:
      "{A} Venus graces {B} Midheaven: {a} admires the career and public image of {b}, and may help them along with charm and contacts. You make a good impression together at a work party.",
    flows:
      "{a} makes the working world of {b} feel more pleasant, as {A} Venus supports {B} Midheaven. It’s good for working side by side in creative or social jobs, such as design or events.",
    presses:
      "Working late can become a sore point: {A} Venus may feel the ambitions behind {B} Midheaven take too much time from love, or {a} may measure success differently from {b}. Talk about balance and how you back each other.",
  },
  "Mars/Mars": {
    meets:
      "{A} Mars and {B} Mars run on the same fuel, so your energy and drive are matched and often competitive. A shared sport, a joint project or a hard hike channels it well; idle evenings can turn into rows.",
    flows:
      "You pace each other in effort and enthusiasm, because {A} Mars and {B} Mars work well as a team. Training for an event, building a shed or driving across Europe together goes better than either expects.",
    presses:
      "{A} Mars and {B} Mars rub each other up the wrong way over pace, competition and who takes the lead, and tempers spike. The friction can be exciting, but agree on fair ways to argue and to cool down.",
  },
  "Mars/Jupiter": {
    meets:
      "{B} Jupiter boosts {A} Mars: {b} tells {a} to go for it, and together you take big, bold steps. Adventure holidays, sport and ambitious plans suit you, as long as someone reads the small print.",
    flows:
      "Projects flourish and confidence grows as {A} Mars and {B} Jupiter combine drive with optimism. You make a natural team for a charity run, a new venture or a trip far off the usual routes.",
    presses:
      "Overreaching is the risk, with {B} Jupiter urging {A} Mars further than is wise, or {a} finding {b} preachy about how things should be done. Keep plans realistic and respect each other’s pace.",
  },
  "Mars/Saturn": {
    meets:
      "{B} Saturn holds back {A} Mars: {b} slows {a} down and can feel like a brake or a guide, depending on the day. It’s valuable discipline, but resentment builds if {a} feels blocked too often.",
    flows:
      "{A} Mars and {B} Saturn work steadily together, with {a} supplying the push and {b} the method. You do well at long jobs that need stamina, from a loft conversion to a marathon training plan.",
    presses:
      "Anger from {a} meets cold refusal from {b}, and standoffs can drag on for days, since {B} Saturn frustrates {A} Mars. Clear roles and patience help; this contact asks you both to work on fairness.",
  },
  "Mars/Uranus": {
    meets:
      "{B} Uranus electrifies {A} Mars with sudden bursts of energy, excitement and daring. It’s wonderful for adventure and hard on stability, so build in a few safety nets, from savings to a spare key.",
    flows:
      "From a weekend climbing course to an unplanned road trip, {A} Mars and {B} Uranus enjoy inventive, adventurous action together. You keep each other energised and free.",
    presses:
      "{B} Uranus makes {A} Mars jumpy: arguments erupt out of nowhere, and {a} or {b} may act on impulse and regret it. Agree to pause before acting, and pour the spark into something creative.",
  },
  "Mars/Neptune": {
    meets:
      "{B} Neptune softens {A} Mars, so {a} may feel inspired one day and drained the next, and desire takes on a romantic, elusive quality. Be clear about intentions, especially around sex and money.",
    flows:
      "{A} Mars and {B} Neptune combine drive with imagination, good for dance, music, volunteering or art. {b} inspires {a}, and {a} gives practical shape to the dreams of {b}.",
    presses:
      "{a} can end up frustrated and unsure what {b} really wants, as {B} Neptune undermines or misleads {A} Mars. Be direct about plans and desires, and don’t leave things unsaid for the sake of peace.",
  },
  "Mars/Pluto": {
    meets:
      "{B} Pluto intensifies {A} Mars, bringing powerful desire, ambition and now and then a battle of wills. Pointed in the same direction, you make a formidable team that can move almost anything.",
    flows:
      "Together you achieve what neither could manage alone, as {A} Mars and {B} Pluto share strong, focused energy. Passion runs deep and steady rather than flaring and dying.",
    presses:
      "Fights about control can run deep when {B} Pluto provokes {A} Mars, and anger lingers long after the argument. The magnetism is real; avoid ultimatums and handle conflict with great care.",
  },
  "Mars/Ascendant": {
    meets:
      "{A} Mars charges straight at {B} Ascendant, so {a} finds {b} physically attractive and energising, though {b} may sometimes feel pushed. Chemistry is immediate, and so are the occasional clashes.",
    flows:
      "Tennis, dancing or long walks in the hills suit you better than a quiet night in: {A} Mars and {B} Ascendant make lively, active companions, and {a} encourages {b} to be bolder.",
    presses:
      "Arguments start over pace or manner, such as who walks too fast or talks too loud, because {A} Mars provokes {B} Ascendant. There’s attraction here too; keep the competition playful.",
  },
  "Mars/Midheaven": {
    meets:
      "{A} Mars fires up {B} Midheaven, urging {b} to chase ambitions harder and faster. It’s a strong push for a career, though {a} can come across as pushy about promotions and deadlines.",
    flows:
      "{A} Mars backs {B} Midheaven with practical help and energy for the work of {b}. You can work well side by side, whether running a stall, a shop or a campaign.",
    presses:
      "Rivalry can creep into working life, with {A} Mars challenging {B} Midheaven and {a} competing with {b} or criticising career choices. Respect each other’s paths, and turn the competitive streak into something that helps you both.",
  },
};
