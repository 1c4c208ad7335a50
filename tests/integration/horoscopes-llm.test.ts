import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { writeDailyHoroscope } from "#app/features/horoscopes/generator.ts";
import { createHoroscopeService } from "#app/features/horoscopes/horoscopes.server.ts";
import { createLlmProvider } from "#app/features/horoscopes/llm-provider.server.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { skyForDay } from "#app/features/sky/sky.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases.ts";

const API_KEY = "sk-test-do-not-log-me";
const MODEL = "test-model";
const DATE = "2026-03-10";

// Each section as long as the provider asks for (the schema refuses anything shorter than its teaser can hide).
const GOOD_SECTIONS = {
  overview: [
    "Why today: the Moon moves through Sagittarius, your own sign, so your feelings sit close to the surface and your instincts are unusually sharp.",
    "The Sun warms Pisces, your 4th house of home, family and roots, so this season asks you to make your base feel like yours again.",
    "Take stock of what has worked lately, thank the people who helped you get here, and let one old plan go with good grace before the weekend.",
    "Jupiter, your ruler, lends optimism from your 8th house, so shared resources and honest conversations about them go better than you fear.",
    "Keep the afternoon for one task that matters, and the evening for someone who makes you laugh; that balance is the real forecast for today.",
    "By tonight you should see more clearly which door to open next, and which one you can finally close without regret.",
  ].join(" "),
  love: [
    "Venus is in Aries, your 5th house of romance, creativity and play, so affection comes quickly and honestly.",
    "Say what you feel in plain words and let the other person answer in their own time, without filling every silence.",
    "If you are single, a playful invitation is more attractive than a perfect plan; if you share your life, plan something small",
    "and silly together, because laughter repairs more than any long talk could manage this week.",
  ].join(" "),
  career: [
    "Mercury is retrograde in Pisces, your 4th house, so reread the important message before you send it and keep a copy of every file you change today.",
    "Saturn in Pisces asks for patience with slow projects; measure progress in months, not days.",
    "A colleague may need your help untangling an old misunderstanding, and your honesty will be remembered when it matters most for you.",
    "Before you finish for the day, write tomorrow's three priorities on a card, so the morning starts with a plan instead of an inbox.",
  ].join(" "),
  mood: "Quietly hopeful, with a restless streak that a short walk will settle. The Moon in your own sign makes you feel everything a little more, so choose calm company, drink plenty of water and let one worry wait until tomorrow, when it will look smaller.",
  ritual: [
    "Write one sentence about what you want from this month on a card and prop it against your mirror until Sunday.",
    "Each morning, read it aloud once, slowly, and notice whether it still feels true; change a word if it does not.",
    "On Sunday evening, fold the card in half and keep it in a book you love, as a small marker of the month you meant to have.",
  ].join(" "),
};

type Mode = "good" | "fenced" | "status-500" | "garbage" | "not-a-completion" | "schema" | "slow";

type Received = {
  headers: IncomingMessage["headers"];
  body: { model: string; response_format: unknown; messages: Array<{ role: string; content: string }> };
};

function completion(content: string) {
  return JSON.stringify({
    id: "x",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  });
}

/** An OpenAI-compatible endpoint on an ephemeral local port that answers as it is told. */
async function startFakeLlm() {
  const received: Received[] = [];
  let mode: Mode = "good";
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      if (req.url !== "/v1/chat/completions") return void res.writeHead(404).end();
      const json = (body: string) => res.writeHead(200, { "Content-Type": "application/json" }).end(body);
      switch (mode) {
        case "good":
          return json(completion(JSON.stringify(GOOD_SECTIONS)));
        case "fenced":
          return json(completion("```json\n" + JSON.stringify(GOOD_SECTIONS) + "\n```"));
        case "status-500":
          return void res.writeHead(500, { "Content-Type": "application/json" }).end('{"error":"overloaded"}');
        case "garbage":
          return json("<html>this is not json");
        case "not-a-completion":
          return json(JSON.stringify({ result: GOOD_SECTIONS }));
        case "schema":
          return json(completion(JSON.stringify({ ...GOOD_SECTIONS, mood: "", ritual: undefined })));
        case "slow":
          return void setTimeout(() => json(completion(JSON.stringify(GOOD_SECTIONS))), 2_000);
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    setMode: (next: Mode) => (mode = next),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

function captureLogs() {
  const lines: string[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => void lines.push(line) });
  return { logger, lines, warnings: () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40) };
}

const sagittarius = SIGNS.find((sign) => sign.slug === "sagittarius")!;
const skies = { sky: skyForDay(DATE, "UTC"), previousSky: skyForDay("2026-03-09", "UTC") };
const reading = writeDailyHoroscope({ sign: sagittarius, ...skies, date: DATE });

let llm: Awaited<ReturnType<typeof startFakeLlm>>;
beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(async () => {
  await llm?.close();
});
beforeEach(() => {
  llm.setMode("good");
  llm.received.length = 0;
});

