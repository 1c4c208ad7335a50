import { expect, test } from "vitest";
import { TOASTER_OPTIONS } from "./toaster-options";

test("[shell.toasts] top-centre, close button, at most 3 visible, gap 14, 4000 ms by default", () => {
  expect(TOASTER_OPTIONS).toMatchObject({ position: "top-center", closeButton: true, visibleToasts: 3, gap: 14, duration: 4000 });
  // Top-centre, but clear of the 64 px header and its navigation.
  expect(TOASTER_OPTIONS.offset).toBeGreaterThan(64);
  expect(TOASTER_OPTIONS.mobileOffset).toBeGreaterThan(64);
});
