import { z } from "zod";
import { normaliseMailbox } from "./email";
import { parseIpRanges } from "./ip-ranges.server";

/**
 * Every environment variable the process reads, parsed once at boot.
 * A wrong value stops the boot with one line that names the variable.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const timeZone = z
  .string()
  .trim()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "must be an IANA time zone such as UTC or Europe/Paris");

const PORT_MESSAGE = "must be a port number from 1 to 65535";

/** The bytes of a base64url text (no padding), or undefined when it is not one. */
function base64UrlBytes(text: string): Buffer | undefined {
  return /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, "base64url") : undefined;
}

/**
 * A VAPID key as web-push and the browsers take it: base64url, the public key an uncompressed
 * P-256 point (65 bytes, first 0x04), the private key its 32-byte scalar.
 */
const vapidKey = (bytes: number, message: string) =>
  optionalText.pipe(
    z
      .string()
      .refine((text) => {
        const decoded = base64UrlBytes(text);
        return decoded?.length === bytes && (bytes !== 65 || decoded[0] === 4);
      }, message)
      .optional(),
  );

/**
 * Where the server may POST a push: origins ("http://127.0.0.1:4461") beside the known push
 * services, comma-separated. For tests and private push services; each is refused unless it is an
 * origin and nothing more.
 */
const originList = optionalText.transform((text, context) => {
  const origins: string[] = [];
  for (const entry of (text ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    let origin: string | undefined;
    try {
      const url = new URL(entry);
      if ((url.protocol === "https:" || url.protocol === "http:") && url.origin === entry.replace(/\/+$/, "")) origin = url.origin;
    } catch {
      // not a URL: refused below
    }
    if (!origin) {
      context.addIssue({
        code: "custom",
        message: `must be origins separated by commas, such as https://push.example ("${entry}" is not one)`,
      });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return origins;
});
const DEFAULT_TRUSTED_PROXIES = "127.0.0.1/8,::1";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    HEALTH_PORT: optionalText.pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,4}$/, PORT_MESSAGE)
        .transform(Number)
        .refine((port) => port <= 65535, PORT_MESSAGE)
        .optional(),
    ),
    SITE_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://cosmicdaily.example" }).optional(),
    ),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional()),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
    MAIL_FROM: optionalText,
    CONTACT_EMAIL: optionalText.pipe(
      z
        .string()
        .transform((text, context) => {
          const address = normaliseMailbox(text);
          if (address) return address;
          context.addIssue({ code: "custom", message: "must be one email address such as hello@cosmicdaily.example" });
          return z.NEVER;
        })
        .optional(),
    ),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, error: "must be a redis:// URL" }).optional()),
    TRUSTED_PROXY_HEADER: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9-]+$/, "must be a header name such as X-Forwarded-For")
        .transform((name) => name.toLowerCase())
        .optional(),
    ),
    // Loopback by default: a proxy on the same machine. Only these peers may name the client.
    TRUSTED_PROXY_ADDRESSES: optionalText.transform((text, context) => {
      const parsed = parseIpRanges(text ?? DEFAULT_TRUSTED_PROXIES);
      if (parsed.ok && parsed.entries.length > 0) return parsed.entries;
      context.addIssue({
        code: "custom",
        message: `must be IP addresses or CIDR ranges separated by commas, such as 10.0.0.0/8,192.168.1.7${parsed.ok ? "" : ` ("${parsed.invalid}" is neither)`}`,
      });
      return z.NEVER;
    }),
    SITE_TIMEZONE: timeZone.default("UTC"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    LLM_BASE_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://api.openai.com/v1" }).optional(),
    ),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    KIT_API_KEY: optionalText,
    KIT_FORM_ID: optionalText,
    ADS_ON_LOCAL_HOSTS: z.enum(["0", "1", ""], { error: "must be 1 or 0" }).optional(),
    NEWSLETTER_SEND_TIME: optionalText.pipe(
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "must be a time of day on the site's clocks such as 06:00")
        .optional(),
    ),
    ANALYTICS_RETENTION_DAYS: optionalText.pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,3}$/, "must be a number of days from 1 to 9999")
        .transform(Number)
        .optional(),
    ),
    ANALYTICS_ROLLUP_SECONDS: optionalText.pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,4}$/, "must be a number of seconds from 1 to 99999")
        .transform(Number)
        .optional(),
    ),
    WEB_CONCURRENCY: optionalText.pipe(
      z
        .string()
        .regex(/^[1-9]\d?$/, "must be a number of worker processes from 1 to 99")
        .transform(Number)
        .optional(),
    ),
    VAPID_PUBLIC_KEY: vapidKey(65, "must be a VAPID public key: 65 bytes in base64url, such as web-push generate-vapid-keys prints"),
    VAPID_PRIVATE_KEY: vapidKey(32, "must be a VAPID private key: 32 bytes in base64url, such as web-push generate-vapid-keys prints"),
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .refine(
          (text) => /^mailto:[^@\s]+@[^@\s]+$/.test(text) || /^https:\/\/[^\s/]+/.test(text),
          "must be a mailto: address or an https:// URL",
        )
        .optional(),
    ),
    PUSH_SERVICE_ORIGINS: originList,
    NEWSLETTER_CLOCK_START: optionalText.pipe(
      z.iso.datetime({ offset: true, error: "must be an instant such as 2026-12-01T05:59:00Z" }).optional(),
    ),
  })
  .superRefine((env, context) => {
    // A base URL without a model would silently write every reading with the built-in text.
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      context.addIssue({ code: "custom", path: ["LLM_MODEL"], message: "must be set when LLM_BASE_URL is set" });
    }
    if (env.HEALTH_PORT !== undefined && env.HEALTH_PORT === env.PORT) {
      context.addIssue({ code: "custom", path: ["HEALTH_PORT"], message: "must differ from PORT" });
    }
    // Workers are whole servers sharing one database: PGlite can be opened by one process only.
    if ((env.WEB_CONCURRENCY ?? 1) > 1 && !env.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: "must be 1 without DATABASE_URL: the embedded database can be opened by one process only",
      });
    }
    // One key of the pair would sign with a key the browsers were never given.
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: "custom",
        path: [env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
        message: "must be set together with the other VAPID key, or both left unset (they are then generated into DATA_DIR)",
      });
    }
    // Kit's subscribe call names a form; a key without one would fail on every subscription.
    if (env.KIT_API_KEY && !env.KIT_FORM_ID) {
      context.addIssue({ code: "custom", path: ["KIT_FORM_ID"], message: "must be set when KIT_API_KEY is set" });
    }
  });

