import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, PUBLIC_ROUTES } from "./support";

// A drawn chart, a reading's period pages and a blog post show dates of their own.
const MORE_PAGES = [
  "/charts/free-birth-chart?date=1990-04-15&time=13%3A30&place=London%2C+United+Kingdom&lat=51.50853&lon=-0.12574&tz=Europe%2FLondon&houses=placidus",
  "/signs/leo/weekly",
  "/signs/leo/monthly",
  "/blog/reading-your-birth-chart-step-by-step",
  "/accuracy",
];

/** Records every Intl formatter made and every locale formatting call, with the script that asked. */
async function watchIntl(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const uses: string[] = [];
    (window as unknown as { intlUses: string[] }).intlUses = uses;
    const note = (what: string) => uses.push(`${what} from ${new Error().stack?.split("\n")[3]?.trim() ?? "?"}`);
    const formatters = ["NumberFormat", "DateTimeFormat", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat"] as const;
    for (const name of formatters) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const Watched = function (...args: unknown[]) {
        note(`Intl.${name}`);
        return new Original(...args);
      };
      Object.setPrototypeOf(Watched, Original);
      Watched.prototype = Original.prototype;
      (Intl as unknown as Record<string, unknown>)[name] = Watched;
    }
    const methods: Array<[object, string]> = [
      [Number.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
      [String.prototype, "localeCompare"],
    ];
    for (const [prototype, name] of methods) {
      const record = prototype as Record<string, (...args: unknown[]) => unknown>;
      const original = record[name]!;
      record[name] = function (this: unknown, ...args: unknown[]) {
        note(name);
        return original.apply(this, args);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses);
}

/** Pages loaded at once: each waits out half a second of a quiet network, so they wait together. */
const TABS = 3;

test("[shell.first-load-no-intl] no public page makes an Intl formatter on its first load", async ({ page }) => {
  test.setTimeout(120_000);
  const paths = [...PUBLIC_ROUTES, ...MORE_PAGES];
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => page.context().newPage())))];
  await Promise.all(
    tabs.map(async (tab, index) => {
      const intlUses = await watchIntl(tab);
      for (const path of paths.filter((_, position) => position % TABS === index)) {
        await gotoHydrated(tab, path);
        await tab.waitForLoadState("networkidle");
        expect(await intlUses(), path).toEqual([]);
      }
    }),
  );
});

test.describe("in a German browser", () => {
  test.use({ locale: "de-DE" });

  test("[shell.first-load-no-intl] the personality guide's date is the site's until it is seen, then the reader's own", async ({
    page,
  }) => {
    const intlUses = await watchIntl(page);
    await gotoHydrated(page, "/signs/gemini/personality");
    // The guide streams in after the page: until React swaps it into place its copy waits in a hidden
    // node, so the date is looked for in the region readers see (roles leave hidden nodes out).
    const updated = page
      .getByRole("region", { name: "Personality guide" })
      .getByText(/^Last updated/)
      .locator("time");
    await expect(updated).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await intlUses()).toEqual([]);
    await updated.scrollIntoViewIfNeeded();
    await expect(updated).toHaveText(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
  });
});
