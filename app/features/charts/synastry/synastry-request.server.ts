import { z } from "zod";
import type { Database } from "#db/client.ts";
import type { FieldMessages } from "#app/lib/command.ts";
import { chartOf, readChartRequest } from "#app/features/charts/chart-request.server.ts";
import { findSavedChart, savedChartQuery, savedChartRequest, SAVED_CHART_NAME_MAX } from "#app/features/charts/saved-charts.server.ts";
import { synastry, type Synastry, type SynastryPerson } from "./synastry.server";

/**
 * What a synastry asks for ([charts.synastry]), for the page and the API alike. Each side is one
 * of the reader's saved charts (`first`, `second`: a chart's id, signed in) or a birth chart's
 * address (`a`, `b`: the chart page's query, or its whole address pasted), with an optional name
 * (`aname`, `bname`).
 */
export const SYNASTRY_SIDES = [
  { side: "a", id: "first", name: "aname", label: "The first chart", fallbackName: "Chart A" },
  { side: "b", id: "second", name: "bname", label: "The second chart", fallbackName: "Chart B" },
] as const;
type Side = (typeof SYNASTRY_SIDES)[number];

/** The longest chart address a side may carry: every parameter of the chart page at full length. */
export const SYNASTRY_ADDRESS_MAX = 1000;

export const SYNASTRY_MESSAGES = {
  missing: (label: string) => `${label} is missing: pick one of your charts or paste a birth chart's address.`,
  addressTooLong: (label: string) => `${label}'s address has at most ${SYNASTRY_ADDRESS_MAX} characters.`,
  nameTooLong: (label: string) => `${label}'s name has at most ${SAVED_CHART_NAME_MAX} characters.`,
  field: (label: string, message: string) => `${label}: ${message}`,
  signIn: "Sign in to compare your saved charts.",
  notFound: "No chart of yours has that id.",
  notCompared: (count: number) => `The charts could not be compared: ${count === 1 ? "one thing needs" : `${count} things need`} a fix.`,
} as const;

const addressParameter = (label: string) =>
  z
    .string()
    .max(SYNASTRY_ADDRESS_MAX)
    .optional()
    .meta({
      description: `${label} as a birth chart's address: the chart page's query (date, time, lat, lon, tz, offset, houses, node) or its whole address, at most ${SYNASTRY_ADDRESS_MAX} characters.`,
      example: "date=1990-04-15&time=14:30&lat=51.5074&lon=-0.1278&tz=Europe/London",
    });
const savedParameter = (label: string) =>
  z
    .string()
    .optional()
    .meta({ description: `${label} as the id of one of the signed-in reader's saved charts (instead of an address).` });
const nameParameter = (fallback: string) =>
  z
    .string()
    .optional()
    .meta({
      description: `A name for the side, at most ${SAVED_CHART_NAME_MAX} characters ("${fallback}" when left out).`,
      example: "Sam",
    });

/**
 * What a synastry's query may hold, side by side, for the API's description; the address's length
 * is checked with it, the rest by the reader below, which names every problem of both sides at once.
 */
export const synastryQuery = z.object({
  a: addressParameter("The first chart"),
  b: addressParameter("The second chart"),
  first: savedParameter("The first chart"),
  second: savedParameter("The second chart"),
  aname: nameParameter("Chart A"),
  bname: nameParameter("Chart B"),
});

export type SynastrySideAnswer = SynastryPerson & {
  /** The chart page's query for this side, to link to it. */
  query: string;
  /** The saved chart it came from, when it did. */
  savedId: string | null;
};

export type SynastryRequest =
  | { kind: "empty" }
  | { kind: "ready"; a: SynastrySideAnswer; b: SynastrySideAnswer; synastry: Synastry }
  | { kind: "refused"; status: 400 | 401 | 404; message: string; fields: FieldMessages };

