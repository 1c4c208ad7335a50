import { createRequire } from "node:module";
import { canonicalTimeZone } from "#app/lib/time-zones.ts";

/**
 * Local mean time: before a zone took up a standard time, each town kept its own clock, set by the
 * Sun over its own meridian, 4 minutes for every degree east of Greenwich ([charts.local-mean-time]).
 * The zone database records that era as "LMT" at the zone's main city only, so Ulm in 1879 would
 * otherwise get Berlin's clock, 13.5 minutes apart. Here the birthplace's own longitude sets it.
 *
 * Which dates are that era comes from the zone database itself: each zone's first line is LMT with
 * the moment it ended. Named mean times that were legal time for a whole country (Dublin Mean Time
 * 1880–1916, Kyiv's 1880–1924, Madras Time in India) are not LMT: every town used the capital's
 * clock then, which the zone's own offset already gives.
 */

/** Minutes east of Greenwich a meridian's mean solar time runs ahead of UTC. */
export function meanTimeOffsetMinutes(longitude: number): number {
  return longitude * 4;
}

/** One line of a zone in the tzdata package: [minutes west of UTC, rules, format, until]. */
type ZoneLine = [string, string, string, string | null];
type ZoneData = { zones: Record<string, ZoneLine[] | string> };

let ends: Map<string, number | null> | undefined;

function zoneData(): ZoneData {
  return createRequire(import.meta.url)("tzdata") as ZoneData;
}

/**
 * When each zone's local mean time ended, as a UTC instant in ms; null for a zone that kept it
 * to the end of the data. Zones that never had one (UTC, Antarctic stations) are left out. The
 * package writes an until as the wall clock read as UTC, so the LMT offset is added back.
 */
function lmtEnds(): Map<string, number | null> {
  if (ends) return ends;
  const { zones } = zoneData();
  const found = new Map<string, number | null>();
  const linesOf = (name: string): ZoneLine[] | undefined => {
    let entry = zones[name];
    // A link names the zone it follows; links never chain far.
    for (let hops = 0; typeof entry === "string" && hops < 4; hops++) entry = zones[entry];
    return Array.isArray(entry) ? entry : undefined;
  };
  for (const name of Object.keys(zones)) {
    const first = linesOf(name)?.[0];
    if (!first || first[2] !== "LMT") continue;
    const [minutesWest, , , until] = first;
    found.set(name, until === null ? null : Number(until) + Number(minutesWest) * 60_000);
  }
  ends = found;
  return found;
}

/** The instant a zone's local mean time ended, null if it never ended, undefined if it had none. */
export function localMeanTimeEnd(timeZone: string): Date | null | undefined {
  const table = lmtEnds();
  // The runtime may spell a zone differently from the database (Europe/Kiev, Europe/Kyiv).
  for (const name of [timeZone, canonicalTimeZone(timeZone)]) {
    if (name === undefined || !table.has(name)) continue;
    const end = table.get(name)!;
    return end === null ? null : new Date(end);
  }
  return undefined;
}

/** Whether clocks in the zone still kept local mean time at the instant. */
export function keptLocalMeanTime(timeZone: string, instant: Date): boolean {
  const end = localMeanTimeEnd(timeZone);
  return end !== undefined && (end === null || instant.getTime() < end.getTime());
}
