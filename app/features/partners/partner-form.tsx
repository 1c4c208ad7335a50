import { CheckboxField, CheckboxGroup, EditorForm, useEditorValues, useFocusFirstError } from "#app/components/admin/editor-form.tsx";
import { SelectField } from "#app/components/ui/field.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
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

const LABEL_HINT = `The link's text on the card, 1 to ${PARTNER_LIMITS.label} characters.`;

/** The signs a link shows for, as checkboxes. */
const SIGN_CHOICES = {
  legend: "Signs",
  hint: "None chosen: the link shows on every sign's card. Chosen: only on those signs' pages.",
  options: SIGNS.map((sign) => ({ value: sign.slug, label: sign.name })),
  columns: "grid-cols-2 sm:grid-cols-4",
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
  const { bind } = useEditorValues(initial, "partner", errors);
  useFocusFirstError(errors, FIELD_ORDER, (field) => FIELD_ID[field]);
  return (
    <EditorForm label="Partner link" busy={busy} submitLabel={submitLabel} className="flex max-w-3xl flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Label" hint={LABEL_HINT} maxLength={PARTNER_LIMITS.label} autoComplete="off" {...bind.text("label")} />
        <TextField
          label="URL"
          hint="Where the link goes: an https:// or http:// address."
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={PARTNER_LIMITS.url}
          {...bind.text("url")}
        />
        <SelectField label="Card" hint="The card of the daily reading it sits on." {...bind.select("card", PARTNER_CARDS, CARD_LABELS)} />
      </div>
      <CheckboxGroup {...SIGN_CHOICES} {...bind.checkboxes("signs")} />
      <CheckboxField label="Active (unchecked: hidden from readers)" {...bind.checkbox("active")} />
    </EditorForm>
  );
}
