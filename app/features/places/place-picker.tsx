import { useEffect, useId, useRef, useState } from "react";
import { fieldAria, inputClasses } from "#app/components/ui/field.tsx";
import { PLACE_DEFAULT_LIMIT, PLACE_QUERY_MAX_LENGTH, PLACE_QUERY_MIN_LENGTH, placeLabel } from "./place-names";

/**
 * The birthplace field ([places.picker]): a text box that offers the towns starting with what has
 * been typed, as an ARIA combobox (arrow keys move through the list, Enter picks, Escape closes).
 * Picking a town fills hidden latitude, longitude and time zone fields; typing again clears them,
 * and the server then looks the typed name up itself, which is also how the form works without
 * scripts.
 */

type PickedPlace = { name: string; region: string | null; country: string; latitude: number; longitude: number; timeZone: string };
type Picked = { label: string; lat: string; lon: string; tz: string };

// A pause in typing this long sends the search; each keystroke before it cancels the last one.
const SEARCH_PAUSE_MS = 150;

export function PlacePicker({
  id,
  label,
  initial,
  error,
}: {
  id: string;
  label: string;
  initial: { place: string; lat: string; lon: string; tz: string };
  error?: string;
}) {
  const listId = useId();
  const [text, setText] = useState(initial.place);
  const [picked, setPicked] = useState<Picked | undefined>(
    initial.lat && initial.lon ? { label: initial.place, lat: initial.lat, lon: initial.lon, tz: initial.tz } : undefined,
  );
  const [options, setOptions] = useState<PickedPlace[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const pending = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => pending.current?.abort(), []);

  useEffect(() => {
    const query = text.trim();
    if (picked && picked.label === text) return;
    if ([...query].length < PLACE_QUERY_MIN_LENGTH) {
      setOptions([]);
      setOpen(false);
      return;
    }
    const timer = setTimeout(() => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      fetch(`/api/places?q=${encodeURIComponent(query)}&limit=${PLACE_DEFAULT_LIMIT}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ places: PickedPlace[] }>) : { places: [] }))
        .then(({ places }) => {
          setOptions(places);
          setActive(places.length > 0 ? 0 : -1);
          setOpen(true);
          setStatus(
            places.length === 0 ? "No town starts with those letters." : `${places.length} towns found; use the arrow keys to choose.`,
          );
        })
        .catch(() => {
          // A search overtaken by the next keystroke, or the network gone: the typed name still goes.
        });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, picked]);

  function choose(place: PickedPlace) {
    const chosen = { label: placeLabel(place), lat: String(place.latitude), lon: String(place.longitude), tz: place.timeZone };
    setPicked(chosen);
    setText(chosen.label);
    setOpen(false);
    setStatus(`${chosen.label} chosen, time zone ${chosen.tz}.`);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (!open || options.length === 0) {
      if (event.key === "ArrowDown" && options.length > 0) setOpen(true);
      return;
    }
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
    }
  }

  const hint = picked ? `Time zone: ${picked.tz}` : "Type the first letters and choose your town from the list.";
  const expanded = open && options.length > 0;
  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name="place"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={PLACE_QUERY_MAX_LENGTH}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        className={inputClasses}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (picked && event.target.value !== picked.label) setPicked(undefined);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        {...fieldAria(id, error, true)}
      />
      <input type="hidden" name="lat" value={picked?.lat ?? ""} />
      <input type="hidden" name="lon" value={picked?.lon ?? ""} />
      <input type="hidden" name="tz" value={picked?.tz ?? ""} />
      <ul
        id={listId}
        role="listbox"
        aria-label="Towns"
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-border bg-surface py-1 shadow-lg"
      >
        {options.map((place, index) => (
          <li
            key={`${place.name}|${place.latitude}|${place.longitude}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-surface-muted font-semibold" : ""}`}
            // Chosen before the box loses focus, which would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
          >
            {placeLabel(place)}
          </li>
        ))}
      </ul>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
