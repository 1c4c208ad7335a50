import { expect, test } from "vitest";
import { MILESTONE_DAYS, planWelcome, TOAST_DURATIONS_MS } from "./streak";

test("[streaks.milestones] toasts last 6 s (welcome back), 5 s (first visit) and 7 s (milestone); milestones at 3, 7, 14 and 30 days", () => {
  expect(TOAST_DURATIONS_MS).toEqual({ welcomeBack: 6000, firstVisit: 5000, milestone: 7000 });
  expect(MILESTONE_DAYS).toEqual([3, 7, 14, 30]);
});

test("[streaks.first-visit] a first-ever visitor gets the first-visit welcome for 5 s", () => {
  const plan = planWelcome({ firstVisitSeen: false, streakDays: 0, lastToastDate: null }, "2026-03-10");
  expect(plan.streakDays).toBe(1);
  expect(plan.toasts).toHaveLength(1);
  expect(plan.toasts[0]).toMatchObject({ kind: "first-visit", durationMs: 5000, afterMs: 0 });
});

test("[streaks.welcome-back] a returning visitor on day one of a streak hears about the cosmic journey", () => {
  const plan = planWelcome({ firstVisitSeen: true, streakDays: 5, lastToastDate: "2026-03-01" }, "2026-03-10");
  expect(plan.streakDays).toBe(1);
  expect(plan.toasts).toEqual([
    expect.objectContaining({ title: "Welcome Back!", durationMs: 6000, description: expect.stringContaining("cosmic journey") }),
  ]);
});

test("[streaks.welcome-back] a longer streak is shown as a cosmic streak", () => {
  const plan = planWelcome({ firstVisitSeen: true, streakDays: 4, lastToastDate: "2026-03-09" }, "2026-03-10");
  expect(plan.toasts[0]!.description).toContain("5-day cosmic streak");
  expect(plan.toasts).toHaveLength(1);
});

test.each([3, 7, 14, 30])("[streaks.milestones] reaching %i days adds the milestone toast 1.5 s later for 7 s", (days) => {
  const plan = planWelcome({ firstVisitSeen: true, streakDays: days - 1, lastToastDate: "2026-03-09" }, "2026-03-10");
  expect(plan.toasts[1]).toMatchObject({ kind: "milestone", title: "Milestone Achieved!", afterMs: 1500, durationMs: 7000 });
});

test("[streaks.milestones] no milestone between milestones", () => {
  const plan = planWelcome({ firstVisitSeen: true, streakDays: 3, lastToastDate: "2026-03-09" }, "2026-03-10");
  expect(plan.streakDays).toBe(4);
  expect(plan.toasts.map((toast) => toast.kind)).toEqual(["welcome-back"]);
});
