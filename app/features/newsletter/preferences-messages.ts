/** What the preferences page says ([newsletter.preferences]). */
export const PREFERENCES_MESSAGES = {
  invalidLink: "This preferences link is not valid. Use the link in your latest Cosmic Daily email.",
  noEdition: "Choose at least one edition, or unsubscribe below.",
  invalidSign: "Please choose a zodiac sign from the list.",
  invalidEdition: "Please choose editions from the list.",
  saved: "Your preferences are saved.",
} as const;
