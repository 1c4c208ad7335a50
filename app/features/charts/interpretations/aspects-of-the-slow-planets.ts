// Natal aspect readings for the pairs from Jupiter to Pluto, with each other and with the angles.
import type { AspectTexts } from "./aspect-texts";

export const ASPECTS_OF_THE_SLOW_PLANETS: AspectTexts = {
  "Jupiter/Saturn": {
    conjunction:
      "Jupiter conjunct Saturn, the great conjunction, comes round about every twenty years, most recently in 2020, so everyone born in roughly the same year shares it; it becomes personal mainly when it touches your Sun, Moon or an angle. Your cohort tends to fuse hope with realism, building ambitious structures on sober plans. Personally, it can give you a gift for turning vision into something solid. The shadow is lurching between overreach and restriction. Plan big, then test each step.",
    sextile:
      "Jupiter sextile Saturn holds for months, so it colours a whole group of births and matters more for you if it also contacts a personal planet or angle. It offers a sensible partnership between growth and caution: the chance to expand steadily rather than wildly. You may have a knack for saving, investing or building a career brick by brick. The opportunity still needs effort, so draw up long-range plans and review them every year.",
    square:
      "Jupiter square Saturn is shared by people born over several months, and it grows strongly personal only when it meets your Sun, Moon, a personal planet or an angle. The friction lies between optimism and caution, hope and fear, risk and security. You may swing between bold ventures and sudden retreats, especially with money or career. Handled well, that tension produces excellent judgement. Learn to tell when to press on and when to wait.",
    trine:
      "Jupiter trine Saturn marks a stretch of months, so many people born near your birthday share it; it speaks louder in your life if it links to a personal planet or angle. It offers an easy balance between expansion and structure, a steady instinct for how fast to grow. You may have good timing in business, teaching or public service. The risk is complacency, so keep setting yourself a goal just beyond reach.",
    opposition:
      "Jupiter opposite Saturn belongs to everyone born within a few months of you, and it becomes yours in particular when it touches a personal planet or angle. It sets opportunity against duty, and the pull often shows through other people: a generous friend urging adventure and a strict employer urging prudence, say. You may feel caught between yes and not yet. Balance grows when you plan for both, leaving room in the budget for a little risk.",
  },
  "Jupiter/Uranus": {
    conjunction:
      "Jupiter conjunct Uranus forms about every fourteen years and stays close for months, so it marks a whole birth cohort; it becomes personal when it touches your Sun, Moon or an angle. It fuses luck with surprise: sudden breakthroughs, unexpected journeys, bright ideas that land in a flash. People born under it tend to welcome change and new technology. The shadow is restless risk-taking. Make room for freedom, but keep a safety net.",
    sextile:
      "Jupiter sextile Uranus is a months-long link shared by your age group, and it grows personal if it contacts your own planets or angles. It offers openings through innovation, such as a new app, a fresh subject of study or a chance meeting abroad. Many people born under it are quick to spot a coming trend. The opportunity needs action, so follow up odd ideas before someone else gets there first.",
    square:
      "Jupiter square Uranus lasts for months and belongs to everyone born across that stretch; it becomes individual when it hits a personal planet or angle. The friction lies between expansion and rebellion, and it can show as sudden changes of belief, job or country. You may crave freedom so fiercely that commitments feel like cages. That restlessness drives reinvention. Test new ventures on a small scale before betting everything on them.",
    trine:
      "Jupiter trine Uranus belongs to a whole season of births, and it becomes your own story mainly when it links to a personal planet or angle. It offers easy luck with new ideas: you adapt quickly to innovation and often find opportunity in upheaval that rattles others. People born under it can make natural inventors, travellers or reformers. The risk is taking lucky breaks for granted. Turn your flashes of insight into finished projects.",
    opposition:
      "Jupiter opposite Uranus spans months and marks a cohort, touching you personally only if it falls on a personal planet or angle. It sets growth against independence, and other people may bring sudden opportunities or disruptions, such as a surprise job offer overseas or a partner who wants to move. You might swing between joining a grand cause and going solo. Balance comes when you welcome freedom within commitments, not instead of them.",
  },
  "Jupiter/Neptune": {
    conjunction:
      "Jupiter conjunct Neptune recurs about every thirteen years and holds for months, so your whole birth group shares its dreamy idealism; it becomes personal when it touches a personal planet or angle. It magnifies compassion, faith and imagination, perhaps drawing you to music, film, spirituality or charity work. The shadow is gullibility or escapism, from wishful investments to too many late nights. Keep one foot on solid ground while you dream.",
    sextile:
      "Jupiter sextile Neptune lasts months, shaping a cohort, and it gains personal weight if it meets your own planets or angles. It offers opportunities through generosity and imagination: a charity fun run, a quiet retreat, a creative writing course. You may carry a gentle faith that helps others feel hopeful. The opportunity needs steady effort, so give your ideals a regular slot in the week rather than waiting for inspiration.",
    square:
      "Jupiter square Neptune belongs to everyone born over several months, and it matters most when it touches a personal planet or angle. The friction lies between faith and facts: you may overestimate people, schemes or your own stamina. Disillusion can follow, but it teaches discernment, and the compassion underneath is genuine. Check the details before you give money or time away, and let inspiration be tested by reality.",
    trine:
      "Jupiter trine Neptune is a months-long harmony, common to your birth cohort, and it becomes yours in particular if it links to a personal planet or angle. It gives an easy flow between faith and imagination, perhaps with a natural talent for music, healing or spiritual teaching. Kindness comes without effort. The risk is drifting, so pair your inspiration with practical goals and a regular practice you keep even on dull days.",
    opposition:
      "Jupiter opposite Neptune spans months and is shared by many people born near you; it turns personal chiefly when it touches your own planets or angles. It sets belief against illusion, and other people may play the guru, the saviour or the charming deceiver in your story. You might swing between blind trust and weary cynicism. Balance comes when you keep your ideals while asking clear, practical questions.",
  },
  "Jupiter/Pluto": {
    conjunction:
      "Jupiter conjunct Pluto returns every twelve or thirteen years and lingers for months, so it marks a whole cohort; it becomes personal when it falls on a personal planet or angle. It fuses ambition with intensity and may give you a hunger for influence, wealth or deep understanding. People born under it are often drawn to sweeping change. The shadow is pursuing power for its own sake. Use your drive to empower others.",
    sextile:
      "Jupiter sextile Pluto lasts for months, so your age group shares it; it becomes personal when it contacts your Sun, Moon, another personal planet or an angle. It offers openings through research, finance or leadership, and a knack for turning around something that looked lost. The opportunity needs commitment. Take on one ambitious project that demands depth, such as rescuing a struggling business or mastering a difficult subject.",
    square:
      "Jupiter square Pluto is shared by everyone born in the same stretch of months, and it becomes individual when it hits your personal planets or angles. The friction lies between growth and control: you may want more power, money or influence than is wise. Clashes with authority can follow. Yet the tension forges determination and strong conviction. Keep your ambitions ethical and your methods open to scrutiny.",
    trine:
      "Jupiter trine Pluto belongs to a months-long window of births, and it grows personal if it touches a personal planet or angle. It offers a natural ability to gather resources and to persuade people towards worthwhile ends. You may do well in finance, investigative work or reform. The risk is taking that quiet influence for granted. Use it to lift others, and stay curious about what lies beneath the surface of things.",
    opposition:
      "Jupiter opposite Pluto lasts months and is shared by your birth cohort; it becomes personal when it touches your own planets or angles. It sets ambition against control, and the struggle often appears through powerful people: bosses, rivals, landlords or institutions. You might feel that others want to limit your growth. Balance comes when you claim your power openly and refuse either to manipulate or to be manipulated.",
  },
  "Jupiter/Ascendant": {
    conjunction:
      "Jupiter conjunct the Ascendant means Jupiter was rising at your birth, so warmth, optimism and a certain largeness of spirit colour your first impression. People feel encouraged around you, and you may have a broad smile, a generous frame or a loud laugh. Opportunities often find you because you seem open to them. The shadow is overpromising or overindulging. Let your generosity be real, but keep track of your commitments and your waistline.",
    sextile:
      "With Jupiter sextile the Ascendant, a friendly, hopeful manner helps you make lucky connections, as long as you put yourself forward. Saying hello to a stranger on a train, offering to help at an event or sharing your enthusiasm openly can lead to surprising opportunities. The gift needs a little courage. Without it, you may stay politely in the background. Let people see your optimism, and follow up on the openings it brings.",
    square:
      "Jupiter square the Ascendant creates friction between your natural expansiveness and how you want to be seen. You might come across as more confident than you feel, or overreach to prove yourself. The temptation is to exaggerate, overeat or take on too much. Yet the friction drives you to grow into a bigger version of yourself. Check your promises against your calendar, and allow your real enthusiasm to speak for itself.",
    trine:
      "Jupiter trine the Ascendant gives you an easy, natural optimism that others find uplifting. You tend to land on your feet, attract helpful people and carry yourself with friendly assurance. Travelling, teaching and hosting come naturally. Because good fortune seems to follow you, you may not build resilience for hard times. Keep a little humility and a little savings, so luck has something solid to stand on.",
    opposition:
      "Jupiter opposite the Ascendant places Jupiter on the Descendant, so growth and good fortune often come through partners, clients and close allies. You may attract generous, worldly or wise people, or expect a relationship to solve everything. The tension is between your own development and the pull of what others offer. Balance comes when you bring your own gifts to the partnership instead of waiting to be rescued by someone else’s.",
  },
  "Jupiter/Midheaven": {
    conjunction:
      "Jupiter conjunct the Midheaven means Jupiter was culminating at your birth, so expansion and good fortune sit at the top of your chart. Your vocation may involve teaching, law, publishing, travel or any field that broadens horizons, and people often see you as a natural leader. Recognition can come early. The shadow is arrogance or overextending yourself. Stay grateful, and let your success open doors for others too.",
    sextile:
      "With Jupiter sextile the Midheaven, career opportunities appear when you stretch towards them. Applying for an international post, joining a professional body or mentoring junior colleagues can raise your standing. You have a good instinct for growth at work. The opportunity needs initiative, so don’t rely on luck alone. Set a bold professional aim each year and take at least one concrete step towards it.",
    square:
      "Jupiter square the Midheaven creates friction between ambition and your sense of proportion. You may aim for roles that are too big too soon, or feel torn between career growth and home life. Bosses may seem either too restrictive or too lax. Yet the tension pushes you to develop a vocation that truly fits your values. Plan your ascent in stages, and check that the next promotion serves the life you want.",
    trine:
      "Jupiter trine the Midheaven gives you an easy flow between your aims and your public role. Promotions, contacts and recognition often come without a struggle, and you may enjoy a reputation for fairness and generosity. The risk is taking success for granted and never testing your limits. Use your good fortune to take on meaningful challenges, and share the credit widely with the people who helped you.",
    opposition:
      "Jupiter opposite the Midheaven places Jupiter on the IC, so abundance and faith gather around home, family and inner life. You may grow up in a large or lively household, or later create a welcoming home that friends treat as their own. The tension lies between this rich private world and the demands of public ambition. Balance comes when your home feeds your work, and your work supports the home.",
  },
  "Saturn/Uranus": {
    conjunction:
      "Saturn conjunct Uranus last formed in 1988 and returns roughly every forty-five years, so it marks a generation; it becomes personal when it touches a personal planet or angle. It fuses tradition with innovation, and people born under it can be skilled at building new systems that actually last. You may feel pulled between safety and freedom in your career or home. Practise turning bright ideas into steady routines.",
    sextile:
      "Saturn sextile Uranus holds for months and marks everyone born during that window; it becomes personal when it contacts your own planets or angles. It offers a chance to combine discipline with originality, like a careful scientist who also paints. Many born under it are good at reforming institutions gradually. The opportunity needs effort, so look for ways to modernise your workplace or household without throwing out what works.",
    square:
      "Saturn square Uranus, which formed repeatedly during 2021, is shared by everyone born in such periods; it becomes individual when it touches a personal planet or angle. The friction lies between old and new, rules and rebellion. You may feel stifled by structures one year and unsettled by change the next. Yet the tension drives you to build new frameworks. Learn which traditions to keep and which to let go.",
    trine:
      "Saturn trine Uranus belongs to a whole cohort, and it becomes personal if it touches your Sun, Moon or an angle. It offers an easy blend of stability and invention: you can introduce change without chaos. People born under it may excel in engineering, science or reform. The risk is taking this balance for granted. Use it to guide others through change, perhaps by mentoring a nervous colleague through a new system.",
    opposition:
      "Saturn opposite Uranus spans months and belongs to your age group; it becomes personal when it touches your planets or angles. It sets security against freedom, and you may meet others who embody one extreme or the other: the rigid boss, the chaotic friend. Relationships might swing between control and rebellion. Balance comes when you let old and new coexist, adapting without losing your foundations.",
  },
  "Saturn/Neptune": {
    conjunction:
      "Saturn conjunct Neptune came together in 1989 and again around 2026, and it is shared by everyone born in those windows; it becomes personal when it touches a personal planet or angle. It fuses reality with dream, and people born under it may be good at giving ideals a practical form, such as a working charity or a structured art. Disillusion can also be a theme. Give your dreams deadlines and budgets.",
    sextile:
      "Saturn sextile Neptune lasts for months and is common to your birth cohort; it becomes personal when it contacts your own planets or angles. It offers a quiet opportunity to ground spiritual or creative longings in steady work. You may be suited to careers in healing, design or social care. The opportunity requires patience and practice. Build a daily routine that gives your imagination a reliable container.",
    square:
      "Saturn square Neptune is shared by everyone born over a few months, and it matters most when it touches a personal planet or angle. The friction lies between duty and longing, structure and dissolution. You may feel that reality keeps crushing your dreams, or that your dreams keep undermining your plans. Yet the tension can produce great compassion and resilience. Separate fantasy from goal, and work steadily on the goal.",
    trine:
      "Saturn trine Neptune belongs to a cohort and grows personal if it links to a personal planet or angle. It offers an easy blend of realism and vision: you can turn inspiration into practical results. You may have a talent for architecture, music or any craft that needs both discipline and imagination. The risk is complacency. Keep stretching your dreams, and use your patience to see them through.",
    opposition:
      "Saturn opposite Neptune spans months and is shared by many people born near you; it becomes individual when it touches your own planets or angles. It sets structure against idealism, and you may meet others who represent either hard fact or vague hope. You might swing between cynicism and escapism. Balance comes when you keep faith in your ideals while dealing honestly with the limits of time and money.",
  },
  "Saturn/Pluto": {
    conjunction:
      "Saturn conjunct Pluto formed in 1982 and again in January 2020, so it is shared by everyone born around those times; it becomes personal when it touches a personal planet or angle. It fuses discipline with intensity, giving people born under it great endurance when times are hard. You may feel called to rebuild things from the foundations up, from a family business to your own health. The shadow is rigid control. Build slowly, and let go of what has already died.",
    sextile:
      "Saturn sextile Pluto lasts for months and colours a whole cohort; it turns personal when it contacts your own planets or angles. It offers the chance to use patient effort to bring about deep, lasting change, whether in a company, a neighbourhood or your own habits. You may have a quiet talent for strategy and for holding steady under pressure. The opportunity needs commitment, so choose one structure in your life to reform and stay with it for years.",
    square:
      "Saturn square Pluto is shared by everyone born across several months, and it turns individual when it meets a personal planet or angle. The friction lies between control and transformation: you may feel squeezed by authorities, by circumstance or by your own fears. A redundancy, a forced move or a family crisis can push you to rebuild. Over time this tension forges remarkable strength. Accept what you cannot change, and put your effort where it can make a real difference.",
    trine:
      "Saturn trine Pluto belongs to a whole birth cohort, and it grows personal if it touches a personal planet or angle. It offers natural stamina and the ability to stay calm under heavy pressure. You may do well in long projects, crisis management, surgery, archive research or any work that asks for deep focus. The risk is taking your resilience for granted and quietly overloading yourself. Use that strength to steady other people when times get hard, and rest before you need to.",
    opposition:
      "Saturn opposite Pluto spans months and is shared by your age group; it becomes personal when it touches your own planets or angles. It sets established authority against deeper forces of change, and you may meet people who seem controlling, obstructive or quietly threatening. Power struggles can surface at work, in a dispute with a landlord or over family decisions. Balance comes when you claim your own authority calmly, keep good records, and refuse either to bully or to be bullied.",
  },
  "Saturn/Ascendant": {
    conjunction:
      "Saturn conjunct the Ascendant means Saturn was rising when you were born, so your first impression is serious, reserved and reliable. People may take you for older than your years, and you usually grow more at ease in your own skin as time passes. Responsibility often came early. The shadow is shyness or a guarded manner that keeps your warmth out of sight. Let a smile arrive sooner, and trust that your steadiness is already an asset.",
    sextile:
      "With Saturn sextile the Ascendant, you can project competence and calm when it counts. A well-prepared interview, a tidy presentation or a steady voice in a tense room tends to impress. The gift grows with deliberate practice, like rehearsing a speech aloud or turning up punctually week after week. Without effort, you may simply seem quiet. Build a name for reliability, and people will bring you real responsibility.",
    square:
      "Saturn square the Ascendant creates friction between how you want to come across and a nagging sense of not measuring up. You may feel self-conscious about your body, your voice or your place in a group, and criticism can sting for weeks. The struggle gradually builds a dignified, earned confidence that no one can take away. Notice when self-doubt makes you stiff, and practise treating yourself with the patience you would offer a friend.",
    trine:
      "Saturn trine the Ascendant gives you an easy dignity and a natural air of dependability. People trust you with keys, accounts and secrets, and you rarely make a spectacle of yourself. You tend to age well, in looks and in confidence alike. Because steadiness comes naturally, you might not notice when you have turned too cautious or too formal. Let yourself be playful now and then, and show the warmth behind the composure.",
    opposition:
      "Saturn opposite the Ascendant places Saturn on the Descendant, so commitment, duty and hard lessons come largely through partners and close associates. You may marry late, choose older or more serious partners, or find that relationships ask for real work. Other people can seem critical or restrictive. The remedy lies in clear, fair agreements and shared responsibility, so that partnerships feel like sturdy foundations rather than cages.",
  },
  "Saturn/Midheaven": {
    conjunction:
      "Saturn conjunct the Midheaven means Saturn was culminating at your birth, so ambition, duty and reputation sit at the peak of your chart. You may climb slowly but surely to positions of real authority, often in established professions such as law, government, engineering or finance. Recognition tends to come later rather than sooner. The shadow is fearing failure so much that you dodge the risks success requires. Build your career step by step, and guard your integrity.",
    sextile:
      "With Saturn sextile the Midheaven, careful planning pays off in your working life. Professional qualifications, a long-term savings strategy or a patient climb within one organisation can take you further than flashier paths. The opportunity needs discipline: setting goals, meeting deadlines, learning how the system works. Without that effort, it stays latent. Sketch out a five-year plan and review it every spring.",
    square:
      "Saturn square the Midheaven creates friction between ambition and obstacles, or between career demands and family duties. You may feel held back by bosses, by circumstances or by caring responsibilities at home. Progress can seem slow and hard-won. Yet the tension builds resilience and a genuine authority that others come to respect. Treat setbacks as apprenticeships, and keep developing the skills that make you hard to replace.",
    trine:
      "Saturn trine the Midheaven gives you an easy alignment between discipline and public role. You shoulder responsibility well, earn respect steadily and may rise to positions of trust without much drama. Professions that demand patience and structure, such as accountancy, architecture or public administration, often suit you. The risk is becoming complacent or too conventional. Take on a demanding project every so often, so your competence keeps growing.",
    opposition:
      "Saturn opposite the Midheaven places Saturn on the IC, so duty and structure gather around home, family and your private foundations. You may have grown up with heavy responsibilities, a strict parent or a sense that the household needed holding together. Later, buying property or caring for relatives can shape your choices. The tension is between private obligations and public goals. A secure base that supports you without confining you is the aim.",
  },
  "Uranus/Neptune": {
    conjunction:
      "Uranus conjunct Neptune was exact around 1993, and people born in the years either side share it, so read it first as a generational theme; it becomes personal when it sits on a personal planet or angle. It fuses invention with imagination, and your cohort grew up as digital life and dream life blended, from online worlds to new spiritual paths. The shadow is losing track of what is real. Ground your visions with plain routines and offline friendships.",
    sextile:
      "Uranus sextile Neptune stays in range for years, so it belongs to whole generations, and it becomes personal when it contacts your Sun, Moon, another personal planet or an angle. It offers a quiet openness to new ideals, whether through technology, music, alternative health or community projects. People born under it often adapt gracefully when cultural values shift. The opportunity needs effort, so explore your visionary interests in practical ways, like a workshop or a shared creative project.",
    square:
      "Uranus square Neptune lingers for years and is shared by everyone born in that span, becoming personal only when it meets a personal planet or angle. The friction lies between sudden change and slow dissolution: you may sense that the ground keeps shifting under your beliefs. People born under it can swing between rebellion and disillusion. The same tension sparks creative protest and spiritual searching. Channel restlessness into art, activism or a practice that steadies the mind.",
    trine:
      "Uranus trine Neptune marks a generation rather than an individual, lasting years, and it matters more for you if it links to a personal planet or angle. It offers an easy flow between invention and imagination, perhaps a knack for music, film or technology that moves people. Those born under it tend to welcome new ideas without losing compassion. The risk is taking such vision for granted and never building anything with it. Put one of your ideas into concrete, shareable form.",
    opposition:
      "Uranus opposite Neptune last formed early in the twentieth century, so it belongs to a generation now almost entirely gone, and hardly any living reader has it. Like every slow pairing, it would speak personally only through a personal planet or angle. It sets sudden change against dreaming, and the people born under it lived between revolution and escapism. If you find it in an older relative’s chart, read it as a story of ideals tested by upheaval.",
  },
  "Uranus/Pluto": {
    conjunction:
      "Uranus conjunct Pluto formed in the mid-1960s, so everyone born in those years carries it as a generational signature; it becomes personal when it touches a personal planet or angle. It fuses revolution with transformation, and your cohort arrived amid civil rights struggles, the space race and shifting ideas about family and freedom. You may feel you have to reinvent yourself more than once. The shadow is extremism. Put your drive for change into projects that build rather than only tear down.",
    sextile:
      "Uranus sextile Pluto lasts for years and is shared by a whole generation; it becomes personal when it contacts a personal planet or angle. It offers chances to bring about change through a mix of invention and determination, often behind the scenes. People born under it may have a talent for reforming systems quietly, from school policies to software. The opportunity needs effort, so look for a practical way to improve something in your community and see it through.",
    square:
      "Uranus square Pluto formed in the early 1930s and again, exact several times, between 2012 and 2015, so it marks those birth cohorts; it becomes individual when it touches a personal planet or angle. The friction lies between liberation and entrenched power, and both groups arrived amid upheaval and rapid change. If this is in your chart, you may be quick to question authority and slow to accept easy answers. The shadow is restlessness that burns out. Pick one cause worth standing up for.",
    trine:
      "Uranus trine Pluto marks a generation and lasts years, so it grows personal only if it links to a personal planet or angle. It offers an easy flow between change and depth: people born under it can transform situations without too much chaos. You may sense which reforms will stick and which are passing fads. The risk is taking this ability for granted and sitting out the changes around you. Use your insight to help others through transitions at work or at home.",
    opposition:
      "Uranus opposite Pluto formed at the very start of the twentieth century, so no living reader has it, and like any slow pairing it would turn personal only through a personal planet or angle. It sets freedom against power, and the people born under it came of age in an era of world war, revolution and collapsing empires. If you find it in a grandparent’s or great-grandparent’s chart, read it as a tale of upheaval endured and survived.",
  },
  "Uranus/Ascendant": {
    conjunction:
      "Uranus conjunct the Ascendant means Uranus was rising when you were born, so you strike people as original, unpredictable and a little electric. You may dress unconventionally, fidget with restless energy or say the unexpected thing at exactly the wrong moment. Independence sits at the centre of who you are. The shadow is rebelling by reflex, even against sound advice. Let your originality serve a purpose, and choose which rules are really worth breaking.",
    sextile:
      "With Uranus sextile the Ascendant, you can show a fresh, inventive side of yourself whenever you choose. A bold haircut, an unusual hobby or a surprising idea in a meeting tends to win curiosity rather than disapproval. The gift needs a little daring, or you may blend in more than you need to. Let people see your quirks, and seek out groups where new thinking is welcome.",
    square:
      "Uranus square the Ascendant creates friction between your need for freedom and the way you fit in with others. You may feel like an outsider, react jumpily under pressure or change your image abruptly. Dealings with teachers and bosses can be tense. Yet the tension pushes you to develop an identity that is truly your own. Find safe outlets for restlessness, such as travel or creative experiment, and pause before reinventing yourself overnight.",
    trine:
      "Uranus trine the Ascendant gives you an easy, natural originality in how you meet the world. You settle quickly into new places, befriend unusual people and seem at home with change. Others often find you refreshing and open-minded. Because independence comes so easily, you might avoid commitments that require steadiness. Pair your inventive spirit with persistence, and you can make real changes rather than only inspire them in others.",
    opposition:
      "Uranus opposite the Ascendant places Uranus on the Descendant, so surprise and independence come largely through partners. You may attract free spirits, form unconventional unions or find relationships that start and end suddenly. Other people can seem impossible to predict. The tension is between your wish for stability and your attraction to excitement. Partnerships work best when you design them with plenty of space, so both people can keep growing and changing.",
  },
  "Uranus/Midheaven": {
    conjunction:
      "Uranus conjunct the Midheaven means Uranus was culminating at your birth, so originality and change sit at the top of your chart. Your career may take sudden turns or lead you into technology, science, activism or self-employment, and people may see you as a maverick. The shadow is a restlessness that makes it hard to stay anywhere long enough to build something. Choose work that rewards innovation, and give yourself permission to change direction.",
    sextile:
      "With Uranus sextile the Midheaven, career openings appear through innovation and unusual contacts. Learning a new piece of software, joining a start-up or proposing a fresh approach at work can brighten your prospects. The opportunity needs initiative, or you may stay stuck in a role that bores you. Keep an eye on emerging trends in your field, and try small experiments before making big leaps.",
    square:
      "Uranus square the Midheaven creates friction between ambition and independence, or between career and home life. You may change jobs suddenly, clash with managers or feel unsettled wherever you live. That instability can be exhausting. Yet the tension pushes you to craft a vocation that gives you real freedom. Build transferable skills and a financial cushion, so you can make changes by choice rather than in a panic.",
    trine:
      "Uranus trine the Midheaven gives you an easy talent for innovation in your working life. You may advance through unusual routes, spot openings others miss and adapt smoothly when your industry shifts. Colleagues often value your fresh ideas. The risk is treating your gift as a party trick instead of a serious asset. Commit to a few bold projects and see them through to the end.",
    opposition:
      "Uranus opposite the Midheaven places Uranus on the IC, so change and surprise gather around home and family. You may have moved often as a child, had an unconventional upbringing or felt that home was never fully settled. Later, you might prefer an unusual living arrangement, such as a boat, a shared house or frequent moves. The tension is between private freedom and public responsibility. Aim for a home base that can flex without breaking.",
  },
  "Neptune/Pluto": {
    conjunction:
      "Neptune conjunct Pluto last happened in the 1890s, and no living reader was born under it; the pair meets only about once every five centuries. Like every slow aspect it marked a whole generation and would speak personally only through a personal planet or angle. It fused dreaming with deep change, and the people born under it lived through world wars, new mass media and the fall of old empires. In an ancestor’s chart, read it as that vast backdrop.",
    sextile:
      "Neptune sextile Pluto has held since the middle of the twentieth century and lasts for decades, so nearly everyone reading this has it. As a shared generational mark, it turns personal mainly when it touches your Sun, Moon, another personal planet or an angle. It offers a collective chance for ideals and deep change to work together, visible in growing interest in therapy, ecology and spiritual exploration. Pick one cause that matches your values, and give it steady time.",
    square:
      "Neptune square Pluto has not formed within living memory, so you are very unlikely to find it in a modern chart; if yours shows one, check the birth data. It would be a generational aspect, personal only through a personal planet or angle. Its friction would set dreams against power, collective illusions against hard, irreversible change. In a historical chart, read it as an age when ideals and upheaval clashed openly.",
    trine:
      "Neptune trine Pluto is another aspect outside living memory, so no one alive today was born with it, and if your chart seems to show one the birth details are worth checking. Were it present, it would mark a generation rather than a person, speaking individually only through a personal planet or angle. Its easy flow between imagination and transformation would suit eras of quiet cultural renewal. Read it in historical charts as that gentle background current.",
    opposition:
      "Neptune opposite Pluto falls far outside living memory, since the two need roughly five centuries to complete their cycle, so it will not appear in the chart of anyone alive. As with all slow pairs, it would colour an era, turning personal only through a personal planet or angle. The tension it describes runs between collective dreams and deep, lasting change. Study it in historical charts if the long rhythms of the outer planets fascinate you.",
  },
  "Neptune/Ascendant": {
    conjunction:
      "Neptune conjunct the Ascendant means Neptune was rising at your birth, so you come across as gentle, dreamy and hard to pin down. People tend to project their hopes onto you, seeing an artist, a healer or a mirror of themselves. You may be sensitive to atmosphere, crowds and even caffeine or alcohol. The shadow is losing yourself in other people’s expectations. Keep clear boundaries, and let your sensitivity become a gift rather than a burden.",
    sextile:
      "With Neptune sextile the Ascendant, you can bring a soft, intuitive quality to the way you meet people. A kind word at the right moment, a calm presence in a hospital waiting room or an artistic touch to your clothes helps others relax. The opportunity needs cultivation, such as practising a creative skill or volunteering. Without it, the gift remains a faint glow. Let your compassion show in small, everyday acts.",
    square:
      "Neptune square the Ascendant creates friction between your sense of self and a tendency to blur or hide it. You may feel unsure how others see you, reshape your image to please them or find yourself misunderstood. Confusion, and sometimes deception, can creep into relationships. Yet the tension deepens empathy and imagination. Ask trusted friends for honest feedback, and ground yourself with routines that remind you who you are.",
    trine:
      "Neptune trine the Ascendant gives you an easy charm that feels gentle and imaginative. People sense your kindness and may find you quietly inspiring, even when you say little. You could have a natural flair for music, photography or any art that captures mood. The risk is drifting, or sidestepping hard truths because they feel unkind. Pair your intuition with practical steps, and your soft touch can achieve a great deal.",
    opposition:
      "Neptune opposite the Ascendant places Neptune on the Descendant, so partnerships carry an air of romance, idealism or confusion. You may attract artists, healers or people who need rescuing, or sense that others are never quite who they seemed at first. The tension lies between seeing partners clearly and yearning for a perfect union. Honest conversation, shared finances kept transparent and loving people as they actually are restore the balance.",
  },
  "Neptune/Midheaven": {
    conjunction:
      "Neptune conjunct the Midheaven means Neptune was culminating at your birth, so imagination and ideals sit at the peak of your chart. You may be drawn to careers in the arts, healing, spirituality, film or the sea, and your public image can feel glamorous or elusive. The shadow is uncertainty about direction, or being misrepresented by others. Keep clear records, define your goals in writing and let your vision serve a practical purpose.",
    sextile:
      "With Neptune sextile the Midheaven, your career can benefit from intuition, creativity and compassion, as long as you act on them. A side project in music, a trustee role at a charity or a post in design may open doors. The opportunity needs practical effort, or your ideals may stay daydreams. Set one creative or service goal each year, and follow it all the way through.",
    square:
      "Neptune square the Midheaven creates friction between your ideals and the demands of career or home. You may feel unsure about your path, idealise a job that later disappoints or feel pulled between family and vocation. The uncertainty can be draining. Yet the tension pushes you to find work with real meaning. Make decisions on facts as well as feelings, and read every contract carefully before you sign.",
    trine:
      "Neptune trine the Midheaven gives you an easy flow between imagination and public role. You may find work in the arts, healing or service without much struggle, and people often see you as compassionate and inspiring. The risk is drifting along and never pushing your talent to its full reach. Give your vision some structure, such as a portfolio, a training course or a business plan, and it can become a career that uplifts others.",
    opposition:
      "Neptune opposite the Midheaven places Neptune on the IC, so dreams and longing gather around home and family. You may have grown up with a parent who was absent, idealised or unwell, or felt that home was a refuge for the imagination. Later, you might long for a house near water or a quiet sanctuary. The tension is between private dreaming and public duties. Create a peaceful base that restores you and supports your work.",
  },
  "Pluto/Ascendant": {
    conjunction:
      "Pluto conjunct the Ascendant means Pluto was rising at your birth, so you come across as intense, watchful and hard to read. People may feel you can see straight through them, and you usually prefer to reveal yourself slowly. Your life may include several profound personal transformations, each leaving you stronger. The shadow is suspicion, or a need to control how others see you. Let trusted people in, and use your strength to support them.",
    sextile:
      "With Pluto sextile the Ascendant, you can draw on a quiet intensity when it counts. In a negotiation, an emergency or a difficult family conversation, your calm focus can be deeply persuasive. The gift needs to be used deliberately, or it stays hidden beneath a polite surface. Practise speaking from your depth rather than your nerves, and use your insight to help others through change.",
    square:
      "Pluto square the Ascendant creates friction between your sense of self and pressures to transform. You may face challenges to your identity, power struggles with others or the need to reinvent yourself more than once. The intensity can be exhausting. Yet this tension forges resilience and depth. Notice when you are trying to manage how others see you, and allow yourself to be vulnerable with people who have earned it.",
    trine:
      "Pluto trine the Ascendant gives you an easy magnetism and a natural resilience. People trust your judgement in a crisis, and you recover from setbacks with quiet strength. You may have a talent for research, therapy, detective work or anything that uncovers hidden truths. The risk is not realising how powerful you seem to others, especially when you are silent. Use your influence gently, and explain your reasoning so people don’t feel steamrollered.",
    opposition:
      "Pluto opposite the Ascendant places Pluto on the Descendant, so intensity and transformation come through partnerships. You may attract powerful, controlling or deeply transformative partners, or discover that relationships are where you confront your own power. The tension lies between merging completely and protecting yourself. Balance comes from honest, equal partnerships in which power is shared openly and money, decisions and secrets are not used as weapons.",
  },
  "Pluto/Midheaven": {
    conjunction:
      "Pluto conjunct the Midheaven means Pluto was culminating at your birth, so power and transformation sit at the top of your chart. You may be drawn to careers in research, medicine, finance, psychology or politics, and your reputation can be formidable. Your path may include dramatic rises, falls and comebacks. The shadow is obsession with status or control. Use your influence for the common good, and be honest about your ambitions.",
    sextile:
      "With Pluto sextile the Midheaven, career opportunities appear when you are willing to dig deep. Investigating a problem others ignore, restructuring a failing team or specialising in a demanding field can raise your standing. The opportunity needs commitment and courage. Without them, it stays latent. Choose one area of your work to master thoroughly, and let your reputation grow from real expertise.",
    square:
      "Pluto square the Midheaven creates friction between ambition and forces beyond your control, or between career and family. You may face power struggles with bosses, sudden changes at work or pressure to transform your path. The intensity can feel overwhelming. Yet the tension forges resilience and determination. Keep your methods ethical, build alliances and be ready to reinvent your career when the old one no longer fits.",
    trine:
      "Pluto trine the Midheaven gives you an easy capacity for influence and deep work in public life. You may rise steadily through skill in strategy, research or crisis management, and people trust you with serious responsibility. The risk is taking your power for granted or using it carelessly. Stay aware of your impact, and use your position to improve systems rather than merely to control them.",
    opposition:
      "Pluto opposite the Midheaven places Pluto on the IC, so power and transformation work through home, family and your deepest roots. You may have grown up amid family secrets, intense dynamics or a major upheaval such as a move or loss. Later, you might renovate homes, research ancestry or heal old patterns. The tension is between private depths and public ambitions. Balance comes from facing the past so it no longer shapes your future.",
  },
};
