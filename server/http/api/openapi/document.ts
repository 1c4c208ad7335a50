import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { chartQuery } from "#app/features/charts/chart-request.server.ts";
import { readersDayQuery } from "#app/features/charts/readers-day.server.ts";
import { savedChartInput } from "#app/features/charts/saved-charts.server.ts";
import { synastryQuery } from "#app/features/charts/synastry/synastry-request.server.ts";
import { moonPhasesQuery } from "#app/features/sky/moon-phases-request.server.ts";
import { horoscopeParams, horoscopeQuery } from "#server/http/api/horoscopes.ts";
import { placesQuery } from "#server/http/api/places.ts";
import type { PublicRead } from "#server/http/middleware/cors.ts";
import {
  apiError,
  chartError,
  deletedAnswer,
  horoscopeAnswer,
  moonPhasesAnswer,
  natalChart,
  placesAnswer,
  savedChartAnswer,
  savedChartsAnswer,
  synastryAnswer,
  transitsAnswer,
} from "./answers";

/**
 * The API's description, OpenAPI 3.1, generated from the zod schemas the handlers read their
 * requests with and the answers' schemas (`./answers.ts`) the tests hold every answer to
 * (ADR 055). Built once per app: it depends only on the code and the site's address.
 */

export const OPENAPI_PATH = "/api/openapi.json";
export const API_DOCS_PATH = "/api/docs";

/** better-auth's session cookie; on an https site it is sent as `__Secure-better-auth.session_token`. */
export const SESSION_COOKIE_NAME = "better-auth.session_token";
const SESSION = "sessionCookie";

/** Every operation's tag, in the order the docs page shows them. */
const TAGS = [
  { name: "Horoscopes", description: "The daily, weekly, monthly and yearly readings of each sign." },
  { name: "Charts", description: "Birth charts and synastry, worked out from the query alone." },
  { name: "Places", description: "Towns of the world by name, with their time zones, for a birthplace." },
  { name: "Sky", description: "The Moon's phases and the eclipses." },
  { name: "Your charts", description: "The signed-in reader's saved charts and their day's transits." },
  { name: "Description", description: "This description itself." },
] as const;
type Tag = (typeof TAGS)[number]["name"];

const json = (schema: z.ZodType) => ({ "application/json": { schema } });
const header = (description: string, example?: string) => ({
  schema: { type: "string" as const, ...(example ? { example } : {}) },
  description,
});

const refusal = (description: string, schema: z.ZodType = apiError): ResponseConfig => ({ description, content: json(schema) });
const BAD_BODY = {
  413: refusal("The body is larger than 8 KB (`payload_too_large`)."),
  415: refusal("The body is not sent as application/json (`unsupported_media_type`)."),
};
const SIGNED_OUT = { 401: refusal('No reader is signed in (`unauthorized`): "Sign in to see your charts."') };
const CROSS_SITE = { 403: refusal("A browser sent the write from another site (`cross_origin`).") };

const PUBLIC_CACHE = (maxAge: string) => ({ "Cache-Control": header(`Kept by any cache for ${maxAge}.`) });
const PRIVATE_NO_STORE = { "Cache-Control": header("Kept by no cache.", "private, no-store") };

type Operation = Omit<RouteConfig, "tags"> & {
  tag: Tag;
  /** Query parameters that make a public read's answer the signed-in reader's own (no CORS then). */
  sessionQuery?: readonly string[];
};

