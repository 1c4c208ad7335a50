import type { CSSProperties } from "react";

/** The toast stack ([shell.toasts]): top-centre, closable, 3 visible, gap 14, 4 s. */
export const TOASTER_OPTIONS = {
  position: "top-center",
  closeButton: true,
  visibleToasts: 3,
  gap: 14,
  duration: 4000,
  // Below the 64 px sticky header, so a toast never covers the main navigation.
  offset: 76,
  mobileOffset: 72,
} as const;

// Sonner's colour variables, pointed at the theme so toasts follow dark and light.
export const TOASTER_STYLE = {
  "--normal-bg": "var(--surface)",
  "--normal-text": "var(--foreground)",
  "--normal-border": "var(--border)",
} as CSSProperties;
