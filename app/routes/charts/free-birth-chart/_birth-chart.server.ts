import { chartAnswer, chartOf, readChartRequest, type ChartField, type ChartAnswer } from "#app/features/charts/chart-request.server.ts";
import { chartWheelSvg } from "#app/features/charts/chart-wheel.server.ts";
import { interpretChart, type ChartReading } from "#app/features/charts/interpretations/interpret.server.ts";
import { formatOffset, parseOffset } from "#app/features/charts/local-time.ts";
import { searchPlaces } from "#app/features/places/place-index.server.ts";
import { PLACE_QUERY_MAX_LENGTH, placeLabel } from "#app/features/places/place-names.ts";

/**
 * What the birth chart page does with its query ([charts.page]): nothing asked yet, a chart, or
 * the one problem to fix. The chart lives entirely in its URL, so a link reproduces it and nothing
 * is stored. A birthplace typed without picking from the list is looked up here, so the form
 * works without scripts too; the page then moves to the full address of the town it found.
 */

/** The query parameters the page reads, and the only ones its cache key keeps. */
export const BIRTH_CHART_QUERY = ["date", "time", "unknown", "place", "lat", "lon", "tz", "houses", "node", "offset"] as const;

export const BIRTH_CHART_MESSAGES = {
  place: "Type the first letters of your birthplace and choose it from the list.",
  placeNotFound: "No town of that name was found. Try the first letters of its name and choose it from the list.",
  placeTooLong: `A birthplace has at most ${PLACE_QUERY_MAX_LENGTH} characters.`,
} as const;

export type BirthChartForm = {
  date: string;
  time: string;
  unknownTime: boolean;
  place: string;
  lat: string;
  lon: string;
  tz: string;
  houses: string;
  node: string;
  offset: string;
};

export type OffsetChoiceLink = { label: string; href: `/${string}` };

export type BirthChartProblem = {
  field: ChartField | "place";
  message: string;
  /** A skipped or doubled clock time: the two readings, each a link to its chart. */
  choices?: OffsetChoiceLink[];
};

export type BirthChartResult = {
  answer: ChartAnswer;
  reading: ChartReading;
  /** The wheel as SVG markup, drawn here: the page ships no drawing code. */
  wheelSvg: string;
  /** The chart's own address (path and query), to share or to download from. */
  query: string;
};

export type BirthChartPage =
  { kind: "redirect"; location: string } | { kind: "page"; form: BirthChartForm; problem?: BirthChartProblem; result?: BirthChartResult };

function formFrom(params: URLSearchParams): BirthChartForm {
  const text = (name: string) => (params.get(name) ?? "").slice(0, 200);
  return {
    date: text("date"),
    time: text("time"),
    unknownTime: params.get("unknown") === "1",
    place: text("place"),
    lat: text("lat"),
    lon: text("lon"),
    tz: text("tz"),
    houses: text("houses"),
    node: text("node"),
    offset: text("offset"),
  };
}

/** The page's address for a form, keeping only the fields that say something. */
export function birthChartQuery(form: BirthChartForm): string {
  const params = new URLSearchParams();
  params.set("date", form.date);
  if (form.unknownTime) params.set("unknown", "1");
  else if (form.time) params.set("time", form.time);
  for (const name of ["place", "lat", "lon", "tz", "houses", "offset"] as const) if (form[name]) params.set(name, form[name]);
  // The mean node is the default: only the true node needs saying.
  if (form.node === "true") params.set("node", "true");
  return params.toString();
}

function choiceLabel(offset: string, index: number, code: string): string {
  const which =
    code === "ambiguous_local_time"
      ? ["The first time (before the clocks went back)", "The second time (after the clocks went back)"]
      : ["As the clocks read before they went forward", "As the clocks read after they went forward"];
  return `${which[index]}: UTC${offset}`;
}

export function birthChartPage(url: URL): BirthChartPage {
  const form = formFrom(url.searchParams);
  if (!url.searchParams.has("date")) return { kind: "page", form };

  if (!form.lat && !form.lon) {
    const typed = form.place.trim();
    if (!typed) return { kind: "page", form, problem: { field: "place", message: BIRTH_CHART_MESSAGES.place } };
    if ([...typed].length > PLACE_QUERY_MAX_LENGTH)
      return { kind: "page", form, problem: { field: "place", message: BIRTH_CHART_MESSAGES.placeTooLong } };
    // "London, United Kingdom" as the list wrote it, or just "London": the town's name comes first.
    const [found] = searchPlaces(typed.split(",")[0]!.replace(/\s*\([^)]*\)\s*$/, ""), { limit: 1 });
    if (!found) return { kind: "page", form, problem: { field: "place", message: BIRTH_CHART_MESSAGES.placeNotFound } };
    const resolved = { ...form, place: placeLabel(found), lat: String(found.latitude), lon: String(found.longitude), tz: found.timeZone };
    return { kind: "redirect", location: `${url.pathname}?${birthChartQuery(resolved)}` };
  }

  const read = readChartRequest((name) => {
    if (name === "time") return form.unknownTime ? undefined : form.time || undefined;
    if (name === "offset") {
      // The form's offset box takes "+1", "-3:30" or "5:30" as readily as "+01:00".
      const offset = form.offset.trim();
      if (!offset) return undefined;
      const minutes = parseOffset(normaliseOffset(offset));
      return minutes === undefined ? offset : formatOffset(minutes);
    }
    return url.searchParams.get(name) ?? undefined;
  });
  if (!read.ok) {
    const { field, message, choices, code } = read.error;
    const links = choices?.map(({ offset }, index): OffsetChoiceLink => ({
      label: choiceLabel(offset, index, code),
      // A URL's path always starts at the root.
      href: `${url.pathname as `/${string}`}?${birthChartQuery({ ...form, offset })}`,
    }));
    return { kind: "page", form, problem: { field, message, ...(links ? { choices: links } : {}) } };
  }
  const chart = chartOf(read.request);
  return {
    kind: "page",
    form,
    result: {
      answer: chartAnswer(chart, read.request),
      reading: interpretChart(chart),
      wheelSvg: chartWheelSvg(chart),
      query: birthChartQuery(form),
    },
  };
}

/** "+1" → "+01:00", "5:30" → "+05:30", "-0330" → "-03:30"; anything else is left for the check to refuse. */
function normaliseOffset(text: string): string {
  const match = /^([+-]?)(\d{1,2})(?::?(\d{2}))?$/.exec(text.replace(/^UTC/i, ""));
  if (!match) return text;
  const [, sign, hours, minutes] = match;
  return `${sign || "+"}${hours!.padStart(2, "0")}:${minutes ?? "00"}`;
}
