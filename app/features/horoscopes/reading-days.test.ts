import { expect, test } from "vitest";
import { READING_DAYS, readingDayOfPath, readingHeading } from "./reading-days";

test("[daily.days] yesterday, today and tomorrow, each with its own path and offset", () => {
  expect(READING_DAYS.map((day) => [day.key, day.suffix, day.offset])).toEqual([
    ["yesterday", "/yesterday", -1],
    ["today", "", 0],
    ["tomorrow", "/tomorrow", 1],
  ]);
  expect(readingDayOfPath("/signs/leo").key).toBe("today");
  expect(readingDayOfPath("/signs/leo/").key).toBe("today");
  expect(readingDayOfPath("/signs/leo/yesterday").key).toBe("yesterday");
  expect(readingDayOfPath("/signs/leo/tomorrow.data").key).toBe("tomorrow");
  expect(readingDayOfPath("/signs/leo.data").key).toBe("today");
  expect(readingDayOfPath("/signs/leo/tomorrow").key).toBe("tomorrow");
  expect(readingDayOfPath("/signs/today").key).toBe("today");
});

test("[daily.days] headings: the daily one for today, the day's name for the others", () => {
  expect(readingHeading("Leo", READING_DAYS[1])).toBe("Leo Daily Horoscope");
  expect(readingHeading("Leo", READING_DAYS[0])).toBe("Leo Horoscope for Yesterday");
  expect(readingHeading("Aries", READING_DAYS[2])).toBe("Aries Horoscope for Tomorrow");
});
