import { useEffect, useState, type ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldAria, inputClasses, SelectField } from "#app/components/ui/field.tsx";
import { SIGNS } from "#app/zodiac/signs.ts";
import { AD_TEXT_LIMITS } from "./ad-input";
import { exampleSignName, previewAdOf, type AdFieldErrors, type AdFormValues } from "./ad-form-values";
import { AdPreview } from "./ad-preview";
import { ZONE_BOX, ZONE_SLOT } from "#app/features/ads/ad-zones.ts";
import {
  AD_PAGE_TARGETS,
  AD_SLOTS,
  AD_TYPES,
  ANCHOR_POSITIONS,
  DEFAULT_CTA_TEXT,
  SIGN_MARKER,
  type AdPageTarget,
  type AdSlot,
  type AdType,
} from "#app/features/ads/inventory.ts";

const TYPE_LABELS: Record<AdType, string> = { image: "Image", text: "Text", "text-affiliate": "Text with an affiliate link" };

const PAGE_TARGET_LABELS: Record<AdPageTarget, string> = {
  all: "Every page",
  home: "Home page",
  sign: "Sign pages",
  blog: "Blog",
  tools: "Tools",
  other: "Other pages",
};

const SLOT_SIZES = new Map<string, string>(
  Object.entries(ZONE_SLOT).map(([zone, slot]) => {
    const box = ZONE_BOX[zone as keyof typeof ZONE_BOX];
    return [slot, `${box.maxWidth} × ${box.minHeight}`];
  }),
);
const SLOT_LABELS: Record<AdSlot, string> = {
  "hero-banner": "Hero banner",
  "in-content-1": "In the content",
  "in-content-2": "Sidebar",
  "footer-grid": "Footer banner",
  "modal-vignette": "Modal vignette",
  "anchor-mobile": "Mobile anchor",
};

/** The order the fields appear in, so the first one with a message can take the focus. */
const FIELD_ORDER: (keyof AdFormValues)[] = [
  "name",
  "type",
  "imageUrl",
  "linkUrl",
  "headline",
  "ctaText",
  "subtext",
  "slots",
  "pageTypes",
  "signs",
  "anchorPosition",
  "active",
  "startsAt",
  "endsAt",
  "weight",
];
const GROUP_FIRST_OPTION: Partial<Record<keyof AdFormValues, string>> = {
  slots: `ad-slots-${AD_SLOTS[0]}`,
  pageTypes: `ad-pageTypes-${AD_PAGE_TARGETS[0]}`,
  signs: `ad-signs-${SIGNS[0]!.slug}`,
};

/**
 * The ad form and its live preview ([ads.inventory]). The server checks every field with the
 * inventory's rules and answers each field's message; the form keeps what the admin typed.
 */
