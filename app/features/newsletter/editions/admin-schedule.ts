import { EDITION_NAMES, type EditionKind } from "./edition-kinds";

/** How far ahead the admin's newsletter schedule looks, in local dates from today. */
export const SCHEDULE_DAYS = 14;

/** "Daily horoscope", "Weekly forecast", "Monthly overview", "Special edition". */
export const kindLabel = (kind: EditionKind) => EDITION_NAMES[kind];

export const NO_SPECIAL_MESSAGE = `No special edition is scheduled in the next ${SCHEDULE_DAYS} days.`;
