import { describe, expect, it } from "vitest";
import { editionsOn, editionWindow, isMonday, longDateOf, nextEditionOpening, openEditionDates } from "./schedule";

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

describe("[newsletter.send-time] the window in which an edition's date runs", () => {
  it("opens when the date begins at UTC+14 and closes when it has ended at UTC−12", () => {
    const { opens, closes } = editionWindow("2026-12-03");
    expect(opens.toISOString()).toBe("2026-12-02T10:00:00.000Z");
    expect(closes.toISOString()).toBe("2026-12-04T12:00:00.000Z");
  });

  it("lists the dates open at an instant, oldest first, and never a date whose day is over everywhere", () => {
    expect(openEditionDates(new Date("2026-12-03T09:59:59Z"))).toEqual(["2026-12-02", "2026-12-03"]);
    expect(openEditionDates(new Date("2026-12-03T10:00:00Z"))).toEqual(["2026-12-02", "2026-12-03", "2026-12-04"]);
    expect(openEditionDates(new Date("2026-12-03T12:00:00Z"))).toEqual(["2026-12-03", "2026-12-04"]);
  });

  it("wakes when the next date opens", () => {
    expect(nextEditionOpening(new Date("2026-12-03T09:00:00Z")).toISOString()).toBe("2026-12-03T10:00:00.000Z");
    expect(nextEditionOpening(new Date("2026-12-03T10:00:00Z")).toISOString()).toBe("2026-12-04T10:00:00.000Z");
  });
});
