import type { InputHTMLAttributes, ReactNode } from "react";
import { Field, fieldAria, inputClasses } from "./field";

// Apart from field.tsx, which the site's shell loads on every page: only the editors use this.

/** A labelled text input inside <Field>, its value held by the caller, its hint and message wired for screen readers. */
export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  ...input
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange">) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses}
        {...fieldAria(id, error, Boolean(hint))}
        {...input}
      />
    </Field>
  );
}
