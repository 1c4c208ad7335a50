// The transiting Moon in each house of the birth chart, about two and a half days in each: read on
// the day it enters the house, on a full day there, and on the day it moves on to the next.

export const MOON_HOUSE_TEXTS: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12, { enters: string; stays: string; leaves: string }> =
  {
    1: {
      enters:
        "The Moon enters your first house, of self and body, and your feelings rise to the surface. For the next two days you notice what your body needs, so begin with a proper breakfast.",
      stays:
        "With the Moon in your first house, of self and body, your moods show plainly today. Put your own needs first for once, and move in a way that feels good.",
      leaves:
        "The Moon is leaving your first house, of self and body, and the spotlight on you dims. Finish one personal errand today; tomorrow your attention turns to money and what you own.",
    },
    2: {
      enters:
        "The Moon moves into your second house, of money and possessions, and comfort comes from what is solid. Check your balance, or enjoy something you already own instead of buying more.",
      stays:
        "The Moon spends the whole day in your second house, of money and possessions. Sort the receipts, cook from the cupboard, and notice which purchase would genuinely make you feel safer.",
      leaves:
        "As the Moon leaves your second house, of money and possessions, pay the bill or send back the parcel. Tomorrow brings a busier mood of messages, errands and your neighbourhood.",
    },
    3: {
      enters:
        "The Moon arrives in your third house, of neighbourhood, siblings and messages, and your phone may get busier. Answer the texts you’ve been leaving, and greet whoever you meet on your street.",
      stays:
        "A full day of the Moon in your third house, of neighbourhood, siblings and messages, suits short trips and chats. Walk to the local shop, call a brother or sister, and write things down.",
      leaves:
        "The Moon is winding down its stay in your third house, of neighbourhood, siblings and messages. Finish the conversation you started, send the last email, then let home draw you back.",
    },
    4: {
      enters:
        "The Moon enters your fourth house, of home and family, and you may want to stay in. Drop the plans that aren’t needed, and give yourself an early night in familiar surroundings.",
      stays:
        "With the Moon in your fourth house, of home and family, today asks for roots. Cook a family recipe, ring a parent or a grandparent, or tidy the room where you rest.",
      leaves:
        "The Moon is about to leave your fourth house, of home and family. Put the washing away and close the family matter you raised, ready for a lighter, more playful mood tomorrow.",
    },
    5: {
      enters:
        "The Moon steps into your fifth house, of pleasure, romance, children and creativity, and your mood lightens. Plan something fun for the next two days, however small it is.",
      stays:
        "A whole day with the Moon in your fifth house, of pleasure, romance and creativity. Play with children, flirt, paint or dance; joy is the point of today, not productivity.",
      leaves:
        "As the Moon leaves your fifth house, of pleasure, romance and creativity, enjoy the last of the fun and clear up after it. Tomorrow your focus turns to work routines and health.",
    },
    6: {
      enters:
        "The Moon enters your sixth house, of work routine and health, and you want order. Write a to-do list, plan meals for the next two days, and book the check-up you’ve been putting off.",
      stays:
        "The Moon spends the day in your sixth house, of work routine and health. Small habits feel satisfying today: clear your desk, stretch between tasks, and drink enough water.",
      leaves:
        "The Moon is leaving your sixth house, of work routine and health. Tick off the last chores on your list, then turn your attention towards your partner and the people closest to you.",
    },
    7: {
      enters:
        "The Moon moves into your seventh house, of partners and close relationships, and other people start to matter more. Get in touch with your partner or best friend and ask how they are.",
      stays:
        "With the Moon in your seventh house, of partners, you’re at your best in company today. Share a meal, work as a pair, and listen closely to what the other person needs.",
      leaves:
        "The Moon is leaving your seventh house, of partners, so settle any loose end between you and someone close. Tomorrow turns to deeper and more private matters.",
    },
    8: {
      enters:
        "The Moon enters your eighth house, of shared money and intimacy, and feelings go deeper. Trust your instinct about whom to open up to, and look over any joint accounts.",
      stays:
        "A full day of the Moon in your eighth house, of shared money and intimacy, suits honest talk behind closed doors. Deal with a debt, a joint bill or a worry you keep private.",
      leaves:
        "As the Moon leaves your eighth house, of shared money and intimacy, the intensity eases. Let what you discussed rest, and look forward to wider horizons from tomorrow.",
    },
    9: {
      enters:
        "The Moon crosses into your ninth house, of travel, study and beliefs, and your mind longs for open horizons. Look up a trip, start a book, or ask a big question out loud.",
      stays:
        "With the Moon in your ninth house, of travel, study and beliefs, today is made for learning. Go to a class, talk about what you believe with a friend, or map out a journey.",
      leaves:
        "The Moon is leaving your ninth house, of travel, study and beliefs, so note what you’ve learned and book anything you decided on. Work and public life come next.",
    },
    10: {
      enters:
        "The Moon rises into your tenth house, of career and public standing, and you want to be seen doing well. Tidy up your work profile and arrive prepared for the next two days.",
      stays:
        "The Moon sits in your tenth house, of career and public standing, for the whole day. Look after your reputation by delivering on a promise, and have the word with your manager.",
      leaves:
        "As the Moon leaves your tenth house, of career and public standing, finish the work task in hand. From tomorrow, friends and groups start to call you.",
    },
    11: {
      enters:
        "The Moon moves into your eleventh house, of friends, groups and hopes, and you want company with a purpose. Message the group chat, or go along to the club you keep meaning to join.",
      stays:
        "With the Moon in your eleventh house, of friends, groups and hopes, spend today with people who share your goals. Talk about the future you want, and let them add to the plan.",
      leaves:
        "The Moon is leaving your eleventh house, of friends and hopes, so thank the friend who helped you lately. Quieter days are coming, and a little space in the diary will help.",
    },
    12: {
      enters:
        "The Moon slips into your twelfth house, of rest, solitude and what is hidden, and you may feel tired or withdrawn. Skip the optional plan, and give yourself quiet.",
      stays:
        "A full day of the Moon in your twelfth house, of rest, solitude and what is hidden. Sleep in, sit quietly or write in a journal; whatever surfaces from within deserves your attention.",
      leaves:
        "As the Moon leaves your twelfth house, of rest and solitude, your energy starts to return. Tomorrow the Moon crosses your rising sign, a fresh start for body and mood.",
    },
  };
