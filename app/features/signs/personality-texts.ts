/** What the personality page says while its article loads or fails, word for word ([signs.personality-texts]). */
export const PERSONALITY_TEXTS = {
  loading: (name: string) => `Generating comprehensive ${name} personality guide...`,
  failed: (message: string) => `Failed to load comprehensive content: ${message}`,
  fallbackError: "Failed to load content",
} as const;
