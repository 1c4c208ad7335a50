import { describe, expect, it } from "vitest";
import { dueDate, editionsOn, isMonday, longDateOf, nextSendInstant, sendInstantOn } from "./schedule";

describe("[newsletter.schedule] the editions of a day", () => {
  it("sends the daily edition every day, the weekly on Mondays, the monthly on the 1st and one special per occasion", () => {
    expect(editionsOn("2026-11-25", []).map((plan) => plan.id)).toEqual(["daily-2026-11-25"]);
    expect(editionsOn("2026-11-23", []).map((plan) => plan.id)).toEqual(["daily-2026-11-23", "weekly-2026-11-23"]);
    expect(editionsOn("2026-12-01", []).map((plan) => plan.id)).toEqual(["daily-2026-12-01", "monthly-2026-12-01"]);
    expect(editionsOn("2031-09-01", [{ slug: "full-moon", title: "Full Moon in Pisces" }]).map((plan) => plan.id)).toEqual([
      "daily-2031-09-01",
      "weekly-2031-09-01",
      "monthly-2031-09-01",
      "special-2031-09-01-full-moon",
    ]);
  });

  it("names Mondays and long dates on the calendar", () => {
    expect(["2026-11-23", "2026-11-24", "2026-11-30"].map(isMonday)).toEqual([true, false, true]);
    expect(longDateOf("2026-11-25")).toBe("Wednesday 25 November 2026");
  });
});

describe("[newsletter.send-time] the send time on the site's clocks", () => {
  it("is the configured time of day in the site's zone, through daylight-saving changes", () => {
    expect(sendInstantOn("2026-11-25", "06:00", "UTC").toISOString()).toBe("2026-11-25T06:00:00.000Z");
    expect(sendInstantOn("2026-07-01", "06:00", "Europe/London").toISOString()).toBe("2026-07-01T05:00:00.000Z");
    expect(sendInstantOn("2026-12-01", "06:00", "Europe/London").toISOString()).toBe("2026-12-01T06:00:00.000Z");
    expect(sendInstantOn("2026-11-25", "06:00:30", "UTC").toISOString()).toBe("2026-11-25T06:00:30.000Z");
  });

  it("makes today's editions due from the send time until midnight, and never yesterday's", () => {
    expect(dueDate(new Date("2026-11-25T05:59:59Z"), "06:00", "UTC")).toBeNull();
    expect(dueDate(new Date("2026-11-25T06:00:00Z"), "06:00", "UTC")).toBe("2026-11-25");
    expect(dueDate(new Date("2026-11-25T23:59:00Z"), "06:00", "UTC")).toBe("2026-11-25");
    expect(dueDate(new Date("2026-11-26T01:00:00Z"), "06:00", "UTC")).toBeNull();
  });

  it("looks ahead to the next send time", () => {
    expect(nextSendInstant(new Date("2026-11-25T05:00:00Z"), "06:00", "UTC").toISOString()).toBe("2026-11-25T06:00:00.000Z");
    expect(nextSendInstant(new Date("2026-11-25T06:00:00Z"), "06:00", "UTC").toISOString()).toBe("2026-11-26T06:00:00.000Z");
  });
});
