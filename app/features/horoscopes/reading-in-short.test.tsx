import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { fetchReadingInShort, inShortFailure, readingDayDate } from "./reading-in-short";
import { ReaderToday } from "./reader-today";
import { readingDayOf } from "./reading-days";

test("[shell.home-reading] the box's three days are the site's today and the days either side", () => {
  expect(readingDayDate("2026-12-31", readingDayOf("tomorrow"))).toBe("2027-01-01");
  expect(readingDayDate("2026-03-01", readingDayOf("yesterday"))).toBe("2026-02-28");
  expect(readingDayDate("2026-03-01", readingDayOf("today"))).toBe("2026-03-01");
  expect(inShortFailure("Pisces", readingDayOf("tomorrow"))).toBe(
    "We couldn’t load Pisces’ reading for tomorrow. Check your connection and try again.",
  );
});

test("[shell.home-reading] a day's headline and summary come from the daily API with ?date=; anything but a 200 holding both is a failure", async () => {
  const asked: string[] = [];
  const answer = (status: number, body: unknown) =>
    vi.stubGlobal("fetch", (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    });
  answer(200, { date: "2026-12-03", headline: "New energy", summary: "Say it plainly.", overview: "…" });
  await expect(fetchReadingInShort("virgo", "2026-12-03", new AbortController().signal)).resolves.toEqual({
    date: "2026-12-03",
    headline: "New energy",
    summary: "Say it plainly.",
  });
  expect(asked).toEqual(["/api/horoscopes/virgo?date=2026-12-03"]);
  answer(503, { error: { code: "unavailable", message: "down" } });
  await expect(fetchReadingInShort("virgo", "2026-12-03", new AbortController().signal)).rejects.toThrow("503");
  answer(200, { date: "2026-12-03", overview: "…" });
  await expect(fetchReadingInShort("virgo", "2026-12-03", new AbortController().signal)).rejects.toThrow("no headline");
});

test("[shell.home-reading] the server renders the same labelled, reserved box for everyone, with no reading in it", () => {
  const html = renderToString(<ReaderToday date="2026-12-02" />);
  expect(html).toContain('aria-label="Your reading"');
  expect(html).toContain('data-state="pending"');
  expect(html).toMatch(/class="[^"]*min-h-\[33rem\][^"]*min-\[375px\]:min-h-\[30rem\]/);
  expect(html).toContain('aria-busy="true"');
  expect(html).not.toContain("Welcome back");
  expect(html).not.toContain("<button");
});
