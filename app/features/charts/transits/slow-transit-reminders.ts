// Short reminders read on the days a slow transit stays in force, after a phrase such as
// "Saturn is still pressing on your Sun (exact 14 December):". Four for each body and tone, one a day in turn.

export const SLOW_TRANSIT_REMINDERS: Record<
  "Jupiter" | "Saturn" | "Uranus" | "Neptune" | "Pluto",
  Record<"meets" | "flows" | "presses", [string, string, string, string]>
> = {
  Jupiter: {
    meets: [
      "say yes to the opening, and check the cost before you commit",
      "let the good news in, and share some of it with others",
      "aim a little higher than feels comfortable, then take one practical step",
      "enjoy the lift in confidence without promising more than you can carry",
    ],
    flows: [
      "follow up the lead that came your way this week",
      "a small generous act today keeps the luck moving",
      "ask for help, since people are more willing than you think",
      "keep the door open by answering offers promptly",
    ],
    presses: [
      "trim one commitment before you add another",
      "enjoy the optimism, and read the small print anyway",
      "more is not always better, so choose the one that matters",
      "keep spending and second helpings within the limits you set",
    ],
  },
  Saturn: {
    meets: [
      "do the work that will last, and let the rest wait",
      "take on only the responsibility that is truly yours",
      "rest counts as part of the effort, not a break from it",
      "build slowly, because what you lay down now will hold",
    ],
    flows: [
      "an hour of focused work today moves the long plan on",
      "keep to the routine that is already working for you",
      "patience is paying off, so stay with the schedule",
      "tick off one dull but necessary task before lunch",
    ],
    presses: [
      "treat each delay as information rather than as failure",
      "lower the bar for today and finish one thing properly",
      "ask for a hand with the load instead of carrying it all",
      "be as patient with yourself as you would be with a friend",
    ],
  },
  Uranus: {
    meets: [
      "leave room in the day for the unexpected",
      "try one thing differently today and see how it feels",
      "welcome the surprise, and keep your footing while you do",
      "make changes on purpose rather than in protest",
    ],
    flows: [
      "say yes to the unfamiliar option when it turns up",
      "a small experiment today shows where the change could lead",
      "talk to someone from outside your usual circle",
      "let curiosity choose your route for once",
    ],
    presses: [
      "keep a second plan ready and your reactions slow",
      "breathe before acting on any sudden urge to quit",
      "loosen one routine instead of breaking the whole structure",
      "stay flexible when plans shift at short notice",
    ],
  },
  Neptune: {
    meets: [
      "keep one foot on solid ground while you dream",
      "make space for music, art or quiet at some point today",
      "trust your intuition, and check the facts as well",
      "let compassion lead, while protecting your own energy",
    ],
    flows: [
      "give your imagination twenty minutes of your day",
      "a kind word or gesture goes further than usual now",
      "write down the dream or the idea before it fades",
      "let a quiet moment restore you before the evening",
    ],
    presses: [
      "get it in writing before you rely on it",
      "rest when you’re tired rather than numbing the feeling",
      "ask the plain question you’ve been avoiding",
      "if it sounds too good to be true, wait a day",
    ],
  },
  Pluto: {
    meets: [
      "let go of one thing that has run its course",
      "look beneath the surface before you decide anything",
      "use your strength gently and with honesty",
      "allow the change to happen, even when it feels uncomfortable",
    ],
    flows: [
      "clear out one drawer, file or habit today",
      "an honest conversation today may go deeper than you expect",
      "put your energy into the one change that matters most",
      "small steps towards renewal add up faster than you think",
    ],
    presses: [
      "notice where you’re gripping too hard, and loosen your hold",
      "say what you need once, then step back",
      "walk away from any power struggle you don’t need",
      "what ends now makes room for what comes next",
    ],
  },
};
