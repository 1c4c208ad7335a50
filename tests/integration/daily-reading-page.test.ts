import pino from "pino";
import type { AppLoadContext } from "react-router";
import { expect, test } from "vitest";
import { HOROSCOPE_MESSAGES } from "~/features/horoscopes/messages";
import type { HoroscopeService } from "~/features/horoscopes/horoscopes.server";
import { findSign } from "~/features/signs/signs";
import { AppError } from "~/lib/errors";
import { loadDailyReading } from "~/routes/site/sign-daily.server";
import { buildEnv } from "../factories/env";

/** A load context whose horoscope service answers getDaily with `getDaily`. */
function contextWith(getDaily: HoroscopeService["getDaily"]): AppLoadContext {
  const horoscopes = { getDaily, ensureDays: async () => ({ generated: 0, existing: 0 }), today: () => "2026-11-23" };
  return { env: buildEnv(), logger: pino({ level: "silent" }), horoscopes } as unknown as AppLoadContext;
}

const leo = findSign("leo")!;

test("when the stored reading cannot be read, the page gets the same day's reading built locally", async () => {
  const state = await loadDailyReading(contextWith(async () => Promise.reject(new Error("database gone"))), leo, "2026-11-23");
  expect(state.status).toBe("failed");
  expect(state.horoscope).toMatchObject({ sign: "leo", date: "2026-11-23", lucky: { symbol: "♌" } });
  expect(state.horoscope!.overview.length).toBeGreaterThan(100);
  expect(state.horoscope!.skyFacts.length).toBeGreaterThan(0);
});

test("a day with no reading is 'empty', not an error", async () => {
  const notFound = new AppError({ code: "not_found", status: 404, message: HOROSCOPE_MESSAGES.noData });
  const state = await loadDailyReading(contextWith(async () => Promise.reject(notFound)), leo, "2031-01-01");
  expect(state).toEqual({ status: "empty", horoscope: null });
});

test("the page's messages, word for word", () => {
  expect(HOROSCOPE_MESSAGES.loadFailedToast("Leo")).toBe("Unable to load your Leo horoscope. Please try refreshing the page.");
  expect(HOROSCOPE_MESSAGES.fallback).toBe("We're having trouble connecting to the stars right now. Check back soon for your personalized horoscope.");
  expect(HOROSCOPE_MESSAGES.noData).toBe("No horoscope data available");
  expect(HOROSCOPE_MESSAGES.invalidSign).toBe("Invalid zodiac sign");
});
