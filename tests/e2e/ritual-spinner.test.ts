import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support";

const SPUN_TODAY = "You have already spun today. The wheel opens again after midnight, your time.";

const stored = (page: Page) =>
  page.evaluate(() => ({
    lastRitualSpin: localStorage.getItem("lastRitualSpin"),
    lastRitualSpinDate: localStorage.getItem("lastRitualSpinDate"),
    ritualStreak: localStorage.getItem("ritualStreak"),
  }));

const localToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });

async function spinOnce(page: Page) {
  await page.getByRole("button", { name: "Spin the Ritual Wheel" }).click();
  await expect(page.getByTestId("spun-ritual")).toBeVisible();
}

test("the first spin of the day shows a ritual and starts a streak; a second spin that day is refused", async ({ page }) => {
  await gotoHydrated(page, "/ritual");
  await expect(page.getByTestId("ritual-streak")).toContainText("No ritual streak yet");
  await spinOnce(page);
  const ritual = page.getByTestId("spun-ritual");
  await expect(ritual).toContainText("Lucky number");
  await expect(ritual).toContainText("Lucky colour");
  await expect(page.getByTestId("ritual-streak")).toContainText("1-day ritual streak");

  await expect(page.getByRole("button", { name: "Come Back Tomorrow" })).toBeDisabled();
  await expect(page.getByText(SPUN_TODAY)).toBeVisible();
  const saved = await stored(page);
  expect(saved.lastRitualSpinDate).toBe(await localToday(page));
  expect(saved.ritualStreak).toBe("1");
  expect(Number.isNaN(Date.parse(saved.lastRitualSpin ?? ""))).toBe(false);

  // Reloading does not give another spin: today's ritual comes back instead.
  const text = await ritual.textContent();
  await page.reload();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expect(page.getByRole("button", { name: "Come Back Tomorrow" })).toBeDisabled();
  await expect(page.getByTestId("spun-ritual")).toHaveText(text!);
  expect(await stored(page)).toEqual(saved);
});

test("spinning again the next day grows the streak to 2", async ({ page }) => {
  await gotoHydrated(page, "/ritual");
  await spinOnce(page);
  await expect(page.getByTestId("ritual-streak")).toContainText("1-day ritual streak");

  // The next day, simulated: yesterday's spin as the stored one.
  await page.evaluate(() => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const y = yesterday.getFullYear();
    const m = String(yesterday.getMonth() + 1).padStart(2, "0");
    const d = String(yesterday.getDate()).padStart(2, "0");
    localStorage.setItem("lastRitualSpinDate", `${y}-${m}-${d}`);
    localStorage.setItem("lastRitualSpin", yesterday.toISOString());
  });
  await page.reload();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expect(page.getByTestId("ritual-streak")).toContainText("1-day ritual streak");
  await expect(page.getByRole("button", { name: "Spin the Ritual Wheel" })).toBeEnabled();

  await spinOnce(page);
  await expect(page.getByTestId("ritual-streak")).toContainText("2-day ritual streak");
  expect((await stored(page)).ritualStreak).toBe("2");
  expect((await stored(page)).lastRitualSpinDate).toBe(await localToday(page));
  await expect(page.getByRole("button", { name: "Come Back Tomorrow" })).toBeDisabled();
});

test("a gap of more than a day starts the streak again at 1", async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    const old = new Date();
    old.setDate(old.getDate() - 3);
    localStorage.setItem("lastRitualSpin", old.toISOString());
    localStorage.setItem(
      "lastRitualSpinDate",
      `${old.getFullYear()}-${String(old.getMonth() + 1).padStart(2, "0")}-${String(old.getDate()).padStart(2, "0")}`,
    );
    localStorage.setItem("ritualStreak", "6");
  });
  await gotoHydrated(page, "/ritual");
  await expect(page.getByTestId("ritual-streak")).toContainText("No ritual streak yet");
  await spinOnce(page);
  await expect(page.getByTestId("ritual-streak")).toContainText("1-day ritual streak");
  expect((await stored(page)).ritualStreak).toBe("1");
});

test("the ritual page's counts match what it lists", async ({ page }) => {
  const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
  await page.goto("/ritual");
  const heading = await page.getByRole("heading", { level: 2, name: /rituals to try$/ }).textContent();
  const listed = await page.locator("h2:has-text('rituals to try') ~ ul > li").count();
  expect(words.indexOf(heading!.split(" ")[0]!.toLowerCase())).toBe(listed);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain(`${words[listed]} rituals to try`);
});