/** Control characters and runs of space out of a name a visitor typed; it is shown, never stored. */
function cleanName(raw: string | null): string {
  return (raw ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The query part of what was pasted: a whole address, a path with its query, or the query alone. */
function chartQueryOf(raw: string): URLSearchParams {
  const text = raw.trim();
  const start = text.indexOf("?");
  const query = (start >= 0 ? text.slice(start + 1) : text).split("#")[0]!;
  return new URLSearchParams(query);
}

/** Where saved charts are found, and who is asking: looked up only when a side names a saved chart. */
export type SynastryReader = { db: Database; userId: () => Promise<string | null> };

type SideRead = { ok: true; person: SynastrySideAnswer } | { ok: false; status: 400 | 401 | 404; fields: FieldMessages; message: string };

async function readSide(side: Side, params: URLSearchParams, reader: SynastryReader): Promise<SideRead> {
  const fields: FieldMessages = {};
  const name = cleanName(params.get(side.name));
  if (name.length > SAVED_CHART_NAME_MAX) fields[side.name] = SYNASTRY_MESSAGES.nameTooLong(side.label);

  const id = params.get(side.id);
  if (id) {
    const userId = await reader.userId();
    if (!userId) return { ok: false, status: 401, fields: {}, message: SYNASTRY_MESSAGES.signIn };
    const saved = await findSavedChart(reader.db, userId, id);
    if (!saved) return { ok: false, status: 404, fields: {}, message: SYNASTRY_MESSAGES.notFound };
    if (Object.keys(fields).length) return { ok: false, status: 400, fields, message: SYNASTRY_MESSAGES.notCompared(1) };
    const person = { name: name || saved.name, chart: chartOf(savedChartRequest(saved)) };
    return { ok: true, person: { ...person, query: savedChartQuery(saved).toString(), savedId: saved.id } };
  }

  const address = params.get(side.side);
  if (!address?.trim()) fields[side.side] = SYNASTRY_MESSAGES.missing(side.label);
  else if (!synastryQuery.shape[side.side].safeParse(address).success) fields[side.side] = SYNASTRY_MESSAGES.addressTooLong(side.label);
  else {
    const query = chartQueryOf(address);
    const read = readChartRequest((parameter) => query.get(parameter) ?? undefined);
    if (!read.ok)
      for (const error of read.errors) fields[`${side.side}.${error.field}`] ??= SYNASTRY_MESSAGES.field(side.label, error.message);
    else if (!Object.keys(fields).length) {
      const person = { name: name || side.fallbackName, chart: chartOf(read.request) };
      return { ok: true, person: { ...person, query: query.toString(), savedId: null } };
    }
  }
  return { ok: false, status: 400, fields, message: SYNASTRY_MESSAGES.notCompared(Object.keys(fields).length) };
}

/** Reads both sides, naming every problem of both at once; a sign-in or ownership refusal comes first. */
export async function readSynastryRequest(params: URLSearchParams, reader: SynastryReader): Promise<SynastryRequest> {
  const asked = SYNASTRY_SIDES.some((side) => params.has(side.side) || params.has(side.id));
  if (!asked) return { kind: "empty" };
  const [a, b] = await Promise.all(SYNASTRY_SIDES.map((side) => readSide(side, params, reader)));
  if (a!.ok && b!.ok) return { kind: "ready", a: a!.person, b: b!.person, synastry: synastry(a!.person, b!.person) };
  const refusals = [a!, b!].filter((read) => !read.ok);
  const gate = refusals.find((read) => read.status !== 400);
  if (gate) return { kind: "refused", status: gate.status, message: gate.message, fields: {} };
  const fields = Object.assign({}, ...refusals.map((read) => read.fields)) as FieldMessages;
  return { kind: "refused", status: 400, message: SYNASTRY_MESSAGES.notCompared(Object.keys(fields).length), fields };
}

/** Hundredths of a degree, as the chart's own answer gives them. */
const round = (degrees: number) => Math.round(degrees * 100) / 100;

function sideAnswer({ name, chart, query, savedId }: SynastrySideAnswer) {
  const place = (longitude: number) => ({ longitude: round(longitude) });
  return {
    name,
    query,
    savedId,
    timeKnown: chart.timeKnown,
    positions: chart.positions.map(({ body, sign, degree, longitude }) => ({
      body,
      sign,
      degree: round(degree),
      longitude: round(longitude),
    })),
    ...(chart.ascendant ? { ascendant: { sign: chart.ascendant.sign, ...place(chart.ascendant.longitude) } } : {}),
    ...(chart.midheaven ? { midheaven: { sign: chart.midheaven.sign, ...place(chart.midheaven.longitude) } } : {}),
  };
}

/** A synastry as the API serves it: both charts' points, every inter-aspect with its reading, and the score. */
export function synastryAnswer({ a, b, synastry: found }: Extract<SynastryRequest, { kind: "ready" }>) {
  const aspect = (item: Synastry["aspects"][number]) => ({ ...item, orb: round(item.orb) });
  return {
    a: sideAnswer(a),
    b: sideAnswer(b),
    aspects: found.aspects.map(aspect),
    score: {
      ...found.score,
      reasons: {
        harmony: found.score.reasons.harmony.map((item) => item.title),
        tension: found.score.reasons.tension.map((item) => item.title),
      },
    },
    notes: found.notes,
  };
}
