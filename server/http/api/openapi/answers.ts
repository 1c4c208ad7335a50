import { z } from "zod";
import { HOUSE_SYSTEMS } from "#app/features/charts/houses.ts";
import { CHART_ASPECTS, NODE_KINDS } from "#app/features/charts/natal-chart.server.ts";
import { PERIODS } from "#app/features/horoscopes/periods.ts";
import { PLANETS } from "#app/zodiac/planets.ts";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";

/**
 * What the public API and the reader's own API answer, as zod schemas: the API's description
 * (`/api/openapi.json`) is generated from them, and the tests parse every documented endpoint's
 * answer with them. Every object is strict (`z.strictObject`, `additionalProperties: false` in
 * the document), so a field an endpoint starts to answer fails the tests until it is described
 * here (ADR 055). The running server does not check its answers against them.
 */

const sign = z.enum(SIGN_SLUGS).meta({ description: "A sign's slug.", example: "aries" });
const aspectKind = z.enum(CHART_ASPECTS.map((aspect) => aspect.kind) as [string, ...string[]]);
const instant = (description: string) => z.string().meta({ description, format: "date-time" });
const day = (description: string) => z.string().meta({ description, format: "date", example: "2026-03-10" });

// ── Errors ──────────────────────────────────────────────────────────────────────────────────

export const apiError = z
  .strictObject({
    error: z.strictObject({
      code: z.string().meta({ description: "A stable code to branch on, such as invalid_date or unauthorized.", example: "invalid_date" }),
      message: z.string().meta({ description: "What went wrong, in words a reader can be shown." }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: "When named fields were refused: each field's own message, by the field's name." }),
    }),
  })
  .meta({ id: "Error", description: "Every refusal of the API, with its status." });

const offsetChoice = z.strictObject({
  offset: z.string().meta({ description: "A UTC offset the clock time may have meant.", example: "+01:00" }),
  instant: instant("The instant that offset makes of the birth time."),
});

export const chartError = z
  .strictObject({
    error: z.strictObject({
      code: z.string().meta({ example: "nonexistent_local_time" }),
      message: z.string(),
      choices: z
        .array(offsetChoice)
        .optional()
        .meta({ description: "For a birth time the clocks skipped or repeated: the two offsets to choose between, sent back as offset." }),
    }),
  })
  .meta({
    id: "ChartError",
    description: "A natal chart's refusal: the first parameter at fault, and for a skipped or doubled hour its two readings.",
  });

// ── Horoscopes ───────────────────────────────────────────────────────────────────────────────

const gatedText = (section: string) =>
  z.string().meta({
    description: `The ${section} section. While gating is on for a visitor who is not a subscriber, only its teaser is sent.`,
  });

export const dailyReading = z
  .strictObject({
    date: day("The day read."),
    sign,
    headline: z.string().meta({ description: "What changed today, in a few words." }),
    summary: z.string().meta({ description: "The day in at most 40 words; never gated." }),
    overview: gatedText("overview"),
    love: gatedText("love"),
    career: gatedText("career"),
    mood: z.string(),
    ritual: gatedText("ritual"),
    lucky: z.strictObject({
      numbers: z.array(z.number().int()),
      color: z.string().meta({ description: "The colour's name.", example: "Rose Pink" }),
      colorHex: z.string().meta({ example: "#F06292" }),
      symbol: z.string().meta({ description: "The sign's glyph.", example: "♈" }),
    }),
    compatible: z.array(z.string()).meta({ description: "Sign names (two or three), never the reading's own sign." }),
    skyFacts: z.array(
      z.strictObject({
        kind: z.string(),
        text: z.string(),
        bodies: z.array(z.string()).optional(),
      }),
    ),
    houses: z.array(z.string()).meta({ description: "Where each body from the Sun to Saturn stands in the sign's houses." }),
  })
  .meta({ id: "DailyReading", description: "A day's reading for a sign." });

export const periodReading = z
  .strictObject({
    sign,
    period: z.enum(PERIODS),
    start: day("The span's first day."),
    end: day("The span's last day, inclusive."),
    title: z.string().meta({ example: "Week of 23–29 November 2026" }),
    overview: z.string(),
    love: z.string(),
    career: z.string(),
    keyDates: z.array(z.strictObject({ date: day("The event's day."), text: z.string() })),
    asOf: day("The day the reading is written for: a year's is its first day."),
    forecast: z
      .strictObject({
        money: z.string(),
        wellbeing: z.string(),
        months: z.array(z.strictObject({ month: z.string().meta({ example: "2027-03" }), title: z.string(), text: z.string() })),
      })
      .nullable()
      .meta({ description: "A year's further parts; null for a week or a month." }),
  })
  .meta({ id: "PeriodReading", description: "A week's, month's or year's reading for a sign; never gated." });