test("a good answer is used, and the request carries the model, JSON mode, the key and the sky facts", async () => {
  const logs = captureLogs();
  const provider = createLlmProvider({ baseUrl: llm.baseUrl, apiKey: API_KEY, model: MODEL, logger: logs.logger });
  const result = await provider.write({ sign: sagittarius, date: DATE, reading });
  expect(result).toEqual({ sections: GOOD_SECTIONS, source: "llm:test-model" });
  const [sent] = llm.received;
  expect(sent!.headers.authorization).toBe(`Bearer ${API_KEY}`);
  expect(sent!.body.model).toBe(MODEL);
  expect(sent!.body.response_format).toEqual({ type: "json_object" });
  const brief = sent!.body.messages.at(-1)!.content;
  for (const fact of reading.skyFacts) expect(brief).toContain(fact.text);
  // The same house-based facts the built-in writer uses: the day's event and every body's house.
  expect(JSON.parse(brief.slice(brief.indexOf("{"))).whyToday).toBe(reading.skyFacts[0]!.text);
  for (const house of reading.houses) expect(brief).toContain(house);
  expect(reading.houses).toContainEqual(expect.stringMatching(/^The Moon is in [A-Z][a-z]+, your \d+(st|nd|rd|th) house of /));
  expect(brief).toContain("Sagittarius");
  expect(logs.warnings()).toEqual([]);
});

test("an answer wrapped in a Markdown fence is still read", async () => {
  llm.setMode("fenced");
  const provider = createLlmProvider({ baseUrl: `${llm.baseUrl}/`, model: MODEL, logger: pino({ level: "silent" }) });
  expect((await provider.write({ sign: sagittarius, date: DATE, reading })).source).toBe("llm:test-model");
  expect(llm.received[0]!.headers.authorization).toBeUndefined();
});

test.each([
  ["status-500", /HTTP 500/],
  ["garbage", /not JSON/],
  ["not-a-completion", /not a chat completion/],
  ["schema", /sections do not fit: (mood|ritual)/],
  ["slow", /no answer within 300 ms/],
] as const)("a %s answer falls back to the built-in text with a warning that never shows the key", async (mode, reason) => {
  llm.setMode(mode);
  const logs = captureLogs();
  const provider = createLlmProvider({ baseUrl: llm.baseUrl, apiKey: API_KEY, model: MODEL, logger: logs.logger, timeoutMs: 300 });
  const result = await provider.write({ sign: sagittarius, date: DATE, reading });
  expect(result.source).toBe("built-in");
  expect(result.sections).toEqual({
    overview: reading.overview,
    love: reading.love,
    career: reading.career,
    mood: reading.mood,
    ritual: reading.ritual,
  });
  const [warning, ...more] = logs.warnings();
  expect(more).toEqual([]);
  expect(warning).toMatchObject({
    provider: "llm",
    model: MODEL,
    sign: "sagittarius",
    date: DATE,
    msg: "LLM horoscope failed; using the built-in text",
  });
  expect(warning.reason).toMatch(reason);
  expect(logs.lines.join("\n")).not.toContain(API_KEY);
});

test("an endpoint that refuses connections falls back too", async () => {
  // A port that was free a moment ago: nothing listens there.
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  const logs = captureLogs();
  const provider = createLlmProvider({
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey: API_KEY,
    model: MODEL,
    logger: logs.logger,
    timeoutMs: 2_000,
  });
  expect((await provider.write({ sign: sagittarius, date: DATE, reading })).source).toBe("built-in");
  expect(logs.warnings()).toHaveLength(1);
  expect(logs.lines.join("\n")).not.toContain(API_KEY);
});

describe("the storage service with the LLM writer (PGlite)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database?.drop();
  });
  const service = (timeoutMs = 2_000) =>
    createHoroscopeService({
      db: database.db,
      skyForDay,
      timeZone: "UTC",
      logger: pino({ level: "silent" }),
      now: () => new Date(`${DATE}T12:00:00Z`),
      provider: createLlmProvider({ baseUrl: llm.baseUrl, apiKey: API_KEY, model: MODEL, logger: pino({ level: "silent" }), timeoutMs }),
    });

  test("the model's text is stored with source llm:<model>, keeping the built-in lucky picks and facts, and asked once for 20 readers", async () => {
    const horoscopes = service();
    const results = await Promise.all(Array.from({ length: 20 }, () => horoscopes.getDaily("sagittarius", DATE)));
    expect(llm.received).toHaveLength(1);
    expect(results.every((result) => JSON.stringify(result) === JSON.stringify(results[0]))).toBe(true);
    expect(results[0]).toMatchObject({
      ...GOOD_SECTIONS,
      source: "llm:test-model",
      luckyNumbers: reading.luckyNumbers,
      luckyColor: reading.luckyColor.hex,
      compatibleSigns: reading.compatibleSigns,
      skyFacts: reading.skyFacts,
    });
  });

  test("when the model fails, the built-in reading is stored", async () => {
    llm.setMode("slow");
    const stored = await service(200).getDaily("aries", DATE);
    expect(stored.source).toBe("built-in");
    const aries = SIGNS.find((sign) => sign.slug === "aries")!;
    expect(stored.overview).toBe(writeDailyHoroscope({ sign: aries, ...skies, date: DATE }).overview);
  });
});
