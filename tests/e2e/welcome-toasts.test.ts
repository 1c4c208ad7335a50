import { expect, test, type Page } from "@playwright/test";

// A fixed local morning; the clock only moves when the test says so.
const NOW = new Date("2026-03-10T09:00:00");

// The installed clock starts ticking at once, so it starts a minute early: pausing at NOW is then
// always a step forward, however slow the machine is between the two calls.
async function freezeClockAt(page: Page, moment: Date) {
  await page.clock.install({ time: new Date(moment.getTime() - 60_000) });
  await page.clock.pauseAt(moment);
}

async function openWithClock(page: Page, storage: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await freezeClockAt(page, NOW);
  await page.goto("/signs");
  await waitForHydration(page);
}

async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

// Each check runs the fake clock 10 ms past the moment under test, so a timer due at that moment
// has run and React has drawn what it asked for.
const toastTitled = (page: Page, title: string) => page.locator("[data-toast]").filter({ hasText: title });

test("a first-ever visitor is welcomed 800 ms after load, once per browser session", async ({ page }) => {
  await openWithClock(page, {});
  await page.clock.runFor(790);
  await expect(toastTitled(page, "Welcome to Cosmic Daily!")).toHaveCount(0);
  await page.clock.runFor(20);
  await expect(toastTitled(page, "Welcome to Cosmic Daily!")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("cosmic_first_visit"))).toBe("true");
  expect(await page.evaluate(() => localStorage.getItem("cosmic_last_toast_date"))).toBe("2026-03-10");

  await page.reload();
  await waitForHydration(page);
  await page.clock.runFor(2_000);
  await expect(toastTitled(page, "Welcome")).toHaveCount(0);
});

test("a returning visitor on a fresh streak hears 'Welcome Back!' about the cosmic journey", async ({ page }) => {
  await openWithClock(page, { cosmic_first_visit: "true", cosmic_streak_days: "6", cosmic_last_toast_date: "2026-03-01" });
  await page.clock.runFor(810);
  const toast = toastTitled(page, "Welcome Back!");
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("cosmic journey");
  expect(await page.evaluate(() => localStorage.getItem("cosmic_streak_days"))).toBe("1");
});

test("reaching a 3-day streak adds 'Milestone Achieved!' 1.5 s after the welcome", async ({ page }) => {
  await openWithClock(page, { cosmic_first_visit: "true", cosmic_streak_days: "2", cosmic_last_toast_date: "2026-03-09" });
  await page.clock.runFor(810);
  await expect(toastTitled(page, "Welcome Back!")).toContainText("3-day cosmic streak");
  await page.clock.runFor(1_480); // 2290 ms after load: 1490 ms after the welcome
  await expect(toastTitled(page, "Milestone Achieved!")).toHaveCount(0);
  await page.clock.runFor(20);
  await expect(toastTitled(page, "Milestone Achieved!")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("cosmic_streak_days"))).toBe("3");
});

test("[streaks.confetti] a milestone sets off confetti: a shower every 250 ms for 2000 ms, then the layer goes", async ({ page }) => {
  const confetti = page.locator("[data-confetti]");
  await openWithClock(page, { cosmic_first_visit: "true", cosmic_streak_days: "2", cosmic_last_toast_date: "2026-03-09" });
  await page.clock.runFor(810 + 1_500);
  await expect(toastTitled(page, "Milestone Achieved!")).toBeVisible();
  await expect(confetti).toHaveAttribute("data-showers", "1");
  await expect(confetti).toHaveAttribute("aria-hidden", "true");
  await expect(confetti).toHaveCSS("pointer-events", "none");
  await page.clock.runFor(250);
  await expect(confetti).toHaveAttribute("data-showers", "2");
  await page.clock.runFor(1_500); // 1750 ms in: the eighth and last shower
  await expect(confetti).toHaveAttribute("data-showers", "8");
  await page.clock.runFor(500);
  await expect(confetti).toHaveAttribute("data-showers", "8");
  await page.clock.runFor(1_500);
  await expect(confetti).toHaveCount(0);
});

test("[streaks.confetti] a reader who asked for reduced motion gets the milestone without confetti", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openWithClock(page, { cosmic_first_visit: "true", cosmic_streak_days: "2", cosmic_last_toast_date: "2026-03-09" });
  await page.clock.runFor(810 + 1_500);
  await expect(toastTitled(page, "Milestone Achieved!")).toBeVisible();
  await page.clock.runFor(250);
  await expect(page.locator("[data-confetti]")).toHaveCount(0);
});

test("the welcome back toast leaves after 6 s", async ({ page }) => {
  await openWithClock(page, { cosmic_first_visit: "true", cosmic_streak_days: "4", cosmic_last_toast_date: "2026-03-09" });
  await page.clock.runFor(810);
  const toast = toastTitled(page, "Welcome Back!");
  await expect(toast).toBeVisible();
  await page.clock.runFor(5_500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(toast).toBeHidden();
});

test("storage that refuses every write does not break the page or the greeting", async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
  });
  await freezeClockAt(page, NOW);
  await page.goto("/");
  await waitForHydration(page);
  await page.clock.runFor(810);
  await expect(toastTitled(page, "Welcome to Cosmic Daily!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
