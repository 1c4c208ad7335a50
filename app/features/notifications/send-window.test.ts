import { expect, test } from "vitest";
import { dueDate, dueMinutes, localMinuteIn, SEND_WINDOW_MINUTES } from "./send-window";

const SEVEN = 7 * 60;

test("[push.send-window] a minute is due from that minute to the end of the hour after it, on the reader's own clocks", () => {
  expect(SEND_WINDOW_MINUTES).toBe(60);
  // 06:00 UTC is 07:00 in Paris, 15:00 in Tokyo and 01:00 in New York on 3 December 2026.
  const at = new Date("2026-12-03T06:00:00Z");
  expect(localMinuteIn(at, "Europe/Paris")).toEqual({ date: "2026-12-03", minute: SEVEN });
  expect(dueDate(at, SEVEN, "Europe/Paris")).toBe("2026-12-03");
  expect(dueDate(new Date("2026-12-03T05:59:59Z"), SEVEN, "Europe/Paris")).toBeNull();
  expect(dueDate(new Date("2026-12-03T06:59:59Z"), SEVEN, "Europe/Paris")).toBe("2026-12-03");
  expect(dueDate(new Date("2026-12-03T07:00:00Z"), SEVEN, "Europe/Paris")).toBeNull();
  expect(dueDate(at, SEVEN, "Asia/Tokyo")).toBeNull();
  expect(dueDate(new Date("2026-12-02T22:00:00Z"), SEVEN, "Asia/Tokyo")).toBe("2026-12-03");
});

test("[push.send-window] the window never reaches back over midnight: an evening missed is that day's, and over", () => {
  expect(dueMinutes(30)).toEqual({ from: 0, to: 30 });
  expect(dueMinutes(23 * 60 + 59)).toEqual({ from: 23 * 60, to: 23 * 60 + 59 });
  // 23:50 in UTC, looked for at 00:10 the next day.
  expect(dueDate(new Date("2026-12-04T00:10:00Z"), 23 * 60 + 50, "UTC")).toBeNull();
});

test("[push.send-window] a minute the clocks skip leaves at the first minute after the jump", () => {
  // Paris goes from 02:00 to 03:00 on 29 March 2026 (01:00 UTC): 02:30 never shows.
  const jump = new Date("2026-03-29T01:00:00Z");
  expect(localMinuteIn(jump, "Europe/Paris")).toEqual({ date: "2026-03-29", minute: 3 * 60 });
  expect(dueDate(jump, 2 * 60 + 30, "Europe/Paris")).toBe("2026-03-29");
});
