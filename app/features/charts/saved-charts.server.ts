import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client.ts";
import { savedCharts } from "#db/schema/index.ts";
import { done, fieldMessages, notSaved, refused, type CommandResult, type FieldMessages } from "#app/lib/command.ts";
import { chartQuery, readChartRequest, type ChartRequest } from "./chart-request.server";
import type { HouseSystem } from "./houses";
import type { NodeKind } from "./natal-chart.server";
import { SAVED_CHART_LIMIT, SAVED_CHART_NAME_MAX, SAVED_CHART_PLACE_MAX } from "./saved-chart-limits";

/**
 * The charts a signed-in reader keeps ([charts.saved]): their own, marked "me", and those of the
 * people in their life. A chart's birth data is checked by the same reader as the chart page's
 * address, so a saved chart is always one the page can draw. Every read and write names the
 * reader: another reader's chart is not found, whatever its id.
 */

export { SAVED_CHART_LIMIT, SAVED_CHART_NAME_MAX, SAVED_CHART_PLACE_MAX };

export const SAVED_CHART_MESSAGES = {
  nameRequired: "Give the chart a name, such as Me or Sam.",
  nameTooLong: `A chart's name has at most ${SAVED_CHART_NAME_MAX} characters.`,
  placeTooLong: `A birthplace has at most ${SAVED_CHART_PLACE_MAX} characters.`,
  me: "me must be true or false.",
  notSaved: notSaved("The chart"),
  limit: `You can keep at most ${SAVED_CHART_LIMIT} charts. Delete one to add another.`,
  gone: "No chart of yours has that id.",
  body: "Send the chart as an object of its fields.",
} as const;

/** A kept chart: the chart page's parameters, as its address carries them, with the reader's words about it. */
export type SavedChart = ChartRequest["input"] & {
  id: string;
  name: string;
  isMe: boolean;
  place: string | null;
  createdAt: string;
  updatedAt: string;
};

type Row = typeof savedCharts.$inferSelect;