const operations: Operation[] = [
  {
    tag: "Horoscopes",
    method: "get",
    path: "/api/horoscopes/{sign}",
    operationId: "getHoroscope",
    summary: "A sign's reading for a day, week, month or year",
    description:
      "With `period=day` (the default), the day's reading. While the `horoscope_gating` flag is on, a visitor who is not a confirmed subscriber gets only the overview's teaser; with `section_blurs` on, the love, career and ritual sections are teasers too. Such answers are `private, no-cache` and `Vary: Cookie, Authorization`. A week, month or year is the span's reading holding the date, the same for everyone. Every answer carries a strong ETag; send it back in If-None-Match for a 304.",
    request: { params: horoscopeParams, query: horoscopeQuery },
    responses: {
      200: {
        description: "The reading: a DailyReading for a day, a PeriodReading for a week, month or year.",
        headers: {
          ETag: header("A strong tag of the answer's bytes."),
          "Cache-Control": header("public, max-age=300; private, no-cache while gating applies.", "public, max-age=300"),
        },
        content: json(horoscopeAnswer),
      },
      304: { description: "The reading is the one the If-None-Match tag names.", headers: { ETag: header("The same tag.") } },
      400: refusal(
        "An unknown sign (`invalid_sign`), a date that is no day or outside the span (`invalid_date`), or an unknown period (`invalid_period`).",
      ),
      404: refusal('No reading is stored for that span and none may be written now (`not_found`): "No horoscope data available".'),
    },
  },
  {
    tag: "Charts",
    method: "get",
    path: "/api/charts/natal",
    operationId: "getNatalChart",
    summary: "A birth chart from a date, time, place and zone",
    description:
      "The planets, the nodes, the angles and houses (with a birth time) and the aspects, every degree to a hundredth. The answer is someone's birth data: the reader's own browser may keep it a day, no shared cache may.",
    request: { query: chartQuery },
    responses: {
      200: {
        description: "The chart.",
        headers: { "Cache-Control": header("Only the asking browser may keep it.", "private, max-age=86400") },
        content: json(natalChart),
      },
      400: refusal(
        "The first parameter at fault (`invalid_date`, `invalid_time`, `invalid_lat`, `invalid_lon`, `invalid_tz`, `invalid_houses`, `invalid_node`, `invalid_offset`), or a birth time the clocks skipped (`nonexistent_local_time`) or repeated (`ambiguous_local_time`) with the two offsets to choose from.",
        chartError,
      ),
    },
  },
  {
    tag: "Charts",
    method: "get",
    path: "/api/charts/synastry",
    operationId: "getSynastry",
    summary: "Two charts compared: their inter-aspects, each read, and a score",
    description:
      "Each side is a birth chart's address (`a`, `b`) or, for a signed-in reader, one of their saved charts (`first`, `second`). Every problem of both sides is named at once. No cache keeps the answer.",
    request: { query: synastryQuery },
    security: [{}, { [SESSION]: [] }],
    sessionQuery: ["first", "second"],
    responses: {
      200: { description: "The comparison.", headers: PRIVATE_NO_STORE, content: json(synastryAnswer) },
      400: refusal("A side is missing or cannot be read (`validation_failed`), each problem in `fields` (`a.date`, `b`, `bname`…)."),
      401: refusal("A saved chart was named without a signed-in reader (`unauthorized`)."),
      404: refusal("A saved chart's id is none of the reader's (`not_found`)."),
    },
  },
  {
    tag: "Places",
    method: "get",
    path: "/api/places",
    operationId: "searchPlaces",
    summary: "Towns whose name starts with a query, with their time zones",
    description: "Searched in the site's own copy of the world's towns; nothing is fetched. Nothing found is an empty list.",
    request: { query: placesQuery },
    responses: {
      200: { description: "The towns, most populous first.", headers: PUBLIC_CACHE("a day"), content: json(placesAnswer) },
      400: refusal("A query too short or too long (`invalid_query`), or a limit out of range (`invalid_limit`)."),
    },
  },
  {
    tag: "Sky",
    method: "get",
    path: "/api/sky/moon-phases",
    operationId: "getMoonPhases",
    summary: "The Moon's quarters and the eclipses between two instants",
    description: "Every quarter and eclipse from `from` (included) to `to` (left out), each to the second, at most two years.",
    request: { query: moonPhasesQuery },
    responses: {
      200: { description: "The phases and eclipses, in order.", headers: PUBLIC_CACHE("a day"), content: json(moonPhasesAnswer) },
      400: refusal(
        "An unreadable from (`invalid_from`) or to (`invalid_to`), or a span out of order, too long or outside the years 1000 to 3000 (`invalid_range`).",
      ),
    },
  },
  {
    tag: "Your charts",
    method: "get",
    path: "/api/me/charts",
    operationId: "listMyCharts",
    summary: "The signed-in reader's saved charts",
    request: {},
    security: [{ [SESSION]: [] }],
    responses: {
      200: { description: "The charts, the reader's own first.", headers: PRIVATE_NO_STORE, content: json(savedChartsAnswer) },
      ...SIGNED_OUT,
    },
  },
  {
    tag: "Your charts",
    method: "post",
    path: "/api/me/charts",
    operationId: "createMyChart",
    summary: "Keep a new chart",
    description: "The chart page's parameters with a name. Every bad field is named at once in `fields`.",
    security: [{ [SESSION]: [] }],
    request: { body: { required: true, content: json(savedChartInput) } },
    responses: {
      201: { description: "The chart as kept.", headers: PRIVATE_NO_STORE, content: json(savedChartAnswer) },
      400: refusal("Fields that cannot be kept (`validation_failed`), each in `fields`; or a body that is no JSON (`bad_request`)."),
      ...SIGNED_OUT,
      ...CROSS_SITE,
      409: refusal("The reader keeps the most charts allowed already (`conflict`)."),
      ...BAD_BODY,
    },
  },
  {
    tag: "Your charts",
    method: "get",
    path: "/api/me/charts/{id}",
    operationId: "getMyChart",
    summary: "One of the reader's charts",
    security: [{ [SESSION]: [] }],
    request: { params: z.object({ id: z.string().meta({ description: "The chart's id." }) }) },
    responses: {
      200: { description: "The chart.", headers: PRIVATE_NO_STORE, content: json(savedChartAnswer) },
      ...SIGNED_OUT,
      404: refusal("No chart of the reader's has that id, whoever's it is (`not_found`)."),
    },
  },
  {
    tag: "Your charts",
    method: "patch",
    path: "/api/me/charts/{id}",
    operationId: "changeMyChart",
    summary: "Change one of the reader's charts",
    description: "Only the fields sent change; the rest are read from the chart as it is.",
    security: [{ [SESSION]: [] }],
    request: {
      params: z.object({ id: z.string().meta({ description: "The chart's id." }) }),
      body: { required: true, content: json(savedChartInput.partial().meta({ id: "SavedChartChange", example: { name: "Sam R." } })) },
    },
    responses: {
      200: { description: "The chart as changed.", headers: PRIVATE_NO_STORE, content: json(savedChartAnswer) },
      400: refusal("Fields that cannot be kept (`validation_failed`), each in `fields`."),
      ...SIGNED_OUT,
      ...CROSS_SITE,
      404: refusal("No chart of the reader's has that id (`not_found`)."),
      ...BAD_BODY,
    },
  },
  {
    tag: "Your charts",
    method: "delete",
    path: "/api/me/charts/{id}",
    operationId: "deleteMyChart",
    summary: "Forget one of the reader's charts",
    security: [{ [SESSION]: [] }],
    request: { params: z.object({ id: z.string().meta({ description: "The chart's id." }) }) },
    responses: {
      200: { description: "The chart is gone.", headers: PRIVATE_NO_STORE, content: json(deletedAnswer) },
      ...SIGNED_OUT,
      ...CROSS_SITE,
      404: refusal("No chart of the reader's has that id (`not_found`)."),
    },
  },
  {
    tag: "Your charts",
    method: "get",
    path: "/api/me/transits",
    operationId: "getMyTransits",
    summary: "The day's transits to the reader's own chart, with Today for you",
    description: "Read against the chart the reader marked as theirs.",
    security: [{ [SESSION]: [] }],
    request: { query: readersDayQuery },
    responses: {
      200: { description: "The day.", headers: PRIVATE_NO_STORE, content: json(transitsAnswer) },
      400: refusal("A day or zone that cannot be read (`validation_failed`), each in `fields`."),
      ...SIGNED_OUT,
      404: refusal("No chart is marked as the reader's own yet (`not_found`)."),
    },
  },
  {
    tag: "Description",
    method: "get",
    path: OPENAPI_PATH,
    operationId: "getOpenApiDocument",
    summary: "This description, OpenAPI 3.1",
    description: `The same description, readable, is at ${API_DOCS_PATH}.`,
    request: {},
    responses: {
      200: {
        description: "The OpenAPI document.",
        headers: PUBLIC_CACHE("an hour"),
        content: json(z.record(z.string(), z.unknown()).meta({ description: "An OpenAPI 3.1 document." })),
      },
    },
  },
];

