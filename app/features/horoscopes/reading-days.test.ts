import { expect, test } from "vitest";
import { dayOfPath, overviewTitle, pageDayOf, READING_DAYS, readingHeading, readingPath } from "./reading-days";

const TODAY = "2026-03-01";

test("[daily.days] yesterday, today and tomorrow, each with its own path and offset", () => {
  expect(READING_DAYS.map((day) => [day.key, day.suffix, day.offset])).toEqual([
    ["yesterday", "/yesterday", -1],
    ["today", "", 0],
    ["tomorrow", "/tomorrow", 1],
  ]);
  expect(dayOfPath("/signs/leo", TODAY)).toEqual({ key: "today", date: TODAY });
  expect(dayOfPath("/signs/leo/", TODAY)?.key).toBe("today");
  expect(dayOfPath("/signs/leo/yesterday", TODAY)).toEqual({ key: "yesterday", date: "2026-02-28" });
  expect(dayOfPath("/signs/leo/tomorrow.data", TODAY)).toEqual({ key: "tomorrow", date: "2026-03-02" });
  expect(dayOfPath("/signs/leo.data", TODAY)?.key).toBe("today");
  expect(dayOfPath("/signs/leo/tomorrow", TODAY)?.key).toBe("tomorrow");
});

test("[daily.dated-page] a path's day written YYYY-MM-DD is read as a date; any other segment names no day", () => {
  expect(dayOfPath("/signs/aries/2021-06-01", TODAY)).toEqual({ key: "dated", date: "2021-06-01" });
  expect(dayOfPath("/signs/aries/2021-06-01.data", TODAY)).toEqual({ key: "dated", date: "2021-06-01" });
  expect(dayOfPath("/signs/aries/2021-06-01/", TODAY)).toEqual({ key: "dated", date: "2021-06-01" });
  for (const segment of ["soon", "2021-6-1", "2021-02-30", "20210601", "2021-06-01x", "today"]) {
    expect(dayOfPath(`/signs/aries/${segment}`, TODAY), segment).toBeUndefined();
  }
});

test("[daily.dated-page] each day has one address: the named day's own either side of today, else its date", () => {
  expect(readingPath("leo", "2026-02-28", TODAY)).toBe("/signs/leo/yesterday");
  expect(readingPath("leo", TODAY, TODAY)).toBe("/signs/leo");
  expect(readingPath("leo", "2026-03-02", TODAY)).toBe("/signs/leo/tomorrow");
  expect(readingPath("leo", "2026-03-03", TODAY)).toBe("/signs/leo/2026-03-03");
  expect(readingPath("leo", "2020-01-01", TODAY)).toBe("/signs/leo/2020-01-01");
});

test("[daily.days] headings: the daily one for today, the day's name for the others, the date for a dated day", () => {
  expect(readingHeading("Leo", READING_DAYS[1])).toBe("Leo Daily Horoscope");
  expect(readingHeading("Leo", READING_DAYS[0])).toBe("Leo Horoscope for Yesterday");
  expect(readingHeading("Aries", READING_DAYS[2])).toBe("Aries Horoscope for Tomorrow");
  const dated = pageDayOf("dated", "2021-06-01");
  expect(readingHeading("Aries", dated)).toBe("Aries Horoscope for June 1, 2021");
  expect([overviewTitle(dated), overviewTitle(pageDayOf("yesterday", TODAY))]).toEqual(["Overview", "Yesterday's Overview"]);
  expect(dated.suffix).toBe("/2021-06-01");
});