export const horoscopeAnswer = z.union([dailyReading, periodReading]);

// ── Charts ───────────────────────────────────────────────────────────────────────────────────

const point = {
  longitude: z.number().meta({ description: "Ecliptic longitude in degrees, 0 to 360, to a hundredth." }),
  sign,
  degree: z.number().meta({ description: "Degrees into the sign, to a hundredth." }),
};
const chartPoint = z.strictObject(point);
const chartBody = z.enum([...PLANETS, "North Node", "South Node"]);

const chartInput = z.strictObject({
  date: day("The birth date."),
  time: z.string().nullable().meta({ description: "The birth time, HH:MM; null when unknown." }),
  lat: z.number(),
  lon: z.number(),
  tz: z.string().nullable(),
  offset: z.string().nullable(),
  houses: z.enum(HOUSE_SYSTEMS),
  node: z.enum(NODE_KINDS),
});

export const natalChart = z
  .strictObject({
    input: chartInput.meta({ description: "The query as understood, to rebuild a link to the chart." }),
    instant: instant("The birth instant."),
    utcOffset: z.string().meta({ description: "The offset the birth time was read on.", example: "+01:00" }),
    clock: z.strictObject({
      kind: z.enum(["zone", "offset", "local-mean-time"]),
      longitude: z.number().optional().meta({ description: "For local mean time: the birthplace's longitude it was kept by." }),
      zoneOffset: z.string().optional().meta({ description: "For local mean time: what the zone's own city kept then." }),
    }),
    timeKnown: z.boolean(),
    houseSystem: z.enum(HOUSE_SYSTEMS).nullable().meta({ description: "null without a birth time." }),
    housesNote: z.string().optional().meta({ description: "Why the houses were drawn in another system, near the poles." }),
    positions: z.array(
      z.strictObject({
        body: chartBody,
        ...point,
        retrograde: z.boolean(),
        node: z.enum(NODE_KINDS).optional().meta({ description: "For the North and South Node: the mean or the true node." }),
        house: z.number().int().min(1).max(12).optional().meta({ description: "With a birth time: the house it stands in." }),
      }),
    ),
    ascendant: chartPoint.optional(),
    midheaven: chartPoint.optional(),
    cusps: z.array(z.strictObject({ house: z.number().int().min(1).max(12), ...point })).optional(),
    aspects: z.array(
      z.strictObject({
        from: z.enum(PLANETS),
        to: z.enum([...PLANETS, "Ascendant", "Midheaven"]),
        kind: aspectKind,
        angle: z.number(),
        orb: z.number().meta({ description: "Degrees from exact." }),
        allowedOrb: z.number(),
      }),
    ),
    moonRange: z
      .strictObject({
        start: z.strictObject({ instant: instant("The local day's start."), ...point }),
        end: z.strictObject({ instant: instant("The local day's end."), ...point }),
        signs: z.array(sign),
      })
      .optional()
      .meta({ description: "Without a birth time: the Moon at the start and end of the local day, and the signs it was in." }),
  })
  .meta({ id: "NatalChart", description: "A birth chart." });

const synastrySide = z.strictObject({
  name: z.string(),
  query: z.string().meta({ description: "The chart page's query for this side." }),
  savedId: z.string().nullable().meta({ description: "The saved chart it came from, when it did." }),
  timeKnown: z.boolean(),
  positions: z.array(z.strictObject({ body: chartBody, sign, degree: z.number(), longitude: z.number() })),
  ascendant: z.strictObject({ sign, longitude: z.number() }).optional(),
  midheaven: z.strictObject({ sign, longitude: z.number() }).optional(),
});

