import type { Logger } from "pino";

/**
 * Mirrors a subscription to Kit (ConvertKit) when KIT_API_KEY is set ([newsletter.kit-mirror]):
 * email, first_name, fields.zodiac_sign, tags, to the form KIT_FORM_ID. Our own
 * list stays the source of truth: Kit being slow, down or refusing never fails a subscription.
 */
const KIT_BASE_URL = "https://api.convertkit.com";
const KIT_TIMEOUT_MS = 5_000;

type KitOptions = {
  apiKey: string;
  formId: string;
  logger: Logger;
  /** Tests point this at a local fake server. */
  baseUrl?: string;
};

type KitSubscriber = { email: string; name: string; zodiacSign: string | null; tags: string[] };

/** Answers true when Kit accepted the subscriber; logs a warning and answers false otherwise. */
export async function mirrorToKit(subscriber: KitSubscriber, options: KitOptions): Promise<boolean> {
  const url = `${(options.baseUrl ?? KIT_BASE_URL).replace(/\/+$/, "")}/v3/forms/${encodeURIComponent(options.formId)}/subscribe`;
  const body: Record<string, unknown> = {
    api_key: options.apiKey,
    email: subscriber.email,
    fields: { zodiac_sign: subscriber.zodiacSign ?? "unknown" },
    tags: subscriber.tags,
  };
  if (subscriber.name) body.first_name = subscriber.name;
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(KIT_TIMEOUT_MS),
    });
    if (!res.ok) {
      // The status only: Kit's answer may echo the request, key included.
      options.logger.warn({ status: res.status, kind: "kit-mirror" }, "Kit refused the subscriber");
      return false;
    }
    return true;
  } catch (error) {
    options.logger.warn({ kind: "kit-mirror", reason: error instanceof Error ? error.message : String(error) }, "Kit could not be reached");
    return false;
  }
}
