/** What the horoscope page and API say, word for word ([daily.messages], [daily.api]). */
export const HOROSCOPE_MESSAGES = {
  noData: "No horoscope data available",
  invalidSign: "Invalid zodiac sign",
  loadFailedToast: (signName: string) => `Unable to load your ${signName} horoscope. Please try refreshing the page.`,
  fallback: "We're having trouble connecting to the stars right now. Check back soon for your personalized horoscope.",
  tryAgain: "Try Again",
} as const;
