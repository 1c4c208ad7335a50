import { useEffect } from "react";
import { toast } from "#app/lib/toast.ts";
import { localDateString, planWelcome, STREAK_STORAGE_KEYS as KEYS, WELCOME_DELAY_MS } from "./streak";

/** Shows the welcome (and maybe milestone) toast once per browser session. */
export function WelcomeToasts() {
  useEffect(() => {
    if (read("sessionStorage", KEYS.welcomeShown)) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let stopConfetti = () => {};
    let unmounted = false;
    // Confetti is for a milestone, a few days a year: its code is fetched only then.
    const celebrate = () =>
      void import("#app/components/ui/confetti.ts").then(({ burstConfetti }) => {
        if (!unmounted) stopConfetti = burstConfetti();
      });
    timers.push(
      setTimeout(() => {
        // Marked when shown, not when scheduled: a page left within 800 ms has not greeted yet.
        write("sessionStorage", KEYS.welcomeShown, "1");
        const today = localDateString(new Date());
        const { toasts, streakDays } = planWelcome(
          {
            firstVisitSeen: read("localStorage", KEYS.firstVisit) !== null,
            streakDays: Number.parseInt(read("localStorage", KEYS.streakDays) ?? "0", 10) || 0,
            lastToastDate: read("localStorage", KEYS.lastToastDate),
          },
          today,
        );
        write("localStorage", KEYS.firstVisit, "true");
        write("localStorage", KEYS.streakDays, String(streakDays));
        write("localStorage", KEYS.lastToastDate, today);
        for (const planned of toasts) {
          const show = () => {
            toast(planned.title, { description: planned.description, duration: planned.durationMs });
            if (planned.kind === "milestone") celebrate();
          };
          if (planned.afterMs === 0) show();
          else timers.push(setTimeout(show, planned.afterMs));
        }
      }, WELCOME_DELAY_MS),
    );
    return () => {
      unmounted = true;
      timers.forEach(clearTimeout);
      stopConfetti();
    };
  }, []);
  return null;
}

type StorageName = "localStorage" | "sessionStorage";

// Even touching window.localStorage throws when storage is disabled, so every access is guarded.
function read(storage: StorageName, key: string): string | null {
  try {
    return window[storage].getItem(key);
  } catch {
    return null;
  }
}

function write(storage: StorageName, key: string, value: string): void {
  try {
    window[storage].setItem(key, value);
  } catch {
    // A refused write only means the streak is not remembered; the greeting still shows.
  }
}
