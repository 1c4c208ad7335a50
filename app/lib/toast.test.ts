import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { currentToasts, dismissToast, subscribeToToasts, toast, TOASTER_OPTIONS, visibleToasts } from "./toast";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const item of currentToasts()) dismissToast(item.id);
  vi.runAllTimers();
  vi.useRealTimers();
});

test("[shell.toasts] at most 3 visible, 14 px apart, 4000 ms unless said otherwise, 76 px from the top (72 on a phone)", () => {
  expect(TOASTER_OPTIONS).toMatchObject({ visibleToasts: 3, gap: 14, duration: 4000, offset: 76, mobileOffset: 72 });
  // Clear of the 64 px sticky header and its navigation.
  expect(TOASTER_OPTIONS.offset).toBeGreaterThan(64);
  expect(TOASTER_OPTIONS.mobileOffset).toBeGreaterThan(64);
});

test("[shell.toasts] a toast has its type, title, description and duration; the newest comes first", () => {
  toast("Welcome", { description: "Hello", duration: 6000 });
  toast.success("Saved");
  toast.error("Refused", { description: "Try again" });
  expect(currentToasts().map(({ type, title, description, duration }) => ({ type, title, description, duration }))).toEqual([
    { type: "error", title: "Refused", description: "Try again", duration: 4000 },
    { type: "success", title: "Saved", description: undefined, duration: 4000 },
    { type: "default", title: "Welcome", description: "Hello", duration: 6000 },
  ]);
});

test("[shell.toasts] the newest three show; an older one waits and shows once one has gone", () => {
  const ids = ["one", "two", "three", "four"].map((title) => toast(title));
  expect(visibleToasts(currentToasts()).map((item) => item.title)).toEqual(["four", "three", "two"]);
  dismissToast(ids[3]!);
  expect(currentToasts()[0]).toMatchObject({ title: "four", leaving: true });
  vi.advanceTimersByTime(TOASTER_OPTIONS.exitMs);
  expect(visibleToasts(currentToasts()).map((item) => item.title)).toEqual(["three", "two", "one"]);
});

test("[shell.toasts] dismissing tells every listener, and a second dismissal of the same toast does nothing", () => {
  const listener = vi.fn();
  const unsubscribe = subscribeToToasts(listener);
  const id = toast("Once");
  dismissToast(id);
  dismissToast(id);
  vi.advanceTimersByTime(TOASTER_OPTIONS.exitMs);
  expect(listener).toHaveBeenCalledTimes(3); // shown, leaving, gone
  expect(currentToasts()).toEqual([]);
  unsubscribe();
});

test("before any toast, the browser's list is the very list a server render showed, so hydrating the stack renders it once", async () => {
  vi.resetModules();
  const fresh = await import("./toast");
  // useSyncExternalStore compares the two by identity: two empty lists would differ.
  expect(fresh.currentToasts()).toBe(fresh.serverToasts());
});
