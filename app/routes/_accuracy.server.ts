import { birthClockAccuracyGroups, chartAccuracyGroups } from "#app/features/charts/chart-accuracy.server.ts";
import { searchPlaces } from "#app/features/places/place-index.server.ts";
import { skyAccuracyGroups } from "#app/features/sky/sky-accuracy.server.ts";
import type { AccuracyGroup } from "#app/lib/accuracy.ts";

let groups: AccuracyGroup[] | undefined;

export const zoneOfTown = (town: string) => searchPlaces(town, { limit: 1 })[0]?.timeZone;

/**
 * Every row of the accuracy table, the sky's and the charts' ([accuracy.table]). The figures are
 * fixed instants and places, so they are worked out once per process.
 */
export function accuracyGroups(): AccuracyGroup[] {
  groups ??= [...skyAccuracyGroups(), ...chartAccuracyGroups(), ...birthClockAccuracyGroups(zoneOfTown)];
  return groups;
}
