import { describe, expect, test } from "vitest";
import { daysOfRange, parseDashboardRange } from "./dashboard-range";

const TODAY = "2026-11-25";
const parse = (query: string) => parseDashboardRange(new URLSearchParams(query), TODAY);

describe("[analytics.dashboard-range] the dashboard's period", () => {
  test("7d by default: today and the six days before", () => {
    expect(parse("")).toEqual({ ok: true, range: { period: "7d", from: "2026-11-19", to: TODAY } });
    expect(parse("period=7d")).toEqual({ ok: true, range: { period: "7d", from: "2026-11-19", to: TODAY } });
  });

  test("today, and 30d: today and the 29 days before, across a month's end", () => {
    expect(parse("period=today")).toEqual({ ok: true, range: { period: "today", from: TODAY, to: TODAY } });
    expect(parse("period=30d")).toEqual({ ok: true, range: { period: "30d", from: "2026-10-27", to: TODAY } });
    expect(parseDashboardRange(new URLSearchParams("period=7d"), "2026-03-02")).toEqual({
      ok: true,
      range: { period: "7d", from: "2026-02-24", to: "2026-03-02" },
    });
  });

  test("custom days from and to, both included; from and to alone ask for them", () => {
    expect(parse("period=custom&from=2026-11-01&to=2026-11-10")).toEqual({
      ok: true,
      range: { period: "custom", from: "2026-11-01", to: "2026-11-10" },
    });
    expect(parse("period=custom&from=2026-11-25&to=2026-11-25")).toEqual({
      ok: true,
      range: { period: "custom", from: TODAY, to: TODAY },
    });
    expect(parse("from=2026-11-01&to=2026-11-03")).toEqual({ ok: true, range: { period: "custom", from: "2026-11-01", to: "2026-11-03" } });
    // A fixed period ignores stray days.
    expect(parse("period=today&from=2020-01-01")).toEqual({ ok: true, range: { period: "today", from: TODAY, to: TODAY } });
  });

  test("a range of 366 days is the longest", () => {
    expect(parse("period=custom&from=2025-11-25&to=2026-11-25")).toEqual({
      ok: true,
      range: { period: "custom", from: "2025-11-25", to: TODAY },
    });
    expect(parse("period=custom&from=2025-11-24&to=2026-11-25")).toEqual({ ok: false, message: "a range may span at most 366 days" });
  });

  test("anything else is refused with a message", () => {
    const refusals: Array<[string, string]> = [
      ["period=week", "period must be today, 7d, 30d or custom"],
      ["period=7D", "period must be today, 7d, 30d or custom"],
      ["period=custom", "from must be a date such as 2026-11-01"],
      ["period=custom&from=2026-11-01", "to must be a date such as 2026-11-01"],
      ["period=custom&from=2026-2-01&to=2026-11-01", "from must be a date such as 2026-11-01"],
      ["period=custom&from=2026-02-30&to=2026-11-01", "from must be a date such as 2026-11-01"],
      ["period=custom&from=0999-01-01&to=2026-11-01", "from must be a date such as 2026-11-01"],
      ["period=custom&from=2026-11-01&to=tomorrow", "to must be a date such as 2026-11-01"],
      ["period=custom&from=2026-11-10&to=2026-11-01", "from must not be after to"],
      ["period=custom&from=2026-11-20&to=2026-11-26", "to must not be after today"],
      ["to=2026-11-01", "from must be a date such as 2026-11-01"],
    ];
    for (const [query, message] of refusals) expect(parse(query), query).toEqual({ ok: false, message });
  });
});

test("[analytics.dashboard-range] daysOfRange lists every day of a range, oldest first", () => {
  expect(daysOfRange({ from: "2026-02-27", to: "2026-03-02" })).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  expect(daysOfRange({ from: TODAY, to: TODAY })).toEqual([TODAY]);
});
