/** A 24-hour time of day to the minute, "06:00" or "23:59", as forms send and rows keep it. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of "07:30" (450); null for anything that is not a time of day to the minute. */
export function minuteOfDayOf(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const time = value.trim();
  if (!TIME_OF_DAY.test(time)) return null;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** "07:30" for 450 minutes after midnight. */
export function timeOfDayOf(minuteOfDay: number): string {
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, "0")}:${String(minuteOfDay % 60).padStart(2, "0")}`;
}
