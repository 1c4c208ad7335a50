import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { IDLE_TIMEOUT_MS, whenIdle } from "./idle";

type IdleCallback = () => void;

/** A page's window and document, with idle callbacks held until `idle()` runs them. */
function fakePage({ idleCallbacks = true } = {}) {
  const window = new EventTarget() as EventTarget & {
    requestIdleCallback?: (callback: IdleCallback, options: { timeout: number }) => number;
  };
  const document = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
  const pending: IdleCallback[] = [];
  const timeouts: number[] = [];
  if (idleCallbacks) {
    window.requestIdleCallback = (callback, options) => {
      pending.push(callback);
      timeouts.push(options.timeout);
      return pending.length;
    };
  }
  vi.stubGlobal("window", window);
  vi.stubGlobal("document", document);
  return {
    timeouts,
    idle: () => pending.splice(0).forEach((callback) => callback()),
    hide: () => {
      document.visibilityState = "hidden";
      document.dispatchEvent(new Event("visibilitychange"));
    },
    leave: () => window.dispatchEvent(new Event("pagehide")),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("the work waits for an idle moment, at most a second, and runs once", () => {
  const page = fakePage();
  const work = vi.fn();
  whenIdle(work);
  expect(work).not.toHaveBeenCalled();
  expect(page.timeouts).toEqual([IDLE_TIMEOUT_MS]);
  expect(IDLE_TIMEOUT_MS).toBe(1_000);
  page.idle();
  expect(work).toHaveBeenCalledTimes(1);
  page.hide();
  page.leave();
  expect(work).toHaveBeenCalledTimes(1);
});

test.each([
  ["hidden", "hide"],
  ["left", "leave"],
] as const)("a page %s before the idle moment runs the work at once, and only then", (_, event) => {
  const page = fakePage();
  const work = vi.fn();
  whenIdle(work);
  page[event]();
  expect(work).toHaveBeenCalledTimes(1);
  page.idle();
  expect(work).toHaveBeenCalledTimes(1);
});

test("a browser without idle callbacks runs the work in a task of its own", () => {
  fakePage({ idleCallbacks: false });
  const work = vi.fn();
  whenIdle(work);
  expect(work).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledTimes(1);
});
