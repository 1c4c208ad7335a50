/**
 * The welcome and streak toasts (docs/rules.md, "Streaks and welcome toasts"), as pure decisions
 * so they can be tested without a browser.
 */
import { nextDayStreak } from "#app/lib/day-streak.ts";

export const WELCOME_DELAY_MS = 800;
const MILESTONE_DELAY_MS = 1_500;
export const MILESTONE_DAYS = [3, 7, 14, 30] as const;
export const TOAST_DURATIONS_MS = { welcomeBack: 6_000, firstVisit: 5_000, milestone: 7_000 } as const;

/** Where the greeting's state lives ([streaks.storage]); the names are ours (ADR 005). */
export const STREAK_STORAGE_KEYS = {
  firstVisit: "cosmic_first_visit",
  streakDays: "cosmic_streak_days",
  lastToastDate: "cosmic_last_toast_date",
  welcomeShown: "cosmic_welcome_shown", // sessionStorage: once per browser session
} as const;

type PlannedToast = {
  kind: "welcome-back" | "first-visit" | "milestone";
  title: string;
  description: string;
  durationMs: number;
  /** Counted from the moment the welcome toast shows. */
  afterMs: number;
};

type WelcomeState = { firstVisitSeen: boolean; streakDays: number; lastToastDate: string | null };

export function planWelcome(state: WelcomeState, today: string): { toasts: PlannedToast[]; streakDays: number } {
  if (!state.firstVisitSeen) {
    return {
      streakDays: 1,
      toasts: [
        {
          kind: "first-visit",
          title: "Welcome to Cosmic Daily!",
          description: "Your horoscope here is read from the real sky. Come back tomorrow to start your cosmic streak.",
          durationMs: TOAST_DURATIONS_MS.firstVisit,
          afterMs: 0,
        },
      ],
    };
  }
  const streakDays = nextDayStreak(state.streakDays, state.lastToastDate, today);
  const toasts: PlannedToast[] = [
    {
      kind: "welcome-back",
      title: "Welcome Back!",
      description:
        streakDays > 1
          ? `🔥 ${streakDays}-day cosmic streak! The stars noticed you came back.`
          : "Your cosmic journey continues. See what the sky holds for you today.",
      durationMs: TOAST_DURATIONS_MS.welcomeBack,
      afterMs: 0,
    },
  ];
  if ((MILESTONE_DAYS as readonly number[]).includes(streakDays)) {
    toasts.push({
      kind: "milestone",
      title: "Milestone Achieved!",
      description: `${streakDays} days in a row. Your ${streakDays}-day cosmic streak is written in the stars.`,
      durationMs: TOAST_DURATIONS_MS.milestone,
      afterMs: MILESTONE_DELAY_MS,
    });
  }
  return { toasts, streakDays };
}

/** The visitor's own calendar date, YYYY-MM-DD. */
export function localDateString(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}
