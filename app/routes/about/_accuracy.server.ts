import { chartAccuracyGroups } from "~/features/charts/chart-accuracy.server";
import { skyAccuracyGroups } from "~/features/sky/sky-accuracy.server";
import type { AccuracyGroup } from "~/lib/accuracy";

let groups: AccuracyGroup[] | undefined;

/**
 * Every row of the accuracy table, the sky's and the charts' ([accuracy.table]). The figures are
 * fixed instants and places, so they are worked out once per process.
 */
export function accuracyGroups(): AccuracyGroup[] {
  groups ??= [...skyAccuracyGroups(), ...chartAccuracyGroups()];
  return groups;
}
