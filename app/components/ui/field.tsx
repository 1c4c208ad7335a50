import type { ReactNode } from "react";

export const inputClasses =
  "w-full rounded-lg border border-border bg-background px-3 py-2 text-foreground placeholder:text-muted aria-[invalid=true]:border-danger";

/** A labelled form control with its error, wired for screen readers (ids follow `id`). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes a control inside <Field> needs. */
export function fieldAria(id: string, error?: string, hint?: boolean) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined } as const;
}

/** A labelled <select> of fixed choices, inside <Field>, with each choice's label from `labels`. */
export function SelectField<Choice extends string>({
  id,
  name,
  label,
  hint,
  error,
  value,
  choices,
  labels,
  onChange,
}: {
  id: string;
  name: string;
  label: ReactNode;
  hint: ReactNode;
  error?: string;
  value: Choice;
  choices: readonly Choice[];
  labels: Record<Choice, string>;
  onChange: (value: Choice) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as Choice)}
        className={inputClasses}
        {...fieldAria(id, error, true)}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </Field>
  );
}