/** The key pair the site signs its pushes with (VAPID, RFC 8292), each base64url. */
export type VapidKeys = { publicKey: string; privateKey: string };

/** The site's configuration: the environment, parsed, with the signing secret and the push keys resolved at boot. */
export type Env = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  /** A second port that answers only /healthz and /readyz (server/http/health.ts says why). */
  healthPort: number | undefined;
  siteUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** AUTH_SECRET, or the one generated into DATA_DIR on first boot (server/boot/auth-secret.ts). */
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address the About page gives readers: CONTACT_EMAIL, or hello@ the site's host. */
  contactEmail: string;
  redisUrl: string | undefined;
  trustedProxyHeader: string | undefined;
  /** The peers whose TRUSTED_PROXY_HEADER is believed: IP addresses and CIDR ranges. */
  trustedProxyAddresses: string[];
  siteTimeZone: string;
  logLevel: string;
  /** An OpenAI-compatible endpoint that writes the daily readings; unset: the built-in writer. */
  llmBaseUrl: string | undefined;
  llmApiKey: string | undefined;
  llmModel: string | undefined;
  /** Kit (ConvertKit): when set, subscriptions are mirrored there too. */
  kitApiKey: string | undefined;
  kitFormId: string | undefined;
  /** Show ads on localhost and IP addresses too (for the site's own tests); off by default. */
  adsOnLocalHosts: boolean;
  /** When the day's newsletter editions leave, on the site's clocks: "06:00" unless NEWSLETTER_SEND_TIME says otherwise. */
  newsletterSendTime: string;
  /**
   * For rehearsals and tests: the newsletter schedule's clock starts at this instant when the
   * server boots and runs at normal speed from there. Unset (the default): the real clock.
   */
  newsletterClockStart: Date | undefined;
  /** How many days raw page views, events and web vitals are kept before only their daily rollups remain: 30 by default. */
  analyticsRetentionDays: number;
  /** How many worker processes serve (WEB_CONCURRENCY, 1 by default; above 1 only with DATABASE_URL). */
  webConcurrency: number;
  /** How often the analytics rollup recounts today (and any day not yet complete): every 300 s by default. */
  analyticsRollupSeconds: number;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or the pair generated into DATA_DIR on first boot (server/boot/vapid-keys.ts). */
  vapidKeys: VapidKeys;
  /** Who the push services may write to about this site's pushes: VAPID_SUBJECT, or mailto: the contact address. */
  vapidSubject: string;
  /** PUSH_SERVICE_ORIGINS: origins a push subscription may name beside the known push services (tests, private services). */
  pushServiceOrigins: string[];
};

