import { useEffect, useRef, useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import type { RitualTracker } from "./ritual-claim";
import {
  localDateString,
  readSpinRecord,
  RITUAL_COLOR_NAMES,
  RITUAL_FAILURE_TOAST,
  RITUAL_POOL,
  spin,
  spinStatus,
  todaysRitual,
  writeSpinRecord,
  type SpinRecord,
  type SpinRitual,
} from "./spinner";

const SPIN_DURATION_MS = 1_200;
export const SPINNER_LABELS = {
  spin: "Spin the Ritual Wheel",
  spent: "Come Back Tomorrow",
  ready: "Your spin for today is ready.",
  spunToday: "You have already spun today. The wheel opens again after midnight, your time.",
} as const;

export function streakLabel(days: number): string {
  if (days < 1) return "No ritual streak yet: spin today to start one.";
  return `${days}-day ritual streak`;
}

type Loaded = { record: SpinRecord; today: string };

/** One spin per local calendar day, remembered in this browser only. */
export function RitualSpinner({ track }: { track?: RitualTracker } = {}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [ritual, setRitual] = useState<SpinRitual | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [angle, setAngle] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // Storage lives in the browser: the server renders the wheel, this fills in the visitor's day.
    const record = readSpinRecord(browserStorage());
    const today = localDateString(new Date());
    setLoaded({ record, today });
    if (!spinStatus(record, today).canSpin) setRitual(todaysRitual(record));
    return () => clearTimeout(timer.current);
  }, []);

  const status = loaded ? spinStatus(loaded.record, loaded.today) : null;

  function onSpin() {
    if (!loaded || spinning) return;
    const now = new Date();
    const outcome = spin(loaded.record, now);
    if (!outcome) return;
    writeSpinRecord(browserStorage(), outcome.record);
    track?.("ritual_claimed", { source: "ritual-wheel", element: outcome.ritual.element });
    setLoaded({ record: outcome.record, today: localDateString(now) });
    setRitual(null);
    setSpinning(true);
    setAngle((previous) => landingAngle(previous, outcome.ritual));
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    timer.current = setTimeout(
      () => {
        setSpinning(false);
        setRitual(outcome.ritual);
        if (outcome.failed) toast.error(RITUAL_FAILURE_TOAST);
      },
      reduced ? 0 : SPIN_DURATION_MS,
    );
  }

  const canSpin = Boolean(status?.canSpin) && !spinning;
  return (
    <section
      aria-labelledby="ritual-spinner-title"
      className="grid gap-8 rounded-xl border border-border bg-surface p-5 sm:p-8 md:grid-cols-[auto_1fr] md:items-center"
    >
      <Wheel angle={angle} />
      <div className="flex flex-col gap-4">
        <h2 id="ritual-spinner-title" className="text-2xl font-semibold">
          Spin for today’s ritual
        </h2>
        <p className="font-semibold text-accent" data-testid="ritual-streak">
          <span aria-hidden="true">🔥 </span>
          {streakLabel(status?.streak ?? 0)}
        </p>
        <button type="button" className={buttonClasses("primary", "self-start px-6 py-3 text-base")} disabled={!canSpin} onClick={onSpin}>
          {status && !status.canSpin && !spinning ? SPINNER_LABELS.spent : SPINNER_LABELS.spin}
        </button>
        <noscript>
          <p className="text-muted">The ritual wheel needs JavaScript; the rituals below work without it.</p>
        </noscript>
        <div aria-live="polite" className="flex flex-col gap-4">
          {spinning ? <p className="text-muted">The wheel is turning…</p> : null}
          {status && !spinning ? <p className="text-muted">{status.canSpin ? SPINNER_LABELS.ready : SPINNER_LABELS.spunToday}</p> : null}
          {ritual && !spinning ? <RitualCard ritual={ritual} /> : null}
        </div>
      </div>
    </section>
  );
}

function RitualCard({ ritual }: { ritual: SpinRitual }) {
  const colorName = RITUAL_COLOR_NAMES[ritual.luckyColor] ?? ritual.luckyColor;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface-muted p-5" data-testid="spun-ritual">
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent">
        <span aria-hidden="true" className="text-2xl">
          {ritual.symbol}
        </span>
        {ritual.element} ritual
      </p>
      <p className="text-lg leading-8">{ritual.ritual}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">Lucky number</dt>
        <dd className="font-semibold">{ritual.luckyNumber}</dd>
        <dt className="text-muted">Lucky colour</dt>
        <dd className="flex items-center gap-2 font-semibold">
          <span
            aria-hidden="true"
            className="inline-block size-5 rounded-full border border-border"
            style={{ backgroundColor: ritual.luckyColor }}
          />
          {colorName} ({ritual.luckyColor})
        </dd>
      </dl>
    </div>
  );
}

/** The five pool symbols on a wheel; the drawn one comes to rest at the top pointer. */
function Wheel({ angle }: { angle: number }) {
  const step = 360 / RITUAL_POOL.length;
  return (
    <div aria-hidden="true" className="relative mx-auto size-56">
      <span className="absolute left-1/2 top-0 z-10 -translate-x-1/2 -translate-y-1 text-2xl text-accent">▼</span>
      <div
        className="relative size-full rounded-full border-4 border-accent bg-surface-muted transition-transform duration-[1200ms] ease-out"
        style={{ transform: `rotate(${angle}deg)` }}
      >
        {RITUAL_POOL.map((entry, index) => (
          <span
            key={entry.ritual}
            className="absolute left-1/2 top-1/2 text-4xl"
            style={{ transform: `translate(-50%, -50%) rotate(${index * step}deg) translateY(-5.5rem) rotate(${-index * step}deg)` }}
          >
            {entry.symbol}
          </span>
        ))}
      </div>
    </div>
  );
}

/** Three whole turns and then on to the drawn symbol; a backup ritual off the wheel just turns. */
function landingAngle(previous: number, ritual: SpinRitual): number {
  const index = RITUAL_POOL.indexOf(ritual);
  const base = previous + 3 * 360;
  if (index < 0) return base;
  const target = (360 - index * (360 / RITUAL_POOL.length)) % 360;
  return base + ((target - (base % 360) + 360) % 360);
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
