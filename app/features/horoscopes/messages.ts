/** What the horoscope page and API say, word for word ([daily.messages], [daily.api]). */
export const HOROSCOPE_MESSAGES = {
  noData: "No horoscope data available",
  invalidSign: "Invalid zodiac sign",
  loadFailedToast: (signName: string) => `Unable to load your ${signName} horoscope. Please try refreshing the page.`,
  fallback: "We're having trouble connecting to the stars right now. Check back soon for your personalized horoscope.",
  tryAgain: "Try Again",
  /** Shown for a day outside the span in place of "Try Again", and when the date picker sends one ([daily.dated-page]). */
  readingSpan: (first: string, last: string) => `There is a reading for every day from ${first} to ${last}.`,
  /** The date picker's refusal of an empty field or of anything that is not a calendar day. */
  pickADay: "Choose a day to read: a calendar date such as 2021-06-01.",
} as const;