function toSavedChart(row: Row): SavedChart {
  return {
    id: row.id,
    name: row.name,
    isMe: row.isMe,
    date: row.birthDate,
    time: row.birthTime,
    lat: row.latitude,
    lon: row.longitude,
    tz: row.timeZone,
    offset: row.utcOffset,
    houses: row.houseSystem as HouseSystem,
    node: row.nodeKind as NodeKind,
    place: row.place,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The chart page's parameters of a saved chart: its address, and what the API reads. */
export function savedChartQuery(chart: Pick<SavedChart, "date" | "time" | "lat" | "lon" | "tz" | "offset" | "houses" | "node" | "place">) {
  const query = new URLSearchParams({ date: chart.date });
  if (chart.time) query.set("time", chart.time);
  else query.set("unknown", "1");
  if (chart.place) query.set("place", chart.place);
  query.set("lat", String(chart.lat));
  query.set("lon", String(chart.lon));
  if (chart.tz) query.set("tz", chart.tz);
  if (chart.offset) query.set("offset", chart.offset);
  query.set("houses", chart.houses);
  query.set("node", chart.node);
  return query;
}

/** The accepted chart request of a saved chart (it was checked when saved). */
export function savedChartRequest(chart: SavedChart): ChartRequest {
  const query = savedChartQuery(chart);
  const read = readChartRequest((name) => (name === "time" ? (chart.time ?? undefined) : (query.get(name) ?? undefined)));
  if (!read.ok) throw new Error(`a saved chart no longer reads: ${read.error.code}`);
  return read.request;
}

// The reader's own words about the chart; the birth data is read by the chart page's reader.
const labelsSchema = z.object({
  name: z
    .string({ error: SAVED_CHART_MESSAGES.nameRequired })
    .trim()
    .min(1, SAVED_CHART_MESSAGES.nameRequired)
    .max(SAVED_CHART_NAME_MAX, SAVED_CHART_MESSAGES.nameTooLong),
  me: z.boolean({ error: SAVED_CHART_MESSAGES.me }),
  place: z
    .string({ error: SAVED_CHART_MESSAGES.placeTooLong })
    .trim()
    .max(SAVED_CHART_PLACE_MAX, SAVED_CHART_MESSAGES.placeTooLong)
    .nullable(),
});

/** A chart's field as a body may send it: text as in the chart page's address, or a number for a degree. */
const sentAsText = <T extends z.ZodType>(field: T, description: string) => z.union([field, z.number()]).meta({ description });

/**
 * A saved chart as a body sends it, for the API's description: the reader's words about it and
 * the chart page's parameters. `readSavedChartInput` reads it with the same schemas, field by
 * field, so that every problem is named at once; a change sends only the fields it changes.
 */
export const savedChartInput = labelsSchema
  .extend({
    name: labelsSchema.shape.name.meta({ description: "What the reader calls the chart.", example: "Sam" }),
    me: labelsSchema.shape.me.optional().meta({ description: "Whether this is the reader's own chart (false when left out)." }),
    place: labelsSchema.shape.place
      .optional()
      .meta({ description: "The birthplace as the reader wrote it.", example: "London, England, United Kingdom" }),
    date: chartQuery.shape.date,
    time: chartQuery.shape.time
      .unwrap()
      .nullable()
      .optional()
      .meta({ description: "HH:MM; null or left out when unknown.", example: "14:30" }),
    lat: sentAsText(chartQuery.shape.lat, "Latitude in degrees, -90 to 90."),
    lon: sentAsText(chartQuery.shape.lon, "Longitude in degrees, -180 to 180."),
    tz: chartQuery.shape.tz
      .unwrap()
      .nullable()
      .optional()
      .meta({ description: "The IANA zone; may be null when offset is given.", example: "Europe/London" }),
    offset: chartQuery.shape.offset.unwrap().nullable().optional(),
    houses: chartQuery.shape.houses,
    node: chartQuery.shape.node,
  })
  .meta({
    id: "SavedChartInput",
    example: {
      name: "Sam",
      me: false,
      date: "1990-04-15",
      time: "14:30",
      lat: 51.5074,
      lon: -0.1278,
      tz: "Europe/London",
      houses: "placidus",
      place: "London, England, United Kingdom",
    },
  });

/** A field's value as the chart reader takes it: text, a number written out, or nothing. */
function asParameter(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" ? value.trim() : "\u0000";
}

type SavedChartFields = Omit<SavedChart, "id" | "createdAt" | "updatedAt">;

/**
 * A chart as sent, whole (a new chart) or in part over `base` (a change): every field's problem
 * named at once, in the words the form shows under it.
 */
export function readSavedChartInput(
  input: unknown,
  base?: SavedChartFields,
): { ok: true; value: SavedChartFields } | { ok: false; fields: FieldMessages } {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { ok: false, fields: { body: SAVED_CHART_MESSAGES.body } };
  const sent = input as Record<string, unknown>;
  const pick = (name: string, fallback: unknown) => (name in sent ? sent[name] : fallback);

  const labels = labelsSchema.safeParse({
    name: pick("name", base?.name),
    me: pick("me", base?.isMe ?? false),
    place: pick("place", base?.place ?? null) ?? null,
  });
  const fields: FieldMessages = labels.success ? {} : fieldMessages(labels.error.issues);

  // A change reads the fields it leaves out from the chart as it is.
  const chartBase: Partial<Record<string, unknown>> = base ?? {};
  const read = readChartRequest((name) => asParameter(pick(name, chartBase[name])));
  if (!read.ok) for (const error of read.errors) fields[error.field] ??= error.message;

  if (!labels.success || !read.ok) return { ok: false, fields };
  return { ok: true, value: { ...read.request.input, name: labels.data.name, isMe: labels.data.me, place: labels.data.place || null } };
}

function columnsOf(fields: SavedChartFields) {
  return {
    name: fields.name,
    isMe: fields.isMe,
    birthDate: fields.date,
    birthTime: fields.time,
    latitude: fields.lat,
    longitude: fields.lon,
    timeZone: fields.tz,
    utcOffset: fields.offset,
    place: fields.place,
    houseSystem: fields.houses,
    nodeKind: fields.node,
  };
}

const invalid = (fields: FieldMessages) => refused("invalid", SAVED_CHART_MESSAGES.notSaved(Object.keys(fields).length), fields);

/** A reader's charts: their own first, then the others by name. */
export async function listSavedCharts(db: Database, userId: string): Promise<SavedChart[]> {
  const rows = await db
    .select()
    .from(savedCharts)
    .where(eq(savedCharts.userId, userId))
    .orderBy(desc(savedCharts.isMe), asc(savedCharts.name), asc(savedCharts.createdAt));
  return rows.map(toSavedChart);
}

/** One of the reader's charts; undefined for an id that is not theirs. */
export async function findSavedChart(db: Database, userId: string, id: string): Promise<SavedChart | undefined> {
  if (!/^[\w-]{1,64}$/.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(savedCharts)
    .where(and(eq(savedCharts.userId, userId), eq(savedCharts.id, id)));
  return row ? toSavedChart(row) : undefined;
}

/** The chart the reader marked as their own. */
export async function findMyChart(db: Database, userId: string): Promise<SavedChart | undefined> {
  const [row] = await db
    .select()
    .from(savedCharts)
    .where(and(eq(savedCharts.userId, userId), eq(savedCharts.isMe, true)));
  return row ? toSavedChart(row) : undefined;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Takes the "me" mark off the reader's chart that has it: a reader has one chart of their own. */
function takeMeMark(tx: Transaction, userId: string, now: Date) {
  return tx
    .update(savedCharts)
    .set({ isMe: false, updatedAt: now })
    .where(and(eq(savedCharts.userId, userId), eq(savedCharts.isMe, true)));
}

/** Keeps a new chart; marked "me", it takes the mark from the reader's other chart. */
export async function createSavedChart(db: Database, userId: string, input: unknown): Promise<CommandResult<{ chart: SavedChart }>> {
  const read = readSavedChartInput(input);
  if (!read.ok) return invalid(read.fields);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [kept] = await tx.select({ total: count() }).from(savedCharts).where(eq(savedCharts.userId, userId));
    if ((kept?.total ?? 0) >= SAVED_CHART_LIMIT) return undefined;
    if (read.value.isMe) await takeMeMark(tx, userId, now);
    const [inserted] = await tx
      .insert(savedCharts)
      .values({ id: randomUUID(), userId, ...columnsOf(read.value), createdAt: now, updatedAt: now })
      .returning();
    return inserted;
  });
  if (!row) return refused("conflict", SAVED_CHART_MESSAGES.limit);
  return done(`“${row.name}” is saved.`, { chart: toSavedChart(row) });
}

/** Changes some of a chart's fields (a new name, the "me" mark, corrected birth data). */
export async function updateSavedChart(
  db: Database,
  userId: string,
  id: string,
  input: unknown,
): Promise<CommandResult<{ chart: SavedChart }>> {
  const current = await findSavedChart(db, userId, id);
  if (!current) return refused("not_found", SAVED_CHART_MESSAGES.gone);
  const read = readSavedChartInput(input, current);
  if (!read.ok) return invalid(read.fields);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    if (read.value.isMe && !current.isMe) await takeMeMark(tx, userId, now);
    const [updated] = await tx
      .update(savedCharts)
      .set({ ...columnsOf(read.value), updatedAt: now })
      .where(and(eq(savedCharts.userId, userId), eq(savedCharts.id, id)))
      .returning();
    return updated;
  });
  if (!row) return refused("not_found", SAVED_CHART_MESSAGES.gone);
  return done(`“${row.name}” is saved.`, { chart: toSavedChart(row) });
}

/** Forgets one of the reader's charts for good. */
export async function deleteSavedChart(db: Database, userId: string, id: string): Promise<CommandResult<{ chart: SavedChart }>> {
  if (!/^[\w-]{1,64}$/.test(id)) return refused("not_found", SAVED_CHART_MESSAGES.gone);
  const [row] = await db
    .delete(savedCharts)
    .where(and(eq(savedCharts.userId, userId), eq(savedCharts.id, id)))
    .returning();
  if (!row) return refused("not_found", SAVED_CHART_MESSAGES.gone);
  return done(`“${row.name}” is deleted.`, { chart: toSavedChart(row) });
}
