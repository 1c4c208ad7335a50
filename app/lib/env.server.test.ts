import { expect, test } from "vitest";
import { EnvError, getPublicEnv, parseEnv } from "./env.server";

test("[startup.env] an empty environment gives the documented defaults", () => {
  const env = parseEnv({});
  expect(env).toMatchObject({
    port: 3000,
    host: "0.0.0.0",
    siteUrl: "http://localhost:3000",
    dataDir: "./data",
    databaseUrl: undefined,
    siteTimeZone: "UTC",
    trustedProxyHeader: undefined,
  });
});

test("[startup.env] SITE_URL defaults to the chosen port and loses a trailing slash", () => {
  expect(parseEnv({ PORT: "4100" }).siteUrl).toBe("http://localhost:4100");
  expect(parseEnv({ SITE_URL: "https://cosmic.example/" }).siteUrl).toBe("https://cosmic.example");
});

test("[startup.env] a wrong value stops with one line naming the variable", () => {
  expect(() => parseEnv({ PORT: "eighty" })).toThrowError(EnvError);
  expect(() => parseEnv({ PORT: "eighty" })).toThrowError(/^Invalid environment variable PORT: .*\(got "eighty"\)$/);
  expect(() => parseEnv({ SITE_TIMEZONE: "Mars/Olympus" })).toThrowError(/SITE_TIMEZONE/);
  expect(() => parseEnv({ SITE_URL: "ftp://x" })).toThrowError(/SITE_URL/);
  expect(() => parseEnv({ TRUSTED_PROXY_HEADER: "x forwarded" })).toThrowError(/TRUSTED_PROXY_HEADER/);
});

test("[startup.env] secret-bearing variables are named but their values are never echoed", () => {
  let message = "";
  try {
    parseEnv({ AUTH_SECRET: "short-but-secret" });
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message).toMatch(/AUTH_SECRET/);
  expect(message).not.toContain("short-but-secret");
  expect(() => parseEnv({ DATABASE_URL: "mysql://user:hunter2@db" })).toThrowError(/^(?!.*hunter2).*DATABASE_URL/);
});

test("[startup.env] blank optional variables count as unset", () => {
  expect(parseEnv({ DATABASE_URL: "", SMTP_URL: "  " })).toMatchObject({ databaseUrl: undefined, smtpUrl: undefined });
});

test("[startup.env] TRUSTED_PROXY_ADDRESSES defaults to loopback and takes IP addresses and CIDR ranges", () => {
  expect(parseEnv({}).trustedProxyAddresses).toEqual(["127.0.0.1/8", "::1"]);
  expect(parseEnv({ TRUSTED_PROXY_ADDRESSES: "" }).trustedProxyAddresses).toEqual(["127.0.0.1/8", "::1"]);
  expect(parseEnv({ TRUSTED_PROXY_ADDRESSES: " 10.0.0.0/8, 192.168.1.7 ,fd00::/8 " }).trustedProxyAddresses).toEqual([
    "10.0.0.0/8",
    "192.168.1.7",
    "fd00::/8",
  ]);
});

test("[startup.env] a wrong TRUSTED_PROXY_ADDRESSES stops with one line naming the variable and the bad entry", () => {
  for (const wrong of ["10.0.0.0/33", "proxy.internal", "10.0.0.1, 300.1.1.1", "fd00::/129", "10.0.0.0/8/8", ","]) {
    expect(() => parseEnv({ TRUSTED_PROXY_ADDRESSES: wrong }), wrong).toThrowError(
      /^Invalid environment variable TRUSTED_PROXY_ADDRESSES: [^\n]+$/,
    );
  }
  expect(() => parseEnv({ TRUSTED_PROXY_ADDRESSES: "10.0.0.1,proxy.internal" })).toThrowError('("proxy.internal" is neither)');
});

test("the trusted proxy header is matched case-insensitively", () => {
  expect(parseEnv({ TRUSTED_PROXY_HEADER: "X-Forwarded-For" }).trustedProxyHeader).toBe("x-forwarded-for");
});

