/**
 * The zone's own spelling of an IANA name the runtime knows ("europe/LONDON" is Europe/London), or
 * undefined. Offsets are then looked up under that one spelling, so the site's formatter cache
 * holds one entry per real zone however a visitor writes it.
 */
export function canonicalTimeZone(timeZone: string): string | undefined {
  if (timeZone.trim() === "") return undefined;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== undefined;
}

let places: ReadonlySet<string> | undefined;

/**
 * The zones a person can live in: Intl's list of supported zones and "UTC". Intl also accepts
 * names no one would choose (EST5EDT, Etc/GMT+5, whose sign is backwards), which this leaves out.
 */
export function placeTimeZones(): ReadonlySet<string> {
  places ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  return places;
}

/**
 * A zone as it is stored: its canonical spelling when that names a place ("asia/kolkata" and
 * "Asia/Kolkata" both become the runtime's own name), else null.
 */
export function placeTimeZone(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 64) return null;
  const canonical = canonicalTimeZone(value.trim());
  return canonical !== undefined && placeTimeZones().has(canonical) ? canonical : null;
}

/** The zone the browser's clocks keep, or "" where it cannot tell (the server then uses the site's). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  } catch {
    return "";
  }
}
