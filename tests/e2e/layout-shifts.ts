import type { BrowserContext, Page } from "@playwright/test";

/**
 * Cumulative layout shift as a journey measures it: every shift from the first paint on, none
 * that follows an input (as CLS counts them). `watchLayoutShifts` must run before the page loads.
 */
export async function watchLayoutShifts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const state = window as unknown as { __cls: number; __clsObserver: PerformanceObserver };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) if (!entry.hadRecentInput) state.__cls += entry.value;
    };
    state.__cls = 0;
    state.__clsObserver = new PerformanceObserver((list) => add(list.getEntries()));
    state.__clsObserver.observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts counted so far, with any the observer holds but has not yet handed over. */
export async function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const state = window as unknown as { __cls: number; __clsObserver: PerformanceObserver };
    for (const entry of state.__clsObserver.takeRecords() as Shift[]) if (!entry.hadRecentInput) state.__cls += entry.value;
    return state.__cls;
  });
}
