/** What the personality page says while its article loads or fails (sign-content spec sections 4 and 8). */
export const PERSONALITY_TEXTS = {
  loading: (name: string) => `Generating comprehensive ${name} personality guide...`,
  failed: (message: string) => `Failed to load comprehensive content: ${message}`,
  fallbackError: "Failed to load content",
} as const;
