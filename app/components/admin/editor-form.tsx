import { useEffect, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/**
 * An admin editor's form: it posts intent "save" to the page's action and ends with its submit
 * button. The browser's own checks stay off, so the server's message shows under each field.
 */
export function EditorForm({
  label,
  busy,
  submitLabel,
  className,
  children,
}: {
  label: string;
  busy: boolean;
  submitLabel: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" noValidate className={className} aria-label={label}>
      <input type="hidden" name="intent" value="save" />
      {children}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** The fields of `Values` whose values are of type `Kind`. */
type FieldsOf<Values, Kind> = { [Field in keyof Values]: Values[Field] extends Kind ? Field : never }[keyof Values] & string;

/**
 * An editor's values as the browser holds them while the admin types, and the bindings of its
 * fields to the kit's controls: each control's id (`${idPrefix}-${field}`), name, value, change
 * and message. Switching the item on or off outside the form changes the stored switch
 * (`active`): the form follows it, so a later save does not undo it.
 */
export function useEditorValues<Values extends { active: boolean }>(
  initial: Values,
  idPrefix: string,
  errors: Partial<Record<keyof Values, string>>,
) {
  const [values, setValues] = useState(initial);
  const [storedActive, setStoredActive] = useState(initial.active);
  if (storedActive !== initial.active) {
    setStoredActive(initial.active);
    setValues((current) => ({ ...current, active: initial.active }));
  }
  const set = <Field extends keyof Values>(field: Field, value: Values[Field]) => setValues((current) => ({ ...current, [field]: value }));
  const toggleIn = (field: FieldsOf<Values, string[]>, value: string, on: boolean) =>
    setValues((current) => {
      const others = (current[field] as string[]).filter((item) => item !== value);
      return { ...current, [field]: on ? [...others, value] : others };
    });
  const named = (field: keyof Values & string) => ({ id: `${idPrefix}-${field}`, name: field, error: errors[field] });
  const bind = {
    /** A TextField. */
    text: (field: FieldsOf<Values, string>) => ({
      ...named(field),
      value: values[field] as string,
      onChange: (value: string) => set(field, value as Values[typeof field]),
    }),
    /** A SelectField of fixed choices, each with its label. */
    select: <Field extends FieldsOf<Values, string>>(
      field: Field,
      choices: readonly Values[Field][],
      labels: Record<Values[Field] & string, string>,
    ) => ({
      ...named(field),
      value: values[field] as Values[Field] & string,
      choices: choices as readonly (Values[Field] & string)[],
      labels,
      onChange: (value: Values[Field] & string) => set(field, value),
    }),
    /** A CheckboxField. */
    checkbox: (field: FieldsOf<Values, boolean>) => ({
      id: `${idPrefix}-${field}`,
      name: field,
      checked: values[field] as boolean,
      onChange: (checked: boolean) => set(field, checked as Values[typeof field]),
    }),
    /** A CheckboxGroup: the list's chosen values, and one choice switched. */
    checkboxes: (field: FieldsOf<Values, string[]>) => ({
      ...named(field),
      selected: values[field] as string[],
      onToggle: (value: string, on: boolean) => toggleIn(field, value, on),
    }),
  };
  return { values, set, bind };
}

/** One checkbox with its label beside it: an item's switch in its form. */
export function CheckboxField({
  id,
  name,
  label,
  checked,
  onChange,
  className = "",
}: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={`flex items-center gap-2 text-sm font-medium ${className}`.trim()}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-[var(--color-accent)]"
      />
      {label}
    </label>
  );
}

/** After a refused save, the first field with a message (in the form's order) takes the focus. */
export function useFocusFirstError<Field extends string>(
  errors: Partial<Record<Field, string>>,
  order: readonly Field[],
  idOf: (field: Field) => string,
): void {
  useEffect(() => {
    const first = order.find((field) => errors[field]);
    if (first) document.getElementById(idOf(first))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer moves the focus; the order and the ids are the form's constants
  }, [errors]);
}

/**
 * A group of checkboxes sent under one name, with its legend, its hint and its field message;
 * each box's id is `${id}-${value}`, so the first one can take the focus.
 */
export function CheckboxGroup({
  id,
  name,
  legend,
  hint,
  options,
  selected,
  onToggle,
  error,
  columns,
}: {
  id: string;
  name: string;
  legend: string;
  hint: string;
  options: { value: string; label: ReactNode }[];
  selected: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  error?: string;
  columns: string;
}) {
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
              name={name}
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

/** Whether the page's editor form is being saved (its other buttons post other intents). */
export function useSaving(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
}