/** The paths and methods the description holds, as `GET /api/places`: for the tests and the CORS list. */
export const DOCUMENTED_OPERATIONS = operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`);

/**
 * The operations a page of another site may read (CORS, ADR 055): the GETs that need no session.
 * A synastry naming a saved chart is the reader's own, and stays with this site's pages.
 */
export const PUBLIC_READS: PublicRead[] = operations
  .filter(
    ({ method, security }) => method === "get" && (!security || security.some((requirement) => Object.keys(requirement).length === 0)),
  )
  .map(({ path, sessionQuery }) => ({ path, ...(sessionQuery ? { sessionQuery } : {}) }));

/**
 * The zod schema an operation's answer with `status` is described by, or undefined when that
 * answer has no JSON body (a 304) or is not described: the tests parse every sample answer with it.
 */
export function answerSchemaOf(method: string, path: string, status: number): z.ZodType | undefined {
  const operation = operations.find((item) => item.method === method.toLowerCase() && item.path === path);
  const response = operation?.responses[status] as ResponseConfig | undefined;
  const content = response?.content?.["application/json"];
  const schema = content && "schema" in content ? content.schema : undefined;
  return schema instanceof z.ZodType ? schema : undefined;
}

/** Whether an operation describes an answer with `status` at all. */
export function describesStatus(method: string, path: string, status: number): boolean {
  const operation = operations.find((item) => item.method === method.toLowerCase() && item.path === path);
  return operation !== undefined && status in operation.responses;
}

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

/** The whole description for a site at `siteUrl`. */
export function buildOpenApiDocument(siteUrl: string): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", SESSION, {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE_NAME,
    description: `The session cookie better-auth sets when a reader signs in at /auth (named __Secure-${SESSION_COOKIE_NAME} on an https site).`,
  });
  for (const { tag, sessionQuery: _sessionQuery, ...operation } of operations) registry.registerPath({ ...operation, tags: [tag] });
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Cosmic Daily API",
      version: "1.0.0",
      description:
        "The readings, charts, places and Moon phases Cosmic Daily shows, as JSON. The public reads may be fetched from any site (CORS, without credentials); a signed-in reader's own endpoints answer only this site's pages. Every refusal is `{ error: { code, message } }` with a 4xx status.",
    },
    servers: [{ url: new URL(siteUrl).origin }],
    tags: TAGS.map((tag) => ({ ...tag })),
  });
}
