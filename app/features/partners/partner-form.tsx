import { useEffect, useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldAria, inputClasses, SelectField } from "#app/components/ui/field.tsx";
import { SIGNS } from "#app/zodiac/signs.ts";
import { CARD_LABELS, PARTNER_CARDS, PARTNER_LIMITS, type PartnerFieldErrors, type PartnerFormValues } from "./partners";

/** The order the fields appear in, so the first one with a message can take the focus. */
const FIELD_ORDER: (keyof PartnerFormValues)[] = ["label", "url", "card", "signs", "active"];
const FIELD_ID: Record<keyof PartnerFormValues, string> = {
  label: "partner-label",
  url: "partner-url",
  card: "partner-card",
  signs: `partner-signs-${SIGNS[0]!.slug}`,
  active: "partner-active",
};

/**
 * The partner link form ([partners.admin], [partners.validation]). The server checks every field
 * and answers each field's message; the form keeps what the admin typed.
 */
export function PartnerForm({
  initial,
  errors = {},
  busy,
  submitLabel,
}: {
  initial: PartnerFormValues;
  errors?: PartnerFieldErrors;
  busy: boolean;
  submitLabel: string;
}) {
  const [values, setValues] = useState(initial);
  // Switching the partner on or off outside the form changes the stored switch: the form follows
  // it, so a later save does not undo it.
  const [storedActive, setStoredActive] = useState(initial.active);
  if (storedActive !== initial.active) {
    setStoredActive(initial.active);
    setValues((current) => ({ ...current, active: initial.active }));
  }

  // After a refused save, the first field with a message takes the focus.
  useEffect(() => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(FIELD_ID[first])?.focus();
  }, [errors]);

  const set = <K extends keyof PartnerFormValues>(field: K, value: PartnerFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const toggleSign = (slug: string, on: boolean) =>
    setValues((current) => ({
      ...current,
      signs: on ? [...current.signs.filter((s) => s !== slug), slug] : current.signs.filter((s) => s !== slug),
    }));

  return (
    <Form method="post" noValidate className="flex max-w-3xl flex-col gap-6" aria-label="Partner link">
      <input type="hidden" name="intent" value="save" />
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          id="partner-label"
          label="Label"
          hint={`The link's text on the card, 1 to ${PARTNER_LIMITS.label} characters.`}
          error={errors.label}
        >
          <input
            id="partner-label"
            name="label"
            value={values.label}
            maxLength={PARTNER_LIMITS.label}
            autoComplete="off"
            onChange={(event) => set("label", event.target.value)}
            className={inputClasses}
            {...fieldAria("partner-label", errors.label, true)}
          />
        </Field>
        <Field id="partner-url" label="URL" hint="Where the link goes: an https:// or http:// address." error={errors.url}>
          <input
            id="partner-url"
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            value={values.url}
            maxLength={PARTNER_LIMITS.url}
            onChange={(event) => set("url", event.target.value)}
            className={inputClasses}
            {...fieldAria("partner-url", errors.url, true)}
          />
        </Field>
        <SelectField
          id="partner-card"
          name="card"
          label="Card"
          hint="The card of the daily reading it sits on."
          error={errors.card}
          value={values.card}
          choices={PARTNER_CARDS}
          labels={CARD_LABELS}
          onChange={(card) => set("card", card)}
        />
      </div>

      <fieldset
        aria-describedby={["partner-signs-hint", errors.signs ? "partner-signs-error" : ""].filter(Boolean).join(" ")}
        className="flex flex-col gap-2"
      >
        <legend className="mb-1 text-sm font-medium">Signs</legend>
        <p id="partner-signs-hint" className="text-xs text-muted">
          None chosen: the link shows on every sign&apos;s card. Chosen: only on those signs&apos; pages.
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {SIGNS.map((sign) => (
            <label key={sign.slug} htmlFor={`partner-signs-${sign.slug}`} className="flex items-center gap-2 text-sm">
              <input
                id={`partner-signs-${sign.slug}`}
                type="checkbox"
                name="signs"
                value={sign.slug}
                checked={values.signs.includes(sign.slug)}
                onChange={(event) => toggleSign(sign.slug, event.target.checked)}
                aria-invalid={errors.signs ? true : undefined}
                className="size-4 shrink-0 accent-[var(--color-accent)]"
              />
              <span>{sign.name}</span>
            </label>
          ))}
        </div>
        {errors.signs ? (
          <p id="partner-signs-error" role="alert" className="text-sm font-medium text-danger">
            {errors.signs}
          </p>
        ) : null}
      </fieldset>

      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          id="partner-active"
          type="checkbox"
          name="active"
          checked={values.active}
          onChange={(event) => set("active", event.target.checked)}
          className="size-4 accent-[var(--color-accent)]"
        />
        Active (unchecked: hidden from readers)
      </label>

      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
