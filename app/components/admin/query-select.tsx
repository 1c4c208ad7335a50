import { useId } from "react";
import { inputClasses } from "#app/components/ui/field.tsx";

/** One choice of a page's query form (a list's filter, a preview's choice), named by its label alone. */
export function QuerySelect({
  label,
  name,
  defaultValue,
  options,
}: {
  label: string;
  name: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue} className={inputClasses}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
