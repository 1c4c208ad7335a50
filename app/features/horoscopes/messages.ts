/** What the horoscope page and API say, word for word ([daily.messages], [daily.api]). */
export const HOROSCOPE_MESSAGES = {
  noData: "No horoscope data available",
  invalidSign: "Invalid zodiac sign",
  loadFailedToast: (signName: string) => `Unable to load your ${signName} horoscope. Please try refreshing the page.`,
  fallback: "We're having trouble connecting to the stars right now. Check back soon for your personalized horoscope.",
  tryAgain: "Try Again",
} as const;

/**
 * What the dated page and the date picker say about the span of days with a reading
 * ([daily.dated-page]), given its first and last day in words. Only loaders say these (kept apart
 * from HOROSCOPE_MESSAGES, so the browser's code does not carry them).
 */
export const READING_SPAN_MESSAGES = {
  span: (first: string, last: string) => `There is a reading for every day from ${first} to ${last}.`,
  pickADay: "Choose a day to read: a calendar date such as 2021-06-01.",
  pickWithin: (first: string, last: string) => `${READING_SPAN_MESSAGES.span(first, last)} Choose a day between them.`,
} as const;
