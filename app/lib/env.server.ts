import { z } from "zod";

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

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  SITE_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://cosmicdaily.example" })
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  ),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  MAIL_FROM: optionalText,
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, error: "must be a redis:// URL" }).optional()),
  TRUSTED_PROXY_HEADER: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, "must be a header name such as X-Forwarded-For")
      .transform((name) => name.toLowerCase())
      .optional(),
  ),
  SITE_TIMEZONE: timeZone.default("UTC"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LLM_BASE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://api.openai.com/v1" }).optional(),
  ),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  KIT_API_KEY: optionalText,
  KIT_FORM_ID: optionalText,
}).superRefine((env, context) => {
  // A base URL without a model would silently write every reading with the built-in text.
  if (env.LLM_BASE_URL && !env.LLM_MODEL) {
    context.addIssue({ code: "custom", path: ["LLM_MODEL"], message: "must be set when LLM_BASE_URL is set" });
  }
  // Kit's subscribe call names a form; a key without one would fail on every subscription.
  if (env.KIT_API_KEY && !env.KIT_FORM_ID) {
    context.addIssue({ code: "custom", path: ["KIT_FORM_ID"], message: "must be set when KIT_API_KEY is set" });
  }
});

export type Env = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  siteUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  trustedProxyHeader: string | undefined;
  siteTimeZone: string;
  logLevel: string;
  /** An OpenAI-compatible endpoint that writes the daily readings; unset: the built-in writer. */
  llmBaseUrl: string | undefined;
  llmApiKey: string | undefined;
  llmModel: string | undefined;
  /** Kit (ConvertKit): when set, subscriptions are mirrored there too. */
  kitApiKey: string | undefined;
  kitFormId: string | undefined;
};

// Their values can hold passwords: an error names them but never echoes them.
const SECRET_VARIABLES = new Set(["DATABASE_URL", "AUTH_SECRET", "SMTP_URL", "REDIS_URL", "LLM_API_KEY", "KIT_API_KEY"]);

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? "environment");
    const shown = SECRET_VARIABLES.has(variable) ? "" : ` (got "${source[variable] ?? ""}")`;
    throw new EnvError(`Invalid environment variable ${variable}: ${issue.message}${shown}`);
  }
  const env = result.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    siteUrl,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `Cosmic Daily <no-reply@${new URL(siteUrl).hostname}>`,
    redisUrl: env.REDIS_URL,
    trustedProxyHeader: env.TRUSTED_PROXY_HEADER,
    siteTimeZone: env.SITE_TIMEZONE,
    logLevel: env.LOG_LEVEL,
    llmBaseUrl: env.LLM_BASE_URL?.replace(/\/+$/, ""),
    llmApiKey: env.LLM_API_KEY,
    llmModel: env.LLM_MODEL,
    kitApiKey: env.KIT_API_KEY,
    kitFormId: env.KIT_FORM_ID,
  };
}

/** The only part of the configuration that may reach the browser. */
export type PublicEnv = { siteUrl: string; siteTimeZone: string };

export function getPublicEnv(env: Env): PublicEnv {
  return { siteUrl: env.siteUrl, siteTimeZone: env.siteTimeZone };
}
