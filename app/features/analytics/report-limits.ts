/**
 * Sizes shared by the browser's reports and the endpoints that read them. Kept apart from the
 * zod schemas so that the browser's code can use them without loading the validation library.
 */

/** How many events one report may carry: a page's burst of events goes as one request. */
export const EVENTS_PER_REPORT = 20;

/** The endpoints read at most 8 KB of JSON; the browser keeps a batch under this, with room to spare. */
export const REPORT_BYTES_BUDGET = 7_000;

/** How many web-vitals metrics one report may carry, and the largest value the endpoint accepts. */
export const VITALS_PER_REPORT = 8;
export const LARGEST_VITAL_VALUE = 3_600_000;