/** The environment as parseEnv reads it: AUTH_SECRET and the VAPID keys may be unset until the boot resolves them. */
export type ParsedEnv = Omit<Env, "authSecret" | "vapidKeys"> & { authSecret: string | undefined; vapidKeys: VapidKeys | undefined };

// Their values can hold passwords: an error names them but never echoes them.
const SECRET_VARIABLES = new Set([
  "DATABASE_URL",
  "AUTH_SECRET",
  "SMTP_URL",
  "REDIS_URL",
  "LLM_API_KEY",
  "KIT_API_KEY",
  "VAPID_PRIVATE_KEY",
]);

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): ParsedEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? "environment");
    const shown = SECRET_VARIABLES.has(variable) ? "" : ` (got "${source[variable] ?? ""}")`;
    throw new EnvError(`Invalid environment variable ${variable}: ${issue.message}${shown}`);
  }
  const env = result.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  const contactEmail = env.CONTACT_EMAIL ?? `hello@${new URL(siteUrl).hostname}`;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    healthPort: env.HEALTH_PORT,
    siteUrl,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `Cosmic Daily <no-reply@${new URL(siteUrl).hostname}>`,
    contactEmail,
    redisUrl: env.REDIS_URL,
    trustedProxyHeader: env.TRUSTED_PROXY_HEADER,
    trustedProxyAddresses: env.TRUSTED_PROXY_ADDRESSES,
    siteTimeZone: env.SITE_TIMEZONE,
    logLevel: env.LOG_LEVEL,
    llmBaseUrl: env.LLM_BASE_URL?.replace(/\/+$/, ""),
    llmApiKey: env.LLM_API_KEY,
    llmModel: env.LLM_MODEL,
    kitApiKey: env.KIT_API_KEY,
    kitFormId: env.KIT_FORM_ID,
    adsOnLocalHosts: env.ADS_ON_LOCAL_HOSTS === "1",
    newsletterSendTime: env.NEWSLETTER_SEND_TIME ?? "06:00",
    webConcurrency: env.WEB_CONCURRENCY ?? 1,
    newsletterClockStart: env.NEWSLETTER_CLOCK_START ? new Date(env.NEWSLETTER_CLOCK_START) : undefined,
    analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS ?? 30,
    analyticsRollupSeconds: env.ANALYTICS_ROLLUP_SECONDS ?? 300,
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${contactEmail}`,
    pushServiceOrigins: env.PUSH_SERVICE_ORIGINS,
  };
}

/** The only part of the configuration that may reach the browser. */
type PublicEnv = { siteUrl: string; siteTimeZone: string };

export function getPublicEnv(env: Pick<Env, "siteUrl" | "siteTimeZone">): PublicEnv {
  return { siteUrl: env.siteUrl, siteTimeZone: env.siteTimeZone };
}
