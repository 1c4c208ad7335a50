import { expect, test } from "vitest";
import type { Database } from "#db/client.ts";
import { createHoroscopeService } from "#app/features/horoscopes/horoscopes.server.ts";
import { HOROSCOPE_MESSAGES } from "#app/features/horoscopes/messages.ts";
import { skyForDay } from "#app/features/sky/sky.server.ts";
import { silentLogger } from "#tests/factories/site.ts";
import { createTestDatabase } from "#tests/setup/databases.ts";

const TODAY = "2026-11-23";
const now = () => new Date(`${TODAY}T09:00:00Z`);

test("when the stored reading cannot be read, the page gets the same day's reading built on the spot", async () => {
  // A database that is gone: every query fails.
  const gone = new Proxy(
    {},
    {
      get: () => () => {
        throw new Error("database gone");
      },
    },
  ) as unknown as Database;
  const horoscopes = createHoroscopeService({ db: gone, skyForDay, timeZone: "UTC", logger: silentLogger, now });
  const state = await horoscopes.readForPage("leo", TODAY);
  expect(state.status).toBe("failed");
  expect(state.horoscope).toMatchObject({ sign: "leo", date: TODAY, lucky: { symbol: "♌" } });
  expect(state.horoscope!.overview.length).toBeGreaterThan(100);
  expect(state.horoscope!.skyFacts.length).toBeGreaterThan(0);
});

test("a day with no reading is 'empty', not an error; an unknown sign is still refused", async () => {
  const database = await createTestDatabase("pglite");
  try {
    const horoscopes = createHoroscopeService({ db: database.db, skyForDay, timeZone: "UTC", logger: silentLogger, now });
    expect(await horoscopes.readForPage("leo", "2031-01-01")).toEqual({ status: "empty", horoscope: null });
    expect(await horoscopes.readForPage("leo", TODAY)).toMatchObject({ status: "ok", horoscope: { sign: "leo", date: TODAY } });
    await expect(horoscopes.readForPage("ophiuchus", TODAY)).rejects.toMatchObject({ code: "bad_request" });
  } finally {
    await database.drop();
  }
});

test("the page's messages, word for word", () => {
  expect(HOROSCOPE_MESSAGES.loadFailedToast("Leo")).toBe("Unable to load your Leo horoscope. Please try refreshing the page.");
  expect(HOROSCOPE_MESSAGES.fallback).toBe(
    "We're having trouble connecting to the stars right now. Check back soon for your personalized horoscope.",
  );
  expect(HOROSCOPE_MESSAGES.noData).toBe("No horoscope data available");
  expect(HOROSCOPE_MESSAGES.invalidSign).toBe("Invalid zodiac sign");
});
