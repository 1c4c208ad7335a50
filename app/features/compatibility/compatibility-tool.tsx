import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import { FIELD_LABELS, HEADINGS, pairPath } from "./scoring";

export type PickerSign = { slug: string; name: string; symbol: string; dateRange: string };

/** The event a checked pair reports; the route passes the analytics feature's tracker in. */
type CompatibilityTracker = (name: "compatibility_checked", properties: { a: string; b: string }) => void;

/** The page whose loader turns ?sign1=&sign2= into the pair's address, for browsers without scripts. */
const COMPATIBILITY_FORM_ACTION = "/compatibility";

/**
 * Two sign selects. Once both hold a sign, and again whenever the pair changes, the tool opens
 * that pair's page. Without scripts it is a plain GET form that the /compatibility loader
 * redirects, so the same choice lands on the same page either way.
 */
export function CompatibilityTool({
  signs,
  first: initialFirst = null,
  second: initialSecond = null,
  track,
}: {
  signs: readonly PickerSign[];
  first?: string | null;
  second?: string | null;
  track?: CompatibilityTracker;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [first, setFirst] = useState(initialFirst ?? "");
  const [second, setSecond] = useState(initialSecond ?? "");
  const bothChosen = first !== "" && second !== "";

  // The tool shows a result by opening the pair's page; that is the moment a pair is checked.
  function open(a: string, b: string) {
    track?.("compatibility_checked", { a, b });
    navigate(pairPath(a, b));
  }

  function choose(which: "first" | "second", slug: string) {
    const next = which === "first" ? { first: slug, second } : { first, second: slug };
    if (which === "first") setFirst(slug);
    else setSecond(slug);
    if (next.first && next.second) open(next.first, next.second);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (bothChosen) open(first, second);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-border bg-surface p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="mb-2 text-2xl font-semibold">
        {bothChosen ? HEADINGS.again : HEADINGS.choose}
      </h2>
      <p id={`${id}-hint`} className="mb-4 text-sm text-muted">
        Choosing both signs opens their compatibility reading.
      </p>
      <form
        method="get"
        action={COMPATIBILITY_FORM_ACTION}
        onSubmit={submit}
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <SignSelect
          id={`${id}-first`}
          name="sign1"
          label={FIELD_LABELS.first}
          hintId={`${id}-hint`}
          signs={signs}
          value={first}
          onChange={(slug) => choose("first", slug)}
        />
        <SignSelect
          id={`${id}-second`}
          name="sign2"
          label={FIELD_LABELS.second}
          hintId={`${id}-hint`}
          signs={signs}
          value={second}
          onChange={(slug) => choose("second", slug)}
        />
        <button type="submit" className={buttonClasses("primary", "h-11")}>
          Compare
        </button>
      </form>
    </section>
  );
}

function SignSelect({
  id,
  name,
  label,
  hintId,
  signs,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  hintId: string;
  signs: readonly PickerSign[];
  value: string;
  onChange: (slug: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        required
        aria-describedby={hintId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses} h-11`}
      >
        <option value="">Select a sign</option>
        {signs.map((sign) => (
          <option key={sign.slug} value={sign.slug}>
            {`${sign.symbol} ${sign.name} (${sign.dateRange})`}
          </option>
        ))}
      </select>
    </div>
  );
}
