import { Fragment, useEffect, useState } from "react";
import { Field, inputClasses } from "#app/components/ui/field.tsx";
import { browserTimeZone } from "#app/lib/time-zones.ts";
import { deliveryTimeChoices } from "./delivery-time";

/** The zones a form lists, grouped by their region ("Europe", "America" …); "UTC" stands alone. */
function zoneGroups(zones: readonly string[]): Array<[string, string[]]> {
  const groups = new Map<string, string[]>();
  for (const zone of [...zones].sort()) {
    const region = zone.includes("/") ? zone.slice(0, zone.indexOf("/")) : "Other";
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups];
}

/** The events that show a reader has started on the page. */
const FIRST_TOUCH = ["pointerdown", "focusin", "keydown"] as const;

const zoneLabel = (zone: string) => zone.replace(/_/g, " ").replace(/\//g, " / ");

type DeliveryFieldsProps = {
  idPrefix: string;
  /** The zones the server accepts (placeTimeZones), sent by the page's loader. */
  zones: readonly string[];
  time: string;
  /** The zone shown first: the stored one, or the site's for a page rendered without the browser. */
  zone: string;
  /** The subscribe form starts on the browser's own zone once it runs in a browser. */
  preferBrowserZone?: boolean;
  /** Must keep its identity between renders (a state setter). */
  onChange?: (delivery: { time: string; zone: string }) => void;
};

/**
 * The delivery time and time zone of the subscribe form and the preferences page. Rendered on the
 * server with the site's zone; in the browser the subscribe form switches to the browser's zone
 * as soon as the reader starts on the page.
 * Plain selects, so the preferences page's form posts them without any script.
 */
export function DeliveryFields({ idPrefix, zones, time, zone, preferBrowserZone = false, onChange }: DeliveryFieldsProps) {
  const [chosen, setChosen] = useState({ time, zone });
  useEffect(() => {
    if (!preferBrowserZone) return;
    // Read when the reader first touches the page, not while it loads: the browser's first Intl
    // formatter costs a first load 25 to 90 ms of main thread ([shell.first-load-no-intl]).
    const adopt = () => {
      stop();
      // The browser names its zone as its runtime spells it; the server settles the name.
      const own = browserTimeZone();
      if (own) setChosen((current) => ({ ...current, zone: own }));
    };
    const stop = () => FIRST_TOUCH.forEach((kind) => document.removeEventListener(kind, adopt, true));
    FIRST_TOUCH.forEach((kind) => document.addEventListener(kind, adopt, true));
    return stop;
  }, [preferBrowserZone]);
  // The form that posts by script hears each choice; the preferences page posts the selects themselves.
  useEffect(() => onChange?.(chosen), [chosen, onChange]);
  // A browser may spell its zone another way than the server's list; it is offered as it is, and the server settles the name.
  const listed = zones.includes(chosen.zone) ? zones : [...zones, chosen.zone];
  const fields: SelectSpec[] = [
    {
      id: `${idPrefix}-delivery-time`,
      label: "Delivery time",
      name: "deliveryTime",
      value: chosen.time,
      onChange: (time) => setChosen({ ...chosen, time }),
      groups: [{ choices: deliveryTimeChoices(chosen.time).map((choice) => ({ value: choice, label: choice })) }],
    },
    {
      id: `${idPrefix}-time-zone`,
      label: "Time zone",
      name: "timeZone",
      value: chosen.zone,
      onChange: (zone) => setChosen({ ...chosen, zone }),
      groups: zoneGroups(listed).map(([region, members]) => ({
        label: region,
        choices: members.map((member) => ({ value: member, label: zoneLabel(member) })),
      })),
    },
  ];
  return <div className="grid gap-4 sm:grid-cols-2">{fields.map(labelledSelect)}</div>;
}

type Choice = { value: string; label: string };
type SelectSpec = {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Choices in groups; a group without a label is listed as it is. */
  groups: Array<{ label?: string; choices: Choice[] }>;
};

const options = (choices: Choice[]) =>
  choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));

function labelledSelect({ id, label, name, value, onChange, groups }: SelectSpec) {
  return (
    <Field key={id} id={id} label={label}>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} className={inputClasses}>
        {groups.map((group, index) =>
          group.label ? (
            <optgroup key={group.label} label={group.label}>
              {options(group.choices)}
            </optgroup>
          ) : (
            <Fragment key={index}>{options(group.choices)}</Fragment>
          ),
        )}
      </select>
    </Field>
  );
}
