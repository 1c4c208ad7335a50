import { expect, test } from "vitest";
import {
  IMAGE_REQUEST_MESSAGES,
  LONG_MAX_AGE_S,
  readImageDay,
  readImageSign,
  SHARE_IMAGE_WINDOW_DAYS,
  shareImageCacheControl,
  SHORT_MAX_AGE_S,
} from "./image-request";

const TODAY = "2026-11-25";

test("[share.image-input] a day's file name within a year of today is read as that day", () => {
  // 2025-11-24 and 2027-11-26 are each 366 days from today.
  for (const date of [TODAY, "2026-11-24", "2026-11-26", "2025-11-24", "2027-11-26", "2027-02-28"]) {
    expect(readImageDay(`${date}.png`, TODAY)).toEqual({ ok: true, date });
  }
  expect(SHARE_IMAGE_WINDOW_DAYS).toBe(366);
});

test("[share.image-input] a file that is not {day}.png is a 404", () => {
  for (const file of [undefined, "", "2026-11-25", "2026-11-25.jpg", "2026-11-25.PNG", "2026-11-25.png ", ".png/x", "leo"]) {
    expect(readImageDay(file, TODAY), String(file)).toEqual({ ok: false, status: 404, message: IMAGE_REQUEST_MESSAGES.notPng });
  }
});

test("[share.image-input] a day that is not a real calendar date written YYYY-MM-DD is a 400", () => {
  for (const day of [
    "2026-02-30",
    "2026-13-01",
    "2026-1-1",
    "26-11-25",
    "+02026-11-25",
    "2026-11-25T00:00",
    "today",
    "2026-11-25\0",
    "٢٠٢٦-١١-٢٥",
    "2026-11-25.png",
    "",
  ]) {
    expect(readImageDay(`${day}.png`, TODAY), day).toEqual({ ok: false, status: 400, message: IMAGE_REQUEST_MESSAGES.badDate });
  }
});

test("[share.image-input] a day more than 366 days from today is a 404, so crawlers cannot walk the calendar", () => {
  for (const day of ["2025-11-23", "2027-11-27", "1999-01-01", "9999-12-31", "0000-01-01"]) {
    expect(readImageDay(`${day}.png`, TODAY), day).toEqual({ ok: false, status: 404, message: IMAGE_REQUEST_MESSAGES.outOfWindow });
  }
});

test("[share.image-input] only the twelve lower-case slugs name a sign", () => {
  expect(readImageSign("leo")).toEqual({ ok: true, sign: "leo" });
  expect(readImageSign("sagittarius")).toEqual({ ok: true, sign: "sagittarius" });
  for (const slug of [undefined, "", "Leo", "LEO", "ophiuchus", "leo ", "__proto__", "constructor", "leo\0"]) {
    expect(readImageSign(slug), String(slug)).toEqual({ ok: false, status: 404, message: IMAGE_REQUEST_MESSAGES.unknownSign });
  }
  expect(IMAGE_REQUEST_MESSAGES.unknownSign).toContain("aries, taurus, gemini");
});

test("[share.image-cache] past days and pairs are kept a month, today and later an hour, an incomplete card a minute", () => {
  expect(LONG_MAX_AGE_S).toBe(2_592_000);
  expect(SHORT_MAX_AGE_S).toBe(3_600);
  expect(shareImageCacheControl("sign", "2026-11-24", TODAY)).toBe("public, max-age=2592000");
  expect(shareImageCacheControl("sign", TODAY, TODAY)).toBe("public, max-age=3600");
  expect(shareImageCacheControl("sign", "2026-11-26", TODAY)).toBe("public, max-age=3600");
  expect(shareImageCacheControl("pair", TODAY, TODAY)).toBe("public, max-age=2592000");
  expect(shareImageCacheControl("pair", "2026-12-25", TODAY)).toBe("public, max-age=2592000");
  expect(shareImageCacheControl("sign", "2026-11-24", TODAY, false)).toBe("public, max-age=60");
});
