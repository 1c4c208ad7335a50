import { expect, test } from "vitest";
import { TOASTER_OPTIONS } from "./toaster-options";

test("toasts: top-centre, close button, at most 3 visible, gap 14, 4000 ms by default", () => {
  expect(TOASTER_OPTIONS).toEqual({ position: "top-center", closeButton: true, visibleToasts: 3, gap: 14, duration: 4000 });
});
