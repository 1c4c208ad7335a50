// Natal aspect readings for the pairs of Venus and Mars with the planets after them and the angles.
import type { AspectTexts } from "./aspect-texts";

export const ASPECTS_OF_VENUS_AND_MARS: AspectTexts = {
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
};
