// Natal aspect readings for the pairs from Venus to Pluto and the angles.
import type { AspectTexts } from "./aspect-texts";

export const ASPECTS_OF_THE_PLANETS: AspectTexts = {
  "Venus/Mars": {
    conjunction:
      "Venus conjunct Mars fuses affection and desire into a single current, so when you like someone you also want them, and when you want something you chase it with charm. You flirt with energy, cook with gusto and decorate in bold colour. The shadow is impatience in love: chemistry can feel like proof of compatibility when it isn’t. Let an attraction simmer for a few dates before you decide it is destiny.",
    sextile:
      "With Venus sextile Mars, your warmth and your drive cooperate, though you still have to make the first move. You’re good at turning a spark into a plan: asking someone out, pitching a creative idea, organising the dinner everyone talks about for months. Because the harmony is mild, you can wait too long for the perfect moment. Practise small acts of romantic courage, such as sending the message today rather than next week.",
    square:
      "Venus square Mars sets what you want against what you value, and the friction shows most in love and creative work. You may be drawn to people who frustrate you, or find that arguments and attraction tend to arrive together. That restlessness can fuel passionate art and a vivid romantic life, yet it can also turn a tiff about the washing-up into high drama. Name a desire plainly before it hardens into irritation.",
    trine:
      "Venus trine Mars gives you an easy magnetism: you can be assertive without turning harsh and affectionate without losing your edge. Dating, dancing, haggling at a market and making things with your hands all tend to flow. Because charm comes so readily, you may never learn how to repair a real rift. Put the gift to work in a lasting relationship or a craft you stick with, rather than a string of pleasant beginnings.",
    opposition:
      "Venus opposite Mars stretches you between the wish to please and the urge to push, and you often meet one half of that pull in a partner. When you’re accommodating you may attract forceful people; when you’re in a fighting mood the gentle ones appear. Relationships can swing between tenderness and conflict. Balance comes when you own both sides yourself, asking clearly for what you want while still listening for what the other person needs.",
  },
  "Venus/Jupiter": {
    conjunction:
      "Venus conjunct Jupiter magnifies your capacity for pleasure, kindness and generosity. People usually find you gracious and easy to like, and good fortune often arrives through friends, the arts or a well-timed invitation. You love abundance: a full table, a packed bookshelf, a room ringing with laughter. The shadow is overindulgence in food, spending or flattery. Keep a simple budget and enjoy your treats without turning every evening into a feast.",
    sextile:
      "Venus sextile Jupiter opens doors through goodwill, provided you walk through them. A friendly word at a party, a handwritten thank-you note or a shared hobby can lead to a job offer or a friendship that lasts decades. You naturally see the best in people and in beautiful things. The risk is assuming luck will finish the job for you, so follow up the introductions you receive and make generosity a habit.",
    square:
      "With Venus square Jupiter, your appetite for pleasure can outrun your sense of proportion. You may promise more than you can deliver, shop to cheer yourself up, or idealise a partner until the ordinary person underneath disappoints you. The same friction pushes you to discover what truly satisfies rather than what merely looks lavish. Before a big purchase or grand romantic gesture, sleep on it and ask whether it fits your values.",
    trine:
      "Venus trine Jupiter gives you a natural gift for enjoying life and helping others enjoy it too. You’re often fortunate in friendship and love, and your taste in food, travel or art is generous rather than snobbish. Because good things come easily, you may never build discipline around money or effort. Treat your luck as something to share and steward, perhaps by hosting a regular supper club or supporting a local creative cause.",
    opposition:
      "Venus opposite Jupiter sets your personal pleasures against a larger hunger for meaning, and the pull often shows through other people. A partner may be the big spender or the big believer while you play the careful one, or the roles may flip. You can swing between indulgence and guilt. Shared rules about money and hospitality help, and so does letting faith and affection sit side by side without one swallowing the other.",
  },
  "Venus/Saturn": {
    conjunction:
      "Venus conjunct Saturn joins affection with caution, so love for you is serious, loyal and slow to build. You may have felt shy or unlovable when young, and you tend to prefer three trusted friends to a crowded party. Your taste runs to classic, well-made things: a good wool coat, solid furniture, a watch that lasts. The shadow is withholding warmth for fear of rejection. Show your care before you are certain it will be returned.",
    sextile:
      "With Venus sextile Saturn, you have a quiet talent for building relationships and finances that endure, as long as you put in steady effort. You’re dependable in love, sensible with money and often drawn to older friends or traditional crafts like joinery and tailoring. Opportunities arrive through patience: a regular savings plan, a long apprenticeship, a friendship tended over years. Because you play safe, allow yourself the occasional spontaneous treat.",
    square:
      "Venus square Saturn brings friction between the wish to be loved and the fear of not being enough. Early rejection, strict rules about affection or lean times at home may have taught you to guard your heart. The tension drives you to build real self-worth rather than borrowed approval, and that takes time. Notice when you choose coolness to dodge disappointment, and practise asking for affection in plain, simple words.",
    trine:
      "Venus trine Saturn gives you an easy steadiness in love and in matters of taste. You’re faithful, realistic about commitments and able to make a modest budget look elegant. Relationships often improve with age, and you may feel more attractive at fifty than you did at twenty. Because stability comes naturally, you can take it for granted and let romance go stale. Book small delights into your routine so loyalty never becomes mere habit.",
    opposition:
      "Venus opposite Saturn often plays out through partners who seem either too distant or too demanding. You may attract people who test your patience, or who need you to be the grown-up, or you may be the one holding back warmth. The tension between freedom to love and duty to commit runs through your closest bonds. Clear agreements, honest talk about expectations and the nerve to stay tender while keeping boundaries all restore the balance.",
  },
  "Venus/Uranus": {
    conjunction:
      "Venus conjunct Uranus electrifies your love life and your taste. You’re drawn to the unusual, whether that means an unconventional partner, a daring haircut or a band nobody else has heard of. Relationships can start suddenly and need plenty of breathing room. The shadow is dropping people the moment things feel ordinary. Build friendships and partnerships that include space, so that freedom and closeness can share the same roof.",
    sextile:
      "With Venus sextile Uranus, originality turns up as a pleasant bonus in your social and creative life. You make friends across unlikely circles, enjoy experimental art and bring a fresh touch to gifts and decorating. The opportunity asks for a little nerve: joining the odd club, choosing the offbeat fabric, saying yes to the strange invitation. Because the urge is mild, habit can win. Give your quirkier tastes a regular outlet.",
    square:
      "Venus square Uranus creates friction between a longing for closeness and a need for independence. Attractions may flare and vanish, or you may keep falling for people who are unavailable in some way. The restlessness makes you inventive in art and style, and it refuses to let any relationship become dull. Watch for the habit of stirring up upheaval just to feel alive, and talk about your need for space before it bursts out.",
    trine:
      "Venus trine Uranus gives you an easy, sparkling originality in love, friendship and style. You get along with all sorts of people and rarely need to follow the crowd to be liked. Relationships can stay friendly and open without much drama, and exes often remain friends. Because freedom comes so naturally, you might avoid commitment simply because you’ve never had to fight for it. Let your inventive streak deepen a bond, not only keep it light.",
    opposition:
      "Venus opposite Uranus often shows up through partners who bring surprise, instability or liberation into your life. You may attract free spirits while quietly craving security, or cling tightly and then watch people pull away. The swing between attachment and independence gets acted out by others, who carry whichever half you ignore. Things settle when you name your own need for freedom, so you don’t only meet it through someone else leaving.",
  },
  "Venus/Neptune": {
    conjunction:
      "Venus conjunct Neptune blends love with longing, giving you a tender, romantic and often artistic nature. Music, film and beauty move you deeply, and you can see the ideal person hidden inside the real one. That compassion is lovely, but it can lead you to rescue partners or overlook warning signs. Keep one honest friend who will tell you what they see, and let your dreams flow into art, music or service.",
    sextile:
      "With Venus sextile Neptune, imagination and kindness quietly enrich your relationships and creative life. You sense what others need, choose presents that touch the heart and may have a gentle flair for music, photography or design. The opportunity asks for some structure, like a weekly sketching hour or a volunteering shift. Without effort, the gift stays a pleasant daydream. Turn your sensitivity into something other people can hear, see or hold.",
    square:
      "Venus square Neptune creates friction between what you hope love will be and what it actually is. You may fall for potential, confuse pity with attraction or feel let down when a partner turns out to be merely human. Money can slip away on wishful purchases too. Underneath lies a deep reservoir of compassion and artistic vision. Slow down, check the facts before you trust, and let disappointment teach discernment rather than cynicism.",
    trine:
      "Venus trine Neptune gives you an effortless sense of beauty and a soft, forgiving heart. People feel understood around you, and you may have a natural talent for music, dance, poetry or creating a peaceful home. Because grace comes easily, you can drift, waiting for inspiration or for love to find you. Give the talent a practical frame, such as an evening class, a community choir or a regular creative routine.",
    opposition:
      "Venus opposite Neptune tends to play out through partners you idealise, or who idealise you. You might attract artists, dreamers or people who seem to need saving, or feel that a lover is never quite who they first appeared to be. The tension runs between ordinary everyday affection and a longing for perfect union. Balance comes from seeing people clearly and loving them anyway, with your own feet firmly on the ground.",
  },
  "Venus/Pluto": {
    conjunction:
      "Venus conjunct Pluto makes love an all-or-nothing affair. Your attractions are intense, your loyalty runs deep and your taste leans towards things with power and mystery. When you care, you care completely, and relationships tend to change you at the root. The shadow is jealousy, possessiveness or using charm to control. Practise trusting without testing: a partner who is free to leave and chooses to stay is the strongest bond of all.",
    sextile:
      "With Venus sextile Pluto, you have a quiet gift for deepening relationships and renewing whatever you love. You can turn a tired friendship, a shabby flat or a stalled creative project into something richer. The opportunity grows when you’re willing to have honest conversations about what really matters to you. Left unused, the talent stays hidden. Choose one bond or project each year and invest in it wholeheartedly.",
    square:
      "Venus square Pluto brings friction between desire and control, and love can feel like a battleground at times. You may have learned early that affection came with conditions, or you may be drawn to intense, complicated partners. These struggles push you to discover your own worth and power. Notice when you’re bargaining for love or holding on too tightly, and have the courage to let go of what can no longer be mended.",
    trine:
      "Venus trine Pluto gives you a natural magnetism and a capacity for deep, lasting bonds. People sense your intensity and often trust you with their secrets. You may also have a knack for money, for restoring old things or for art that explores buried feelings. Because this depth comes easily, you might not realise how strongly you affect others. Use your influence gently, and remember that everyday kindness matters as much as grand passion.",
    opposition:
      "Venus opposite Pluto often shows through partners who seem powerful, secretive or consuming, or who see you that way. Struggles over money, sex or loyalty can repeat from one relationship to the next until you recognise the pattern. The tension sits between wanting to merge completely and wanting to protect yourself. Balance arrives when you and the people you love can talk openly about control, jealousy and need without shame.",
  },
  "Venus/Ascendant": {
    conjunction:
      "Venus conjunct the Ascendant means Venus was rising when you were born, so charm is written into your first impression. People tend to find you pleasant and approachable, and you dress, speak and move with a certain grace. You may smooth over conflict by instinct. The shadow is becoming a people-pleaser who hides real opinions behind a smile. Let your warmth include honesty, and others will trust it all the more.",
    sextile:
      "With Venus sextile the Ascendant, your manner has a friendly polish that you can cultivate on purpose. A little care over your clothes, a warm greeting at the school gate or a pleasing touch to your desk brings real rewards. People enjoy working alongside you. The opportunity is easy to waste through shyness or neglect, so practise introducing yourself with confidence and let your style say who you are.",
    square:
      "Venus square the Ascendant creates friction between how you want to be liked and how you naturally come across. You might fret about your looks, fuss over first impressions or feel that charm doesn’t quite fit you. The effort to reconcile these pushes you towards a personal style and a social ease that are genuinely your own. Stop chasing approval, and dress, speak and decorate in ways that please you first.",
    trine:
      "Venus trine the Ascendant gives you an easy, natural grace in the way you meet the world. You put strangers at ease, handle awkward social moments smoothly and have an instinct for colour and proportion. Doors may open simply because people like you. The risk is leaning on likeability instead of building substance. Pair your charm with a real skill, and it becomes an asset that outlasts any first impression.",
    opposition:
      "Venus opposite the Ascendant places Venus on the Descendant, the point of partnership, so love and harmony come to you largely through other people. You often attract kind, attractive or artistic partners, and you may feel most complete within a committed relationship. The tension lies between your own needs and the wish to keep the peace. Balance comes from bringing your personal preferences into the partnership rather than always deferring.",
  },
  "Venus/Midheaven": {
    conjunction:
      "Venus conjunct the Midheaven means Venus was culminating at your birth, placing grace and charm at the peak of your chart. Your public life may involve beauty, art, diplomacy, hospitality or fashion, and people tend to remember you kindly. A pleasant reputation can open many doors. The shadow is caring too much about being admired. Choose work you genuinely love, not merely work that looks lovely from the outside.",
    sextile:
      "With Venus sextile the Midheaven, your career benefits from goodwill and good taste, provided you put them forward. A well-designed portfolio, a warm rapport with a manager or a side project in the arts can lift your standing. The opportunity needs deliberate attention to your professional image, or it stays latent. Make a habit of tending work relationships as carefully as you tend friendships.",
    square:
      "Venus square the Midheaven creates friction between personal pleasures and public duties. Romance, comfort or your aesthetic values may seem to compete with career demands, or your taste may clash with what the job expects. This tension pushes you to build a vocation that honours what you value. Look for ways to bring beauty or kindness into your daily work, rather than treating love and career as separate worlds.",
    trine:
      "Venus trine the Midheaven gives you an easy harmony between your values and your public role. Colleagues usually like you, and your working life may drift towards design, mediation, teaching or the arts. You could progress with little friction. The risk is settling into a comfortable post that never stretches you. Use your natural goodwill to take on projects that matter, not only the agreeable ones.",
    opposition:
      "Venus opposite the Midheaven places Venus on the IC, the root of your chart, so beauty and love gather around home, family and private life. You may create a lovely household, treasure family recipes or draw comfort from your ancestry. The tension is between this private contentment and the pull of public ambition. Balance comes from letting a happy home life fuel your work, instead of choosing one over the other.",
  },
  "Mars/Jupiter": {
    conjunction:
      "Mars conjunct Jupiter fuses drive with optimism, giving you energy that loves to aim high. You’re enthusiastic, adventurous and often lucky when you take bold action, whether in sport, business or travel. Causes and crusades fire you up quickly. The shadow is overreach: too many commitments, risks without a safety net, or preaching when you’re angry. Pick your battles carefully and plan the route before you charge.",
    sextile:
      "With Mars sextile Jupiter, effort and opportunity meet easily whenever you show some initiative. A new running habit, a sales pitch or a volunteer project can grow into something far bigger than you expected. You have a good instinct for when to move. The gift still needs a nudge, so don’t wait for a perfect invitation. Set ambitious but concrete goals and keep a simple record of your progress.",
    square:
      "Mars square Jupiter creates friction between your energy and your sense of limits. You may overcommit, act on a whim or argue passionately about beliefs at the dinner table. Restlessness can lead to sprained ankles, debts or exhausting schedules. Yet the same friction fuels remarkable courage and an appetite for big challenges. Pace yourself, check your facts before you fight, and let enthusiasm run to a timetable rather than a mood.",
    trine:
      "Mars trine Jupiter gives you a natural confidence in action. You tend to move at the right moment, recover quickly from setbacks and relish physical challenges or adventurous trips. Others often follow your lead without being asked. Because success comes readily, you may not learn persistence or strategy. Use the gift on purpose: set a big goal such as a long-distance walk, train for it, and see how far your easy vigour can carry you.",
    opposition:
      "Mars opposite Jupiter often plays out through people whose beliefs or ambitions collide with yours. You might meet over-confident bosses, zealous friends or partners who urge you into risks, or you may be the one doing the urging. The tension runs between acting for yourself and acting for a larger cause. Balance comes from listening before you argue and from letting others share the planning rather than only the fighting.",
  },
  "Mars/Saturn": {
    conjunction:
      "Mars conjunct Saturn joins drive with discipline, giving you stamina and a capacity for hard graft that few can match. You may have had to earn everything the slow way, and you respect effort more than talent. Your anger is usually controlled, sometimes too well. The shadow is frustration that builds silently until it erupts. Give your energy a regular physical outlet, and treat rest as seriously as work.",
    sextile:
      "With Mars sextile Saturn, you have a practical talent for steady, effective effort. Projects succeed when you plan them step by step, and you can stick with a training plan or a course of study long after others drift away. The opportunity asks you to commit to a structure: a weekly timetable, a long qualification, a savings target. Without one, you may dither. Treat deadlines as allies rather than enemies.",
    square:
      "Mars square Saturn brings friction between the urge to act and the fear of failing. You may feel blocked, start and stop, or run into strict authorities and thin resources just when you want to move. This can be maddening, yet it forges real resilience. Over time you learn to work with limits instead of against them. Break big goals into small, achievable steps, and mark each one you complete.",
    trine:
      "Mars trine Saturn gives you natural endurance and sound judgement about timing. You work hard without fuss, pace yourself sensibly and often shine in crafts, engineering, distance sport or any field that rewards patience. People trust you to finish what you start. Because discipline is easy for you, you might not notice when caution has become a habit. Now and then take a calculated risk, and see what your steady strength can carry.",
    opposition:
      "Mars opposite Saturn often shows through clashes with authority figures, rules or people who seem to block your path. You may feel torn between pushing ahead and holding back, with others appearing to represent one side or the other. Power struggles at work or in the family can repeat until you find your own balance. Respect structure without surrendering your initiative, and negotiate terms instead of rebelling outright.",
  },
  "Mars/Uranus": {
    conjunction:
      "Mars conjunct Uranus fuses drive with electricity, making you quick, original and impatient with rules. You act on sudden impulses, enjoy speed and may thrive in technology, extreme sport or any field that rewards invention. Your energy comes in bursts rather than a steady stream. The shadow is recklessness and a short fuse. Take safety gear seriously, count to ten when provoked and pour your spark into inventive projects.",
    sextile:
      "With Mars sextile Uranus, you have a knack for finding new ways to get things done. A fresh tool, an unusual training method or a clever shortcut can work wonders for you, and you stay adaptable under pressure. The gift needs a little nerve, so try things before you’re sure they’ll work. Make room in your week for experiments, even small ones like a new route to work.",
    square:
      "Mars square Uranus creates friction between action and restlessness. You may rebel against authority, change plans abruptly or feel tense when life turns predictable. Haste can bring accidents, dropped plates and sharp words. Yet this friction drives real innovation and the courage to break unhelpful patterns. Find safe outlets for sudden energy, such as fast sport or hands-on tinkering, and never resign from anything on the spur of the moment.",
    trine:
      "Mars trine Uranus gives you quick reflexes and an inventive approach to problems. You adapt well to change, work fast in a crisis and enjoy trying new methods, from a different recipe to a new coding language. Others may see you as refreshingly independent. Because freedom comes so easily, you can undervalue persistence. Pair your originality with follow-through, and your ideas will become real achievements rather than bright flashes.",
    opposition:
      "Mars opposite Uranus often plays out through unpredictable people or events that disrupt your plans. You might attract rebels, or feel that partners and colleagues constrain your freedom, and sudden conflicts can flare from nowhere. The tension between your drive and your need for independence keeps showing up in relationships. Life steadies when you own your restlessness yourself and give others room to be different too.",
  },
  "Mars/Neptune": {
    conjunction:
      "Mars conjunct Neptune blends drive with dreams, giving you energy that flows best when you feel inspired. You may act on intuition, fight for the underdog or express yourself through dance, swimming, music or film. Motivation can vanish when a task feels meaningless. The shadow is confusion about what you want, or avoiding conflict until resentment leaks out sideways. Anchor your ideals in clear goals and regular routines.",
    sextile:
      "With Mars sextile Neptune, you have a gentle talent for putting compassion and imagination into action. Volunteering, creative projects or healing work can flourish once you give them some structure, and you may be a graceful swimmer or dancer. The opportunity asks for small steps, like a weekly class or a written plan. Left alone, it stays a nice idea. Let intuition guide your actions, then check the details before committing.",
    square:
      "Mars square Neptune creates friction between desire and doubt. You may feel unsure what you want, get drawn into situations that aren’t what they seem, or lose energy the moment you feel discouraged. This can lead to escapism or quiet, passive resistance. Yet the friction also inspires unusual creativity and empathy. Get clear about your goals, put agreements in writing and protect your health with proper sleep and regular movement.",
    trine:
      "Mars trine Neptune gives you an easy ability to act on inspiration and compassion. You may excel in dance, swimming, music or any activity that blends skill with feeling, and helping others feels natural rather than dutiful. Because this harmony is effortless, you might drift without a clear sense of direction. Give your gift a practical outlet, such as a regular creative practice or a cause you serve with steady effort.",
    opposition:
      "Mars opposite Neptune often shows through relationships in which motives are murky or your energy drains away. You might attract people who need rescuing or who seem impossible to pin down, or feel sapped by other people’s demands. The tension lies between acting for yourself and dissolving into what others want. Clear boundaries, honest conversations and the reminder that your desires matter as much as anyone’s restore the balance.",
  },
  "Mars/Pluto": {
    conjunction:
      "Mars conjunct Pluto fuses drive with depth, so when you commit to something you tend to go all the way. You have formidable stamina for a marathon, a house rebuild or a long fight for justice, and you keep going after others quit. Crisis work, surgery, research and competitive sport often suit you. The shadow is a slow-burning temper or a need to win at any cost. Let minor battles go, and save your full force for goals that deserve it.",
    sextile:
      "With Mars sextile Pluto, you have a quiet talent for focused effort that changes things for good. Given a neglected garden, a failing project or a stubborn fitness goal, you can dig in until it is transformed. The opportunity wakes when you choose something worth the intensity, and otherwise the strength lies dormant. Pick one hard problem that other people avoid, set a clear aim and work at it steadily.",
    square:
      "Mars square Pluto creates friction between your own will and the pressures of power around you. You may have clashed early with a controlling parent, coach or bully, and you can still feel driven by urges you struggle to explain. Anger burns hot and fades slowly. Yet the same friction forges a refusal to be crushed. Release tension physically, through boxing, weights or hard hill walks, before it turns against you or others.",
    trine:
      "Mars trine Pluto gives you natural staying power and a knack for bouncing back after setbacks. In an emergency you become calm and purposeful, working through a crisis that leaves others frozen. People sense an inner strength even when you say very little. Because this power comes easily, you may not notice how forceful you seem in a meeting or an argument. Soften your delivery, and let your endurance serve shared goals.",
    opposition:
      "Mars opposite Pluto tends to play out through people who seem intense, controlling or impossible to shift. You might find yourself locked in contests over territory, whether a shared office, a family inheritance or who gets the final word at home. The tension runs between your right to act and the weight of someone else’s agenda. Things ease when you name the power struggle aloud and negotiate openly instead of quietly digging in.",
  },
  "Mars/Ascendant": {
    conjunction:
      "Mars conjunct the Ascendant means Mars was rising when you were born, so energy and directness are the first things people notice. You walk fast, speak plainly and often look ready for action, even when relaxed. Sport, physical work and leadership in a crisis tend to suit you. The shadow is seeming combative or impatient without meaning to. Warm up a conversation before you press your point, and people will follow you more willingly.",
    sextile:
      "With Mars sextile the Ascendant, you can switch on confidence when a situation calls for it. Speaking up in a meeting, introducing yourself at a new gym or taking charge of a group outing comes fairly easily once you decide to try. The energy is there, but it waits for a cue from you. Practise small acts of initiative each week, and your manner will grow steadily more assured.",
    square:
      "Mars square the Ascendant creates friction between your drive and the way you come across. You may seem sharper or more defensive than you intend, or you may swallow anger so firmly that it settles as tension in your shoulders and jaw. The struggle teaches you to assert yourself with skill rather than force. Regular exercise helps, and so does pausing to ask whether a situation really needs a fight.",
    trine:
      "Mars trine the Ascendant gives you an easy vitality that others find encouraging. You tend to look healthy and capable, move with purpose and take the lead without seeming pushy. A new job or an unfamiliar city rarely intimidates you. Because courage feels natural, you may not develop patience or diplomacy. Put your energy into a sport or a cause with long-term goals, so your confidence has somewhere meaningful to go.",
    opposition:
      "Mars opposite the Ascendant places Mars on the Descendant, so much of your energy and conflict arrives through partners and close rivals. You may attract forceful, competitive or exciting people, and relationships can feel like a lively contest. Sometimes you let others carry the anger you won’t own. The answer lies in asserting yourself directly within partnerships, so disagreements become honest negotiations rather than repeated battles.",
  },
  "Mars/Midheaven": {
    conjunction:
      "Mars conjunct the Midheaven means Mars was culminating at your birth, so drive and ambition sit at the summit of your chart. You want a career that lets you compete, build or lead, and fields such as sport, emergency services, surgery or running your own business often appeal. People see you as a go-getter. The shadow is clashing with bosses or burning out for status. Choose goals you care about, and pace the climb.",
    sextile:
      "With Mars sextile the Midheaven, career openings come when you take the initiative. Volunteering for a new project, applying for the promotion or pitching your own idea tends to pay off. Your energy fits neatly with professional goals, yet it needs a deliberate push. Without that push you may wait for recognition that never arrives. Set clear targets each year and make at least one bold professional move.",
    square:
      "Mars square the Midheaven creates friction between your personal drive and the demands of career and family duty. You may feel blocked by managers, or torn between working late and being home for supper. Any job that limits your autonomy can make you restless. Yet the tension pushes you to carve out work that truly suits your energy. Look for roles with clear goals, visible results and a fair measure of independence.",
    trine:
      "Mars trine the Midheaven gives you an easy, natural energy for pursuing ambition. You handle responsibility well, work hard without complaint and tend to earn a reputation for getting things done. Career changes often go smoothly. Because success comes readily, you may not push beyond your comfort zone. Set yourself a demanding professional aim every few years, so your drive keeps growing instead of idling.",
    opposition:
      "Mars opposite the Midheaven places Mars on the IC, so a great deal of your energy goes into home, family and private life. You may be the one who renovates the kitchen, rearranges furniture at midnight or fights fiercely to protect the household. Family arguments can run hot. The tension lies between these private battles and your public ambitions. Create a calm base that supports your work, rather than one that drains it.",
  },
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
