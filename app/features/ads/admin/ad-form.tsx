import type { ReactNode } from "react";
import { CheckboxField, CheckboxGroup, EditorForm, useEditorValues, useFocusFirstError } from "#app/components/admin/editor-form.tsx";
import { Field, fieldAria, inputClasses, SelectField } from "#app/components/ui/field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
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
  type AnchorPosition,
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

/** Where an ad runs, as three groups of checkboxes: their words, their choices and their columns. */
const LIST_FIELDS = ["slots", "pageTypes", "signs"] as const;
const CHOICES: Record<
  (typeof LIST_FIELDS)[number],
  { legend: string; hint: string; columns: string; options: { value: string; label: ReactNode }[] }
> = {
  slots: {
    legend: "Slots",
    hint: "Box sizes are the widest and the least tall the page reserves, in pixels.",
    columns: "sm:grid-cols-2",
    options: AD_SLOTS.map((slot) => ({
      value: slot,
      label: (
        <>
          {SLOT_LABELS[slot]} <span className="font-mono text-xs text-muted">{slot}</span>
          {SLOT_SIZES.has(slot) ? <span className="text-xs text-muted"> · {SLOT_SIZES.get(slot)}</span> : null}
        </>
      ),
    })),
  },
  pageTypes: {
    legend: "Page types",
    hint: "“Every page” covers all the others.",
    columns: "grid-cols-2 sm:grid-cols-3",
    options: AD_PAGE_TARGETS.map((target) => ({ value: target, label: PAGE_TARGET_LABELS[target] })),
  },
  signs: {
    legend: "Signs",
    hint: "None chosen: the ad runs whatever the page's sign. Chosen: only on those signs' pages.",
    columns: "grid-cols-2 sm:grid-cols-4",
    options: SIGNS.map((sign) => ({ value: sign.slug, label: sign.name })),
  },
};

const ANCHOR_LABELS: Record<AnchorPosition, string> = { top: "Top", bottom: "Bottom" };
const IMAGE_HINT = "An https:// address, or a path on this site such as /ads/banner.png.";
const HEADLINE_HINT = `At most ${AD_TEXT_LIMITS.headline} characters. ${SIGN_MARKER} becomes the sign's name.`;
const CTA_HINT = `At most ${AD_TEXT_LIMITS.ctaText} characters; “${DEFAULT_CTA_TEXT}” when empty.`;
/** Said where the ad's pages are chosen, while its text holds the marker ([ads.inventory]). */
export const SIGN_MARKER_NOTE = `Its text holds ${SIGN_MARKER}, so this ad runs on sign pages only, whatever pages are chosen below.`;
const SUBTEXT_HINT = `At most ${AD_TEXT_LIMITS.subtext} characters, plain text. An ad holding ${SIGN_MARKER} runs on sign pages only.`;
const WEIGHT_HINT = "1 to 100: a heavier ad leads more often.";

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
  const { values, set, bind } = useEditorValues(initial, "ad", errors);
  useFocusFirstError(errors, FIELD_ORDER, (field) => GROUP_FIRST_OPTION[field] ?? `ad-${field}`);
  const signName = exampleSignName(values.signs);
  const usesSignMarker = [values.headline, values.subtext, values.ctaText].some((value) => value.includes(SIGN_MARKER));
  const clocks = `Optional, on ${timeZone} clocks.`;

  return (
    <div className="flex flex-col gap-10">
      <EditorForm label="Ad" busy={busy} submitLabel={submitLabel} className="flex flex-col gap-8">
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 font-display text-xl font-semibold">The ad</legend>
          <TextField label="Name" hint="Only admins see it." maxLength={AD_TEXT_LIMITS.name} autoComplete="off" {...bind.text("name")} />
          <SelectField
            label="Type"
            hint="An image ad needs an image; a text ad a headline."
            {...bind.select("type", AD_TYPES, TYPE_LABELS)}
          />
          <TextField label="Image URL" hint={IMAGE_HINT} inputMode="url" autoComplete="off" {...bind.text("imageUrl")} />
          <TextField
            label="Link URL"
            hint="Where a click goes: an http(s) address."
            type="url"
            autoComplete="off"
            {...bind.text("linkUrl")}
          />
          <TextField label="Headline" hint={HEADLINE_HINT} maxLength={AD_TEXT_LIMITS.headline} {...bind.text("headline")} />
          <TextField label="Button text" hint={CTA_HINT} maxLength={AD_TEXT_LIMITS.ctaText} {...bind.text("ctaText")} />
          <div className="md:col-span-2">
            <Field id="ad-subtext" label="Text" hint={SUBTEXT_HINT} error={errors.subtext}>
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
          <p role="status" className="text-sm empty:hidden" data-testid="sign-marker-note">
            {usesSignMarker ? SIGN_MARKER_NOTE : null}
          </p>
          {LIST_FIELDS.map((field) => (
            <CheckboxGroup key={field} {...CHOICES[field]} {...bind.checkboxes(field)} />
          ))}
          <div className="max-w-xs">
            <SelectField
              label="Mobile anchor position"
              hint="Where the mobile anchor sits on the screen."
              {...bind.select("anchorPosition", ANCHOR_POSITIONS, ANCHOR_LABELS)}
            />
          </div>
        </fieldset>

        <fieldset className="grid gap-4 md:grid-cols-3">
          <legend className="mb-3 font-display text-xl font-semibold">When and how often</legend>
          <CheckboxField label="Active (unchecked: paused)" className="md:col-span-3" {...bind.checkbox("active")} />
          <TextField label="Starts" hint={clocks} type="datetime-local" {...bind.text("startsAt")} />
          <TextField label="Ends" hint={clocks} type="datetime-local" {...bind.text("endsAt")} />
          <TextField
            label="Weight"
            hint={WEIGHT_HINT}
            type="number"
            min={1}
            max={100}
            step={1}
            inputMode="numeric"
            {...bind.text("weight")}
          />
        </fieldset>
      </EditorForm>
      <AdPreview ad={previewAdOf(values, signName)} slots={values.slots} signName={signName} usesSignMarker={usesSignMarker} />
    </div>
  );
}
