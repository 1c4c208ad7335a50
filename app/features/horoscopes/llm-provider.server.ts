import type { Logger } from "pino";
import { z } from "zod";
import { errorReason } from "#app/lib/errors.ts";
import type { HoroscopeProvider, HoroscopeSections, ProviderRequest } from "./types";

type LlmProviderOptions = {
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token; never logged. Local servers often need none. */
  apiKey?: string;
  model: string;
  logger: Logger;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const LLM_TIMEOUT_MS = 20_000;
// A chat answer for five short sections is a few KB; anything far larger is not one.
const MAX_RESPONSE_CHARS = 200_000;

const section = (min: number, max: number) => z.string().trim().min(min).max(max);

/** What the model must answer: the five sections, each a plausible length for its slot. */
const llmSectionsSchema = z.object({
  // The lower bounds keep each section longer than its teaser, so gating still hides most of it.
  overview: section(700, 2400),
  love: section(420, 1500),
  career: section(420, 1500),
  mood: section(230, 900),
  ritual: section(330, 1200),
});

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const SYSTEM_PROMPT = [
  "You write the daily horoscope of one zodiac sign for an astrology website read for entertainment.",
  "Write warm, specific, plain English in the second person. Read the sky through the sign's own houses as the brief gives them",
  "(whole-sign houses counted from the sign): open the overview with the brief's whyToday event and what its house means for this sign,",
  "then use two to four of the other sky facts and houses. Never invent other planetary positions or houses.",
  "No medical, legal or financial advice, nothing frightening, no predictions of illness, death or disaster.",
  'Answer with one JSON object and nothing else: {"overview": string, "love": string, "career": string, "mood": string, "ritual": string}.',
  "overview: 150 to 220 words. love: 90 to 140 words. career: 90 to 140 words. mood: 50 to 80 words.",
  "ritual: 70 to 110 words describing one small, safe, concrete act the reader can do today.",
].join(" ");

class ProviderFailure extends Error {}

/**
 * Sections written by any OpenAI-compatible chat endpoint (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY).
 * Whatever goes wrong (network, status, timeout, not JSON, wrong shape) the built-in text is kept
 * and a warning logged, so a reading is never lost to the model.
 */
export function createLlmProvider(options: LlmProviderOptions): HoroscopeProvider {
  const { model, apiKey } = options;
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? LLM_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;
  const log = options.logger.child({ provider: "llm", model });

  async function ask(request: ProviderRequest): Promise<HoroscopeSections> {
    const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
    if (apiKey) headers.Authorization = `Bearer ${apiKey}`;
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(endpoint, {
        method: "POST",
        headers,
        body: JSON.stringify(chatRequest(model, request)),
        signal: request.signal ? AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error)?.name;
      if (request.signal?.aborted) throw new ProviderFailure("stopped before the answer came");
      throw new ProviderFailure(name === "TimeoutError" || name === "AbortError" ? `no answer within ${timeoutMs} ms` : errorReason(error));
    }
    if (!response.ok) throw new ProviderFailure(`the endpoint answered HTTP ${response.status}`);
    if (text.length > MAX_RESPONSE_CHARS) throw new ProviderFailure("the answer is too large");
    const completion = completionSchema.safeParse(parseJson(text, "the response body"));
    if (!completion.success) throw new ProviderFailure("the response is not a chat completion");
    const sections = llmSectionsSchema.safeParse(parseJson(stripCodeFence(completion.data.choices[0]!.message.content), "the message"));
    if (!sections.success) {
      const issue = sections.error.issues[0]!;
      throw new ProviderFailure(`the sections do not fit: ${issue.path.join(".") || "answer"}: ${issue.message}`);
    }
    return sections.data;
  }

  return {
    async write(request) {
      try {
        return { sections: await ask(request), source: `llm:${model}` };
      } catch (error) {
        const reason = error instanceof ProviderFailure ? error.message : errorReason(error);
        log.warn({ sign: request.sign.slug, date: request.date, reason }, "LLM horoscope failed; using the built-in text");
        const { overview, love, career, mood, ritual } = request.reading;
        return { sections: { overview, love, career, mood, ritual }, source: "built-in" };
      }
    },
  };
}

function chatRequest(model: string, { sign, date, reading }: ProviderRequest) {
  const brief = {
    sign: sign.name,
    element: sign.element,
    rulingPlanet: sign.rulingPlanet,
    traits: sign.traits,
    date,
    whyToday: reading.skyFacts.find((fact) => fact.kind === "event")?.text,
    houses: reading.houses,
    skyFacts: reading.skyFacts.map((fact) => fact.text),
    luckyColor: reading.luckyColor.name,
    luckyNumbers: reading.luckyNumbers,
    compatibleSigns: reading.compatibleSigns,
  };
  return {
    model,
    temperature: 0.8,
    response_format: { type: "json_object" },
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: `Write today's horoscope from this brief:\n${JSON.stringify(brief, null, 2)}` },
    ],
  };
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderFailure(`${what} is not JSON`);
  }
}

// Some models wrap JSON in a Markdown fence even when asked for a bare object.
function stripCodeFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/i.exec(content);
  return fenced ? fenced[1]! : content;
}