test("only the public part reaches the browser", () => {
  const env = parseEnv({ AUTH_SECRET: "x".repeat(40), DATABASE_URL: "postgres://u:p@h/db" });
  expect(getPublicEnv(env)).toEqual({ siteUrl: "http://localhost:3000", siteTimeZone: "UTC" });
});

test("[startup.env] the LLM writer is optional; a base URL needs a model; the key never reaches the browser", () => {
  expect(parseEnv({})).toMatchObject({ llmBaseUrl: undefined, llmApiKey: undefined, llmModel: undefined });
  expect(parseEnv({ LLM_BASE_URL: "http://127.0.0.1:11434/v1/", LLM_MODEL: "llama3.2", LLM_API_KEY: "sk-test" })).toMatchObject({
    llmBaseUrl: "http://127.0.0.1:11434/v1",
    llmModel: "llama3.2",
    llmApiKey: "sk-test",
  });
  expect(() => parseEnv({ LLM_BASE_URL: "https://api.example/v1" })).toThrowError(
    /^Invalid environment variable LLM_MODEL: must be set when LLM_BASE_URL is set/,
  );
  expect(() => parseEnv({ LLM_BASE_URL: "ftp://x", LLM_MODEL: "m" })).toThrowError(/LLM_BASE_URL/);
  expect(getPublicEnv(parseEnv({ LLM_BASE_URL: "https://api.example/v1", LLM_MODEL: "m", LLM_API_KEY: "sk-secret" }))).not.toHaveProperty(
    "llmApiKey",
  );
});

test("[startup.health] HEALTH_PORT is unset by default, a port number otherwise, and never PORT itself", () => {
  expect(parseEnv({}).healthPort).toBeUndefined();
  expect(parseEnv({ HEALTH_PORT: "9101" }).healthPort).toBe(9101);
  for (const bad of ["0", "65536", "nine", "91.5", "-1"]) {
    expect(() => parseEnv({ HEALTH_PORT: bad })).toThrowError(
      `Invalid environment variable HEALTH_PORT: must be a port number from 1 to 65535 (got "${bad}")`,
    );
  }
  expect(() => parseEnv({ PORT: "4100", HEALTH_PORT: "4100" })).toThrowError(
    "Invalid environment variable HEALTH_PORT: must differ from PORT",
  );
});

test("[shell.contact] CONTACT_EMAIL is one mailbox, normalised; unset it is hello@ the site's host", () => {
  expect(parseEnv({ SITE_URL: "https://cosmic.example" }).contactEmail).toBe("hello@cosmic.example");
  expect(parseEnv({ CONTACT_EMAIL: " Editors@Cosmic.Example " }).contactEmail).toBe("editors@cosmic.example");
  for (const bad of ["nobody", "a@x.test <b@evil.test>", "a@x.test, b@y.test"]) {
    expect(() => parseEnv({ CONTACT_EMAIL: bad })).toThrowError(
      `Invalid environment variable CONTACT_EMAIL: must be one email address such as hello@cosmicdaily.example (got "${bad}")`,
    );
  }
});

test("[startup.workers] WEB_CONCURRENCY is a count of worker processes, above 1 only with DATABASE_URL", () => {
  expect(parseEnv({}).webConcurrency).toBe(1);
  expect(parseEnv({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
  expect(parseEnv({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://db.example/cosmic" }).webConcurrency).toBe(2);
  expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrowError(
    'Invalid environment variable WEB_CONCURRENCY: must be 1 without DATABASE_URL: the embedded database can be opened by one process only (got "2")',
  );
  for (const wrong of ["0", "two", "-1", "1.5", "100"]) {
    expect(() => parseEnv({ WEB_CONCURRENCY: wrong, DATABASE_URL: "postgres://db.example/cosmic" })).toThrowError(
      `Invalid environment variable WEB_CONCURRENCY: must be a number of worker processes from 1 to 99 (got "${wrong}")`,
    );
  }
});
