import { expect, test } from "vitest";
import { browserClockText, phaseTimeText } from "./phase-times";

test("[sky.moon-times] the browser writes a time in the very words the server does", () => {
  for (const iso of ["2026-11-24T14:53:34Z", "2026-01-03T00:02:00Z", "2027-07-18T23:59:59Z", "2028-02-29T09:05:00Z"]) {
    expect(browserClockText(new Date(iso), true)).toBe(phaseTimeText(iso, "UTC"));
  }
  expect(browserClockText(new Date("2026-11-24T14:53:34Z"), true)).toBe("Tuesday, November 24 at 14:53");
});
