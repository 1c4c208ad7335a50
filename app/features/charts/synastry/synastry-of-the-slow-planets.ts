// Synastry readings for the keys whose first point is Jupiter, Saturn, Uranus, Neptune or Pluto.

export const SYNASTRY_OF_THE_SLOW_PLANETS = {
  "Jupiter/Jupiter": {
    meets:
      "{A} Jupiter and {B} Jupiter share one place, which happens when two people are born within months of each other or about twelve years apart. Your hopes run the same way, so travel, study and big plans feel natural together.",
    flows:
      "You cheer each other on, because {A} Jupiter and {B} Jupiter want similar things from life. Whether it’s a cause, a faith or a dream of living abroad, your optimism adds up rather than competes.",
    presses:
      "Each of you holds a different picture of a good life, {A} Jupiter against {B} Jupiter, so you may disagree about beliefs, risk or what a holiday is worth. Respecting the other’s outlook tends to widen your own.",
  },
  "Jupiter/Saturn": {
    meets:
      "{a} brings the hope and {b} the caution, as {A} Jupiter joins {B} Saturn. It’s a strong pairing for building something that lasts, a business or a house, if each respects the way the other works.",
    flows:
      "Vision and realism sit well together: {A} Jupiter dreams up plans that {B} Saturn knows how to make solid. You’re a good team for property, savings or any long goal that needs both faith and patience.",
    presses:
      "{a} can feel held back and {b} rushed, because {A} Jupiter wants to expand where {B} Saturn wants to consolidate. Big decisions, like moving or changing jobs, go better when you meet halfway.",
  },
  "Jupiter/Uranus": {
    meets:
      "Lucky breaks and sudden openings seem to follow you, with {A} Jupiter lighting up {B} Uranus. You dare each other to take chances, whether that’s an unplanned trip or a complete change of career.",
    flows:
      "{a} believes in the unusual ideas of {b}, and unexpected opportunities arrive easily, since {A} Jupiter and {B} Uranus make a freeing mix. You enjoy trying things most couples would talk themselves out of.",
    presses:
      "Together you can grow restless, as {A} Jupiter and {B} Uranus egg each other towards risky plans and abrupt changes. Keep a little stability under the excitement, such as a savings buffer or a fixed home base.",
  },
  "Jupiter/Neptune": {
    meets:
      "{A} Jupiter and {B} Neptune share idealism, compassion and a feel for the spiritual. It’s lovely for charity work, art or faith, but watch for hopes that drift away from what is actually possible.",
    flows:
      "You dream well together, as {A} Jupiter brings faith and generosity to the imagination of {B} Neptune. Music, a retreat or a week by the sea brings out the gentlest side of you both.",
    presses:
      "A beautiful idea can cost you dearly, as {A} Jupiter and {B} Neptune feed each other’s illusions, overpromising or overspending. Keep the dreams, but check the figures and the small print together.",
  },
  "Jupiter/Pluto": {
    meets:
      "Combined, {A} Jupiter and {B} Pluto give you real power to make big things happen, from building a business to running a campaign. Watch that ambition doesn’t run away with you or swallow everything else.",
    flows:
      "{a} brings hope to the intensity of {b}, as {A} Jupiter eases {B} Pluto. Hard changes, such as a move, a recovery or starting again after a loss, go better with this kind of faith beside them.",
    presses:
      "Big goals can become contests of will between {A} Jupiter and {B} Pluto, with {a} and {b} each sure their way is right. Agree who leads which project before you start, not halfway through.",
  },
  "Jupiter/Ascendant": {
    meets:
      "{a} makes {b} feel confident and welcome from the first meeting, with {A} Jupiter warming {B} Ascendant. {b} tends to look and feel better around {a}, and the meals you share run long and generous.",
    flows:
      "{A} Jupiter lends {B} Ascendant warmth and encouragement, so {b} feels at ease and {a} enjoys the company. Holidays, weddings and parties together tend to go well.",
    presses:
      "Advice and grand gestures can swamp {b}, because {A} Jupiter tends to overwhelm {B} Ascendant, and help starts to feel like management. Generosity lands better when {a} waits to be asked.",
  },
  "Jupiter/Midheaven": {
    meets:
      "{a} opens doors for {b}, boosting confidence and believing in big ambitions, since {A} Jupiter brightens {B} Midheaven. It’s one of the most promising contacts for a career, and for a public life you share.",
    flows:
      "{A} Jupiter supports {B} Midheaven with good advice, contacts and steady faith in the work of {b}. A promotion, a course or a move abroad for a job goes more smoothly with {a} in the corner.",
    presses:
      "Career advice from {a} can miss the mark, as {A} Jupiter pushes {B} Midheaven towards goals that are simply too big. Encouragement is welcome, but let {b} set the direction and the pace.",
  },
  "Saturn/Saturn": {
    meets:
      "{A} Saturn and {B} Saturn share one place, usually because you were born within a year or so of each other, or some twenty-nine years apart. You face life’s tests to a similar timetable and respect each other’s sense of duty.",
    flows:
      "{A} Saturn and {B} Saturn agree about responsibility, so you mean the same thing by a promise. Splitting the bills, the chores and the care of an ageing parent is rarely a battle.",
    presses:
      "You take on responsibility differently, {A} Saturn and {B} Saturn out of step, often because you were born around seven or fourteen years apart. One may see the other as careless or rigid; divide duties clearly and kindly.",
  },
  "Saturn/Uranus": {
    meets:
      "Tradition and change sit side by side here: {A} Saturn wants order where {B} Uranus wants freedom. Respect both instincts, and you can build something original that also lasts, like a household run on rules you wrote yourselves.",
    flows:
      "Structure and invention work together, as {A} Saturn gives shape to the fresh ideas of {B} Uranus. You’re good at making something new, from renovating an old barn to starting a small company.",
    presses:
      "{a} may find {b} reckless, and {b} may find {a} controlling, since {A} Saturn and {B} Uranus pull between caution and rebellion. Agree which things are fixed, like the rent, and which stay open.",
  },
  "Saturn/Neptune": {
    meets:
      "{a} grounds the visions of {b}, as {A} Saturn gives form to {B} Neptune, though {b} may sometimes feel those dreams are being dismissed. Shared creative or spiritual work can give shape to both of you.",
    flows:
      "{A} Saturn helps {B} Neptune make dreams concrete, turning a vague wish for a cottage by the sea into a plan with dates and costs. {b} in return softens the seriousness of {a}.",
    presses:
      "{a} can be frustrated by vagueness and {b} hurt by coldness, since {A} Saturn and {B} Neptune speak different languages. Patience helps, and so do clear agreements written down.",
  },
  "Saturn/Pluto": {
    meets:
      "A heavy, serious bond forms between {A} Saturn and {B} Pluto: endurance, shared hardship, deep loyalty. It can feel burdensome at times, yet it can also build something almost unbreakable.",
    flows:
      "In a crisis you both stay calm, and after a setback you rebuild, because {A} Saturn and {B} Pluto give you stamina as a pair. Debt, illness or a failed business tends to make you a stronger team.",
    presses:
      "Control can become the battleground, with {A} Saturn and {B} Pluto locking into stubborn standoffs that neither will end. Naming what each of you fears losing usually loosens the grip.",
  },
  "Saturn/Ascendant": {
    meets:
      "{a} may seem serious or critical to {b} at first, with {A} Saturn weighing on {B} Ascendant, but proves steady and protective over time. {b} can feel self-conscious, yet also more grounded.",
    flows:
      "{A} Saturn supports {B} Ascendant with quiet reliability, helping {b} feel secure and capable. {a} is the one who checks the tyres before the long drive and means it as love.",
    presses:
      "Remarks from {a} about appearance or manners can leave {b} feeling judged, for {A} Saturn weighs on {B} Ascendant. Kind words matter more here than in most pairings, and praise said aloud goes a long way.",
  },
  "Saturn/Midheaven": {
    meets:
      "{a} takes the career of {b} seriously, offering discipline and structure, sometimes as a mentor and sometimes as a demanding boss, with {A} Saturn set firmly on {B} Midheaven. Progress is slow but solid.",
    flows:
      "{A} Saturn steadies {B} Midheaven with patient, practical support for long-term goals. {a} helps {b} plan a career step by step, such as a qualification that takes years.",
    presses:
      "To {b}, {a} can seem like an obstacle at work, doubting plans or demanding caution at the wrong moment, as {A} Saturn blocks {B} Midheaven. Learn to tell wise advice from fear.",
  },
  "Uranus/Uranus": {
    meets:
      "{A} Uranus and {B} Uranus share one place, as they do for anyone born within a couple of years of each other. It’s a generational bond rather than a personal one: the same music, gadgets and idea of freedom.",
    flows:
      "{A} Uranus and {B} Uranus agree across an age gap of roughly fourteen or twenty-eight years, a link shared by everyone born that far apart. It’s generational, not personal, but each finds the other’s new ideas easy to accept.",
    presses:
      "An age gap of around twenty or forty years sets {A} Uranus against {B} Uranus, as it does for everyone born that far apart. It’s a generational difference about technology, rules and freedom, not a personal flaw; curiosity bridges it.",
  },
  "Uranus/Neptune": {
    meets:
      "In {A} Uranus and {B} Neptune, inspiration joins imagination, a contact that speaks more to the spirit of your generations than to daily life. You may share unusual spiritual, musical or artistic interests.",
    flows:
      "Between {A} Uranus and {B} Neptune runs a quiet, generational sympathy: your ideals and your hopes for the future tend to fit. It colours your outlook more than your chores, but it makes big conversations easy.",
    presses:
      "Different generational dreams show up here: {a} may find the ideals of {b} hazy, and {b} may find the ideas of {a} too cold, as {A} Uranus and {B} Neptune rub. Treat it as a difference of eras, not of character.",
  },
  "Uranus/Pluto": {
    meets:
      "Shared convictions about how the world should change run through {A} Uranus and {B} Pluto, an intense and largely generational tie. In daily life it can show as a restless drive to reinvent how you live.",
    flows:
      "{A} Uranus and {B} Pluto link your generations’ appetite for change and renewal. Personally it shows as a shared willingness to break with the past when something no longer works.",
    presses:
      "Clashing views about society, change and control may surface between you, since {A} Uranus and {B} Pluto grind against each other. It’s a tension of eras more than of persons; listen before you pronounce.",
  },
  "Uranus/Ascendant": {
    meets:
      "{a} keeps surprising {b}, and {b} feels freer and more experimental around {a}, perhaps trying a new haircut or a hobby, as {A} Uranus jolts {B} Ascendant. It’s exciting, and not always predictable.",
    flows:
      "{A} Uranus refreshes {B} Ascendant, and {a} encourages {b} to be more authentic and adventurous without pressure. Trying a new city, a new style or a new sport together comes easily.",
    presses:
      "{a} can seem erratic to {b}, who may feel destabilised or rushed into change, with {A} Uranus unsettling {B} Ascendant. Keep the excitement, but allow {b} some steadiness too.",
  },
  "Uranus/Midheaven": {
    meets:
      "{A} Uranus shakes up {B} Midheaven, and {a} may spur {b} towards a sudden career change or an unconventional path. It’s liberating, though not always comfortable while it’s happening.",
    flows:
      "{A} Uranus brings fresh ideas to {B} Midheaven, so {a} helps {b} think differently about work. Freelancing, a new technology or a side business can take off with this support.",
    presses:
      "Before anyone hands in notice, weigh the excitement against the rent: {A} Uranus disrupts {B} Midheaven, and {a} may urge change just when {b} needs stability at work.",
  },
  "Neptune/Neptune": {
    meets:
      "{A} Neptune and {B} Neptune share one place, as they do for anyone born within a few years of each other. It’s a generational bond, not a personal one: the same dreams, escapes and songs that once felt sacred.",
    flows:
      "{A} Neptune and {B} Neptune fit together across a gap of roughly twenty-seven or fifty-five years, as between a parent and child or a grandparent and grandchild, a link their whole generations share. Ideals pass gently between you.",
    presses:
      "{A} Neptune and {B} Neptune stand at odds when around forty years lie between your births, as they do for every pair with that age gap. Your ideals and escapes differ by era; it’s generational, not personal.",
  },
  "Neptune/Pluto": {
    meets:
      "Dreams and depths join in {A} Neptune and {B} Pluto, a contact that belongs to the eras you were born in and that many of your contemporaries share. It shows mostly as shared spiritual or psychological questions.",
    flows:
      "{A} Neptune and {B} Pluto mostly reflect the eras you were born in, so read this one lightly. Where it shows, it brings a shared sense that life has hidden meaning worth looking for together.",
    presses:
      "Different collective moods show in {A} Neptune and {B} Pluto, a contact shared widely by people of your ages. It may come out as differing views about faith, power or society rather than personal friction.",
  },
  "Neptune/Ascendant": {
    meets:
      "{a} sees {b} through a soft, glamorous haze, and {b} feels romantic, inspired or slightly unsure what’s real, as {A} Neptune veils {B} Ascendant. It’s lovely for art, risky for clear expectations.",
    flows:
      "{A} Neptune gives {B} Ascendant a gentle glow, and {a} brings out the sensitivity and creativity of {b}. Music, photography or quiet walks by water suit you well.",
    presses:
      "First impressions can mislead: {A} Neptune blurs {B} Ascendant, so {b} may be unsure of the true intentions of {a}, or {a} may misread {b}. Honest conversations keep things clear.",
  },
  "Neptune/Midheaven": {
    meets:
      "{A} Neptune colours {B} Midheaven, and {a} can inspire {b} towards creative, caring or spiritual work. Keep an eye on practical goals, because career confusion or idealised plans can creep in.",
    flows:
      "{A} Neptune softens {B} Midheaven, so {a} helps {b} find meaning in work, perhaps in the arts, healing or charity. It’s a gentle, inspiring influence that rarely forces anything.",
    presses:
      "Vague or unrealistic career advice from {a} can leave {b} uncertain, because {A} Neptune fogs {B} Midheaven. Ground the dreams with plain plans and a deadline.",
  },
  "Pluto/Pluto": {
    meets:
      "{A} Pluto and {B} Pluto share one place, as they do for nearly everyone born within a few years of each other. It’s a generational bond, not a personal one: you came of age facing the same upheavals.",
    flows:
      "{A} Pluto and {B} Pluto fall into easy step across a wide gap in ages, a link shared by whole generations born decades apart. Your convictions about power and change tend to complement rather than collide.",
    presses:
      "{A} Pluto and {B} Pluto are at odds in the way whole generations born decades apart are, a shared tension about power, money and society rather than anything personal. Listening across the gap can be revealing.",
  },
  "Pluto/Ascendant": {
    meets:
      "{a} has a magnetic, almost hypnotic effect on {b} from the first meeting, and {b} may feel exposed or changed, with {A} Pluto fixed on {B} Ascendant. It can reshape how {b} presents to the world.",
    flows:
      "{A} Pluto empowers {B} Ascendant, and {a} helps {b} gain confidence and personal strength over time. {b} often looks back on knowing {a} as the start of a bolder self.",
    presses:
      "{a} may try to change the looks or habits of {b}, as {A} Pluto bears down on {B} Ascendant. The fascination is strong; respect for boundaries keeps it healthy, down to who chooses the haircut.",
  },
  "Pluto/Midheaven": {
    meets:
      "{A} Pluto drives {B} Midheaven hard, so {a} can profoundly alter the career or public standing of {b}, for good or ill. Power at work is the theme; use it well.",
    flows:
      "{A} Pluto strengthens {B} Midheaven, and {a} helps {b} find deeper purpose and lasting influence in public life. Ambitions grow more serious, and more achievable, with {a} involved.",
    presses:
      "Control over the career of {b} becomes the issue, with {A} Pluto clashing with {B} Midheaven and {a} steering choices or resenting success. Keep clear lines between support and domination.",
  },
};