export const synastryAnswer = z
  .strictObject({
    a: synastrySide,
    b: synastrySide,
    aspects: z.array(
      z.strictObject({
        a: z.string().meta({ description: "The first chart's point." }),
        b: z.string().meta({ description: "The second chart's point." }),
        kind: aspectKind,
        angle: z.number(),
        orb: z.number(),
        allowedOrb: z.number(),
        tone: z.string().meta({ example: "flows" }),
        generation: z.boolean().meta({ description: "Two slow planets: an age gap, counted nothing." }),
        side: z.enum(["harmony", "tension", "both"]),
        weight: z.number(),
        title: z.string(),
        text: z.string(),
      }),
    ),
    score: z.strictObject({
      value: z.number().int().min(0).max(100),
      harmony: z.number(),
      tension: z.number(),
      harmonyCount: z.number().int(),
      tensionCount: z.number().int(),
      reasons: z.strictObject({ harmony: z.array(z.string()), tension: z.array(z.string()) }),
    }),
    notes: z.array(z.string()),
  })
  .meta({ id: "Synastry", description: "Two charts' inter-aspects, each read, and their score." });

// ── Places and the sky ───────────────────────────────────────────────────────────────────────

export const placesAnswer = z
  .strictObject({
    places: z.array(
      z.strictObject({
        id: z.number().int().meta({ description: "The GeoNames id." }),
        name: z.string(),
        region: z.string().nullable(),
        countryCode: z.string().meta({ example: "CH" }),
        country: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        population: z.number().int(),
        timeZone: z.string().meta({ example: "Europe/Zurich" }),
      }),
    ),
  })
  .meta({ id: "Places", description: "Towns by name prefix, most populous first." });

export const moonPhasesAnswer = z
  .strictObject({
    from: instant("The span's start, to the second."),
    to: instant("The span's end, to the second."),
    phases: z.array(
      z.strictObject({
        name: z.enum(["New Moon", "First Quarter", "Full Moon", "Last Quarter"]),
        at: instant("To the second."),
        sign,
        degree: z.number(),
      }),
    ),
    eclipses: z.array(
      z.strictObject({
        body: z.enum(["Sun", "Moon"]),
        kind: z.enum(["total", "annular", "partial", "penumbral"]),
        at: instant("The greatest eclipse, to the second."),
        sign,
      }),
    ),
  })
  .meta({ id: "MoonPhases", description: "The Moon's quarters and the eclipses in [from, to)." });

// ── The reader's own ─────────────────────────────────────────────────────────────────────────

export const savedChart = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    isMe: z.boolean(),
    ...chartInput.shape,
    place: z.string().nullable(),
    createdAt: instant("When it was kept."),
    updatedAt: instant("When it last changed."),
  })
  .meta({ id: "SavedChart", description: "One of the signed-in reader's charts." });

export const savedChartsAnswer = z.strictObject({ charts: z.array(savedChart) });
export const savedChartAnswer = z.strictObject({ chart: savedChart });
export const deletedAnswer = z.strictObject({ ok: z.literal(true) });

export const transitsAnswer = z
  .strictObject({
    date: day("The day read."),
    timeZone: z.string(),
    at: instant("The moment the orbs are read at."),
    chart: z.strictObject({
      id: z.string(),
      name: z.string(),
      timeKnown: z.boolean(),
      signs: z.strictObject({ sun: sign, moon: sign.nullable(), rising: sign.nullable() }),
    }),
    transits: z.array(
      z.strictObject({
        body: z.string(),
        point: z.string(),
        aspect: aspectKind,
        orb: z.number(),
        exact: instant("The exact moment of this pass; null when it turns back short of exact.").nullable(),
        applying: z.boolean(),
        exactToday: z.boolean(),
        start: instant("When it comes within orb."),
        end: instant("When it leaves orb."),
      }),
    ),
    moon: z
      .strictObject({
        house: z.number().int(),
        day: z.enum(["enters", "stays", "leaves"]),
        ingress: z.strictObject({ house: z.number().int(), at: instant("When the Moon changes house.") }).nullable(),
      })
      .nullable(),
    stations: z.array(
      z.strictObject({
        body: z.string(),
        turns: z.string(),
        at: instant("The station."),
        longitude: z.number(),
        point: z.string().nullable(),
      }),
    ),
    ingresses: z.array(z.strictObject({ body: z.string(), house: z.number().int(), at: instant("The change of house.") })),
    reading: z.strictObject({
      date: day("The day read."),
      timeZone: z.string(),
      headline: z.string(),
      items: z.array(
        z.strictObject({
          key: z.string(),
          title: z.string(),
          detail: z.string(),
          text: z.string(),
          fullText: z.string().nullable(),
        }),
      ),
      alsoInPlay: z.array(z.string()),
      moon: z.string().nullable(),
      changes: z.array(z.string()),
      quiet: z.string().nullable(),
      note: z.string().nullable(),
    }),
  })
  .meta({ id: "ReadersDay", description: "The day's transits to the reader's own chart, with Today for you." });