export function AdEditorForm({
  initial,
  errors = {},
  timeZone,
  busy,
  submitLabel,
}: {
  initial: AdFormValues;
  errors?: AdFieldErrors;
  timeZone: string;
  busy: boolean;
  submitLabel: string;
}) {
  const [values, setValues] = useState(initial);
  // Pausing or resuming outside the form changes the stored switch: the form follows it, so a
  // later save does not undo it.
  const [storedActive, setStoredActive] = useState(initial.active);
  if (storedActive !== initial.active) {
    setStoredActive(initial.active);
    setValues((current) => ({ ...current, active: initial.active }));
  }

  // After a refused save, the first field with a message takes the focus.
  useEffect(() => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(GROUP_FIRST_OPTION[first] ?? `ad-${first}`)?.focus();
  }, [errors]);

  const set = <K extends keyof AdFormValues>(field: K, value: AdFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const toggle = (field: "slots" | "pageTypes" | "signs", value: string, on: boolean) =>
    setValues((current) => ({
      ...current,
      [field]: on ? [...current[field].filter((item) => item !== value), value] : current[field].filter((item) => item !== value),
    }));

  const text = (
    field: "name" | "imageUrl" | "linkUrl" | "headline" | "ctaText" | "startsAt" | "endsAt" | "weight",
    label: string,
    hint: ReactNode,
    extra: object = {},
  ) => (
    <Field id={`ad-${field}`} label={label} hint={hint} error={errors[field]}>
      <input
        id={`ad-${field}`}
        name={field}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        className={inputClasses}
        {...fieldAria(`ad-${field}`, errors[field], true)}
        {...extra}
      />
    </Field>
  );

  const signName = exampleSignName(values.signs);
  const usesSignMarker = [values.headline, values.subtext, values.ctaText].some((value) => value.includes(SIGN_MARKER));

  return (
    <div className="flex flex-col gap-10">
      <Form method="post" noValidate className="flex flex-col gap-8" aria-label="Ad">
        <input type="hidden" name="intent" value="save" />
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 font-display text-xl font-semibold">The ad</legend>
          {text("name", "Name", "Only admins see it.", { maxLength: AD_TEXT_LIMITS.name, autoComplete: "off" })}
          <SelectField
            id="ad-type"
            name="type"
            label="Type"
            hint="An image ad needs an image; a text ad a headline."
            error={errors.type}
            value={values.type}
            choices={AD_TYPES}
            labels={TYPE_LABELS}
            onChange={(type) => set("type", type)}
          />
          {text("imageUrl", "Image URL", "An https:// address, or a path on this site such as /ads/banner.png.", {
            inputMode: "url",
            autoComplete: "off",
          })}
          {text("linkUrl", "Link URL", "Where a click goes: an http(s) address.", { type: "url", autoComplete: "off" })}
          {text("headline", "Headline", `At most ${AD_TEXT_LIMITS.headline} characters. ${SIGN_MARKER} becomes the sign's name.`, {
            maxLength: AD_TEXT_LIMITS.headline,
          })}
          {text("ctaText", "Button text", `At most ${AD_TEXT_LIMITS.ctaText} characters; “${DEFAULT_CTA_TEXT}” when empty.`, {
            maxLength: AD_TEXT_LIMITS.ctaText,
          })}
          <div className="md:col-span-2">
            <Field
              id="ad-subtext"
              label="Text"
              hint={`At most ${AD_TEXT_LIMITS.subtext} characters, plain text. An ad holding ${SIGN_MARKER} runs on sign pages only.`}
              error={errors.subtext}
            >
              <textarea
                id="ad-subtext"
                name="subtext"
                rows={3}
                maxLength={AD_TEXT_LIMITS.subtext}
                value={values.subtext}
                onChange={(event) => set("subtext", event.target.value)}
                className={inputClasses}
                {...fieldAria("ad-subtext", errors.subtext, true)}
              />
            </Field>
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-5">
          <legend className="mb-3 font-display text-xl font-semibold">Where it runs</legend>
          <CheckboxGroup
            field="slots"
            legend="Slots"
            hint="Box sizes are the widest and the least tall the page reserves, in pixels."
            options={AD_SLOTS.map((slot) => ({
              value: slot,
              label: (
                <>
                  {SLOT_LABELS[slot]} <span className="font-mono text-xs text-muted">{slot}</span>
                  {SLOT_SIZES.has(slot) ? <span className="text-xs text-muted"> · {SLOT_SIZES.get(slot)}</span> : null}
                </>
              ),
            }))}
            selected={values.slots}
            onToggle={(value, on) => toggle("slots", value, on)}
            error={errors.slots}
            columns="sm:grid-cols-2"
          />
          <CheckboxGroup
            field="pageTypes"
            legend="Page types"
            hint="“Every page” covers all the others."
            options={AD_PAGE_TARGETS.map((target) => ({ value: target, label: PAGE_TARGET_LABELS[target] }))}
            selected={values.pageTypes}
            onToggle={(value, on) => toggle("pageTypes", value, on)}
            error={errors.pageTypes}
            columns="grid-cols-2 sm:grid-cols-3"
          />
          <CheckboxGroup
            field="signs"
            legend="Signs"
            hint="None chosen: the ad runs whatever the page's sign. Chosen: only on those signs' pages."
            options={SIGNS.map((sign) => ({ value: sign.slug, label: sign.name }))}
            selected={values.signs}
            onToggle={(value, on) => toggle("signs", value, on)}
            error={errors.signs}
            columns="grid-cols-2 sm:grid-cols-4"
          />
          <div className="max-w-xs">
            <Field
              id="ad-anchorPosition"
              label="Mobile anchor position"
              hint="Where the mobile anchor sits on the screen."
              error={errors.anchorPosition}
            >
              <select
                id="ad-anchorPosition"
                name="anchorPosition"
                value={values.anchorPosition}
                onChange={(event) => set("anchorPosition", event.target.value as AdFormValues["anchorPosition"])}
                className={inputClasses}
                {...fieldAria("ad-anchorPosition", errors.anchorPosition, true)}
              >
                {ANCHOR_POSITIONS.map((position) => (
                  <option key={position} value={position}>
                    {position === "top" ? "Top" : "Bottom"}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </fieldset>

        <fieldset className="grid gap-4 md:grid-cols-3">
          <legend className="mb-3 font-display text-xl font-semibold">When and how often</legend>
          <label className="flex items-center gap-2 text-sm font-medium md:col-span-3">
            <input
              id="ad-active"
              type="checkbox"
              name="active"
              checked={values.active}
              onChange={(event) => set("active", event.target.checked)}
              className="size-4 accent-[var(--color-accent)]"
            />
            Active (unchecked: paused)
          </label>
          {text("startsAt", "Starts", `Optional, on ${timeZone} clocks.`, { type: "datetime-local" })}
          {text("endsAt", "Ends", `Optional, on ${timeZone} clocks.`, { type: "datetime-local" })}
          {text("weight", "Weight", "1 to 100: a heavier ad leads more often.", {
            type: "number",
            min: 1,
            max: 100,
            step: 1,
            inputMode: "numeric",
          })}
        </fieldset>

        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : submitLabel}
          </Button>
        </div>
      </Form>
      <AdPreview ad={previewAdOf(values, signName)} slots={values.slots} signName={signName} usesSignMarker={usesSignMarker} />
    </div>
  );
}

function CheckboxGroup({
  field,
  legend,
  hint,
  options,
  selected,
  onToggle,
  error,
  columns,
}: {
  field: "slots" | "pageTypes" | "signs";
  legend: string;
  hint: string;
  options: { value: string; label: ReactNode }[];
  selected: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  error?: string;
  columns: string;
}) {
  const id = `ad-${field}`;
  return (
    <fieldset aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ")} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label key={option.value} htmlFor={`${id}-${option.value}`} className="flex items-center gap-2 text-sm">
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              name={field}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 accent-[var(--color-accent)]"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
