import { useId, useState, type FormEvent } from "react";
import { toast } from "#app/lib/toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldAria, inputClasses } from "#app/components/ui/field.tsx";
import {
  DEFAULT_SUBSCRIBE_TYPES,
  firstFullFormProblem,
  FULL_FORM_TEXTS,
  tagsOf,
  validateFullForm,
  type FullFormInput,
  type SubscribeTypes,
} from "./form-rules";
import { postSubscription, type SubscribeTracker } from "./subscribe-request";
import { rememberReaderSign } from "#app/zodiac/reader-sign.ts";
import { DeliveryFields } from "./delivery-fields";
import { EditionLabel } from "./edition-label";
import { EDITION_KINDS } from "./editions/edition-kinds";

type SignOption = { slug: string; name: string; symbol: string };
type State = { phase: "idle" | "submitting" } | { phase: "success" } | { phase: "error"; message: string };

/** What the page's loader knows of delivery: the zones the server takes, and the site's zone and hour. */
export type DeliveryDefaults = { zones: readonly string[]; zone: string; time: string };

/** The full newsletter form of /subscribe: name, email, sign, the four editions, and the hour and zone they leave at. */
export function SubscribeForm({
  signs,
  delivery,
  track,
}: {
  signs: readonly SignOption[];
  delivery: DeliveryDefaults;
  track?: SubscribeTracker;
}) {
  const id = useId();
  const [state, setState] = useState<State>({ phase: "idle" });
  const [values, setValues] = useState<FullFormInput>({ name: "", email: "", zodiacSign: "" });
  const [types, setTypes] = useState<SubscribeTypes>(DEFAULT_SUBSCRIBE_TYPES);
  const [errors, setErrors] = useState<Partial<Record<keyof FullFormInput, string>>>({});
  const [hour, setHour] = useState({ time: delivery.time, zone: delivery.zone });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFullForm(values);
    setErrors(found);
    const problem = firstFullFormProblem(found);
    if (problem) {
      // Each field says its own message inline; the toast names the first, as the spec has it.
      toast.error(FULL_FORM_TEXTS.invalidInputToast, { description: problem });
      return;
    }
    setState({ phase: "submitting" });
    const answer = await postSubscription(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        zodiacSign: values.zodiacSign,
        tags: tagsOf(types),
        source: "subscribe-page",
        deliveryTime: hour.time,
        timeZone: hour.zone,
      },
      track,
    );
    if (answer.ok) {
      rememberReaderSign(values.zodiacSign);
      setState({ phase: "success" });
      return;
    }
    setState({ phase: "error", message: answer.message ?? FULL_FORM_TEXTS.failed });
    toast.error(FULL_FORM_TEXTS.failureToast.title, { description: FULL_FORM_TEXTS.failureToast.description });
  }

  if (state.phase === "success") {
    return (
      <div role="status" className="flex flex-col items-start gap-3 rounded-xl border border-accent bg-surface p-6">
        <p className="text-xl font-semibold">{FULL_FORM_TEXTS.success}</p>
        <p className="text-muted">{FULL_FORM_TEXTS.successHint}</p>
        <Button variant="secondary" onClick={() => setState({ phase: "idle" })}>
          Subscribe another email
        </Button>
      </div>
    );
  }

  const field = (name: keyof FullFormInput) => ({
    id: `${id}-${name}`,
    value: values[name],
    ...fieldAria(`${id}-${name}`, errors[name]),
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
      aria-label="Newsletter subscription"
    >
      <Field id={`${id}-name`} label="Name" error={errors.name}>
        <input
          {...field("name")}
          name="name"
          autoComplete="given-name"
          className={inputClasses}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
      </Field>
      <Field id={`${id}-email`} label="Email" error={errors.email}>
        <input
          {...field("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          className={inputClasses}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
        />
      </Field>
      <Field id={`${id}-zodiacSign`} label="Zodiac sign" error={errors.zodiacSign}>
        <select
          {...field("zodiacSign")}
          name="zodiacSign"
          className={inputClasses}
          onChange={(e) => setValues({ ...values, zodiacSign: e.target.value })}
        >
          <option value="">Select your sign</option>
          {signs.map((sign) => (
            <option key={sign.slug} value={sign.slug}>
              {sign.symbol} {sign.name}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Editions</legend>
        {EDITION_KINDS.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={type}
              checked={types[type]}
              onChange={(e) => setTypes({ ...types, [type]: e.target.checked })}
              className="size-4 accent-[var(--accent)]"
            />
            <EditionLabel kind={type} />
          </label>
        ))}
      </fieldset>
      <DeliveryFields idPrefix={id} zones={delivery.zones} time={delivery.time} zone={delivery.zone} preferBrowserZone onChange={setHour} />
      {/* A field people never see; forms that fill it are bots. */}
      <input type="text" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
      {state.phase === "error" ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {state.message || FULL_FORM_TEXTS.unknownError}
        </p>
      ) : null}
      <Button type="submit" disabled={state.phase === "submitting"} className="self-start">
        {state.phase === "submitting" ? "Subscribing..." : "Subscribe"}
      </Button>
      <p className="text-xs text-muted">We send one confirmation email; nothing else arrives until you confirm. Unsubscribe at any time.</p>
    </form>
  );
}
