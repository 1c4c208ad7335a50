import fc from "fast-check";

/**
 * The requests the endpoint fuzz sends: every API route of server/http/api/ and every page of
 * app/routes.ts, with hostile path parameters, query strings, headers and bodies. The catalogue
 * names where each endpoint is defined, so fuzz-endpoints.test.ts can prove it misses none.
 */

/** What a fuzzed request is sent with: the sessions the test made before the run. */
export type Sessions = {
  /** The Cookie header of a signed-in admin. */
  adminCookie: string;
  /** A subscriber's session token (cookie value and bearer token). */
  subscriberToken: string;
};

/** A body too large to keep in the generated list: built when the request is sent. */
type LargeBody = { repeat: string; times: number; prefix: string; suffix: string };

export type FuzzRequest = {
  /** Which catalogue entry this request aims at, for the counts. */
  endpoint: string;
  kind: "api" | "page";
  method: string;
  /** Path and query exactly as sent (already percent-encoded, or deliberately not). */
  target: string;
  headers: Record<string, string>;
  body?: string | LargeBody;
  /** Whether the request claims to come from another site (expected answer: 403). */
  crossSite: boolean;
  session: "none" | "admin" | "subscriber" | "forged";
};

type BodyKind = "none" | "json" | "form";

/** A body and the Content-Type it is naturally sent with. */
type Body = { body: string | LargeBody; type: string };

type Endpoint = {
  /** Where the endpoint is defined: `server/http/api/<file>: <method> <path>` or `routes/<module>`. */
  source: string;
  kind: "api" | "page";
  methods: readonly string[];
  /** The path with its parameters: sample values, fuzzed values, or both. */
  path: fc.Arbitrary<string>;
  queryKeys?: readonly string[];
  body?: BodyKind;
  /** Field names the handler reads from its body. */
  fields?: readonly string[];
  /** Whether the endpoint is worth calling as an admin. */
  admin?: boolean;
};

// ---------------------------------------------------------------------------------------------
// Values

const SIGNS = ["aries", "leo", "pisces", "virgo"] as const;
const ELEMENTS = ["fire", "water", "air", "earth"] as const;
const MONTHS = ["january", "march", "december"] as const;
const POST_SLUGS = ["what-is-a-cusp", "new-moon-intentions", "your-saturn-return"] as const;
/**
 * Share image files: the runner's today and tomorrow (UTC, the server's default SITE_TIMEZONE), so
 * the fuzz reaches real renders too, and days the route must refuse.
 */
const SHARE_IMAGE_DAYS = [0, 1].map((offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10));
const SHARE_IMAGE_FILES = [
  ...SHARE_IMAGE_DAYS.map((day) => `${day}.png`),
  "2024-02-30.png",
  "9999-12-31.png",
  "0000-01-01.png",
  `${SHARE_IMAGE_DAYS[0]}.jpg`,
] as const;
/** Ad ids: well-formed but unknown, and text that only looks like one. */
const AD_IDS = ["00000000-0000-4000-8000-000000000000", "------------------------------------", "not-an-id"] as const;
const AD_FIELDS = [
  "name",
  "type",
  "imageUrl",
  "linkUrl",
  "headline",
  "subtext",
  "ctaText",
  "anchorPosition",
  "active",
  "startsAt",
  "endsAt",
  "slots",
  "pageTypes",
  "signs",
  "weight",
] as const;

/** Partner link ids: well-formed but unknown, out of the column's range, and text that only looks like one. */
const PARTNER_IDS = ["1", "2147483647", "2147483648", "0", "-1", "1.5", "not-an-id"] as const;
const PARTNER_FIELDS = ["label", "url", "card", "signs", "active"] as const;
const SAVED_CHART_IDS = ["00000000-0000-4000-8000-000000000000", "not-an-id", "%00", "a".repeat(65)] as const;
const SAVED_CHART_FIELDS = ["name", "me", "date", "time", "lat", "lon", "tz", "offset", "houses", "node", "place"] as const;

/** Text a careless or hostile client sends: NUL bytes, lone surrogates, odd dates and numbers. */
const NASTY_TEXT = [
  "",
  " ",
  "\0",
  "a\0b",
  "\0\0\0",
  "\uD800",
  "a\uDC00b",
  "\uFFFF",
  "\u202E",
  "💫",
  "null",
  "undefined",
  "true",
  "0",
  "-1",
  "1e9",
  "1e309",
  "NaN",
  "-0",
  "0x10",
  "9007199254740993",
  "0000-01-01",
  "9999-99-99",
  "9999-12-31",
  "0001-01-01",
  "0999-12-31",
  "2024-02-30",
  "1969-12-31",
  "+002026-01-01",
  "2026-1-1",
  "aries",
  "ARIES",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR '1'='1",
  "%",
  "%00",
  "%zz",
  "\r\nX-Injected: 1",
  "__proto__",
  "constructor",
  "javascript:alert(1)",
  "//evil.example",
  "/\\evil.example",
  "@",
  "a@b",
  "reader@example.com",
  "a\0b@example.com",
  "reader@exa\0mple.com",
  "\uD800@example.com",
] as const;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const oddUnit = fc.oneof(
  { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), weight: 6 },
  { arbitrary: loneSurrogate, weight: 1 },
  { arbitrary: fc.constantFrom("\0", "%", "&", "=", "/", "?", "#", "+", ";", "\\", '"', "'"), weight: 2 },
);

/** Any text at all, biased towards what breaks parsers and databases. */
const text: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_TEXT), weight: 5 },
  { arbitrary: fc.string({ unit: oddUnit, maxLength: 40 }), weight: 4 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom("a", "é", "\0", "💫", "\uD800"), fc.integer({ min: 300, max: 12_000 }))
      .map(([unit, n]) => unit.repeat(n)),
    weight: 1,
  },
);

/** Percent-encodes every UTF-16 unit as it stands: a lone surrogate becomes its (invalid) UTF-8 bytes. */
function encodeUnits(value: string): string {
  let out = "";
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const next = value.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(index, index + 2));
      index++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else {
      out += encodeURIComponent(value[index]!);
    }
  }
  return out;
}

/** A piece of URL: encoded text, or raw tokens no encoder would produce. */
const urlPiece: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: text.map(encodeUnits), weight: 6 },
  {
    arbitrary: fc.constantFrom("%00", "a%00b", "%", "%zz", "%ff", "%ED%A0%80", "%C0%AE", "%2e%2e", "..", "%2F", "%5C", "1e9", "-1", "0"),
    weight: 3,
  },
);

/** A path parameter: mostly a real value, often a hostile one. */
function param(samples: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof({ arbitrary: fc.constantFrom(...samples), weight: 3 }, { arbitrary: urlPiece, weight: 2 });
}

const QUERY_VALUES = ["0000-01-01", "9999-99-99", "2024-02-29", "%00", "a%00b", "-1", "1e9", "1", "0", "NaN", "", "%", "%ED%A0%80"];

/** A query string: known keys with hostile values, repeated keys, broken encodings. */
function queryString(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { arbitrary: keys.length > 0 ? fc.constantFrom(...keys) : urlPiece, weight: 6 },
    { arbitrary: fc.constantFrom("_data", "index", "ungated", "_routes"), weight: 1 },
    { arbitrary: urlPiece, weight: 1 },
  );
  const value = fc.oneof({ arbitrary: fc.constantFrom(...QUERY_VALUES), weight: 3 }, { arbitrary: urlPiece, weight: 3 });
  const pair = fc.oneof({ arbitrary: fc.tuple(key, value).map(([k, v]) => `${k}=${v}`), weight: 8 }, { arbitrary: key, weight: 1 });
  return fc.oneof(
    { arbitrary: fc.constant(""), weight: 3 },
    {
      arbitrary: fc
        .tuple(fc.array(pair, { minLength: 1, maxLength: 6 }), fc.constantFrom("&", "&", "&", ";", "&&"))
        .map(([pairs, separator]) => `?${pairs.join(separator)}`),
      weight: 6,
    },
    { arbitrary: fc.constantFrom("?", "?&", "?=", "?==", "?a=1&a=2&a=3", "?%00=%00"), weight: 1 },
    { arbitrary: fc.integer({ min: 2_000, max: 20_000 }).map((n) => `?q=${"x".repeat(n)}`), weight: 1 },
  );
}

// ---------------------------------------------------------------------------------------------
// Bodies

const jsonScalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(jsonScalar, { maxLength: 3 }),
  fc.dictionary(text, jsonScalar, { maxKeys: 3 }),
);

function deepNesting(depth: number, open: string, close: string): string {
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

/** A post file with hostile front-matter values, for the post editor and the posts API. */
const postText = fc
  .record({
    title: fc.oneof(text, fc.constant("A title")),
    slug: fc.oneof(fc.constantFrom("fuzz-post", "what-is-a-cusp"), text),
    excerpt: fc.oneof(text, fc.constant("An excerpt.")),
    date: fc.oneof(fc.constantFrom("2026-01-01", "0000-01-01", "0999-01-01", "0001-01-01", "9999-12-31", "1000-01-01"), text),
    tags: fc.array(fc.oneof(fc.constant("beginners"), text), { maxLength: 3 }),
    minutes: fc.oneof(fc.constantFrom("1", "-1", "1e9", "99999999999999999999"), text),
    imageUrl: fc.option(fc.oneof(fc.constant("/blog/a.svg"), text)),
    content: text,
  })
  .map(
    (post) =>
      `---\ntitle: ${post.title}\nslug: ${post.slug}\nexcerpt: ${post.excerpt}\ndate: ${post.date}\ntags: [${post.tags.join(", ")}]\n` +
      `minutesToRead: ${post.minutes}\n${post.imageUrl === null ? "" : `imageUrl: ${post.imageUrl}\n`}---\n${post.content}\n`,
  );

/** Values for the fields a handler knows, sometimes of the wrong type. */
function fieldValue(field: string): fc.Arbitrary<unknown> {
  const typical: Record<string, fc.Arbitrary<unknown>> = {
    email: fc.constantFrom("reader@example.com", "fuzz+1@example.com", "a\0b@example.com"),
    zodiacSign: fc.constantFrom(...SIGNS),
    sign: fc.constantFrom(...SIGNS),
    source: fc.constantFrom("subscribe-page", "quick-subscribe", "mobile-modal-subscribe", "unlock-modal"),
    tags: fc.constantFrom(["daily"], ["weekly", "special"], []),
    editions: fc.constantFrom("daily", "weekly", "yearly", ""),
    timeZone: fc.constantFrom("Asia/Tokyo", "asia/kolkata", "Etc/GMT+5", "Mars/Olympus_Mons", "", "UTC"),
    deliveryTime: fc.constantFrom("06:00", "23:59", "24:00", "6am", ""),
    website: fc.constant(""),
    path: fc.constantFrom("/", "/signs/aries", "/blog?tag=x"),
    search: fc.constantFrom("", "?a=1"),
    name: fc.constantFrom("404_error", "gate_view", "Fuzz Reader"),
    properties: fc.constantFrom({}, { section: "love" }),
    password: fc.constantFrom("correct-horse-battery", "x"),
    content: postText,
    text: postText,
    slug: fc.constantFrom(...POST_SLUGS, "fuzz-post"),
    ads_mode: fc.constantFrom("off", "internal", "google-auto", "hybrid"),
    google_publisher_id: fc.constantFrom("", "ca-pub-0000000000000000"),
    intent: fc.constantFrom(
      "reset-calendar-address",
      "preview",
      "save",
      "delete",
      "resend",
      "confirm",
      "sign-in",
      "sign-up",
      "flag",
      "product",
      "unsubscribe",
      "refresh-count",
      "activate",
      "deactivate",
      "pause",
      "resume",
      "send-test",
    ),
    rating: fc.constantFrom("1", "5", "0", "6", "3.5"),
    enabled: fc.constantFrom("true", "false"),
    kind: fc.constantFrom("daily", "weekly", "monthly", "special", "all", "hourly"),
    label: fc.constantFrom("Moon & Co. Crystals", "a".repeat(81)),
    card: fc.constantFrom("love", "career", "ritual", "mood"),
    partnerId: fc.constantFrom(...PARTNER_IDS),
  };
  return fc.oneof({ arbitrary: typical[field] ?? text, weight: 3 }, { arbitrary: text, weight: 4 }, { arbitrary: wrongType, weight: 1 });
}

function jsonBody(fields: readonly string[]): fc.Arbitrary<Body> {
  return jsonText(fields).map((body) => ({ body, type: "application/json" }));
}

function jsonText(fields: readonly string[]): fc.Arbitrary<string | LargeBody> {
  const shaped = fc
    .tuple(
      fc
        .subarray([...fields])
        .chain((chosen) => fc.tuple(...chosen.map((field) => fieldValue(field).map((value) => [field, value] as const)))),
      fc.dictionary(text, jsonScalar, { maxKeys: 2 }),
    )
    .map(([pairs, extra]) => JSON.stringify({ ...extra, ...Object.fromEntries(pairs) }));
  return fc.oneof(
    { arbitrary: shaped, weight: 10 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: fc.anything({ maxDepth: 2 }).map((value) => JSON.stringify(value) ?? "undefined"), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        "",
        "{",
        "}",
        "{]",
        "[",
        "nul",
        '{"email":',
        '{"a":1}garbage',
        "\0",
        "\uFEFF{}",
        '{"__proto__":{"x":1}}',
        "'{}'",
      ),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(deepNesting(5_000, "[", "]"), deepNesting(2_000, '{"a":', "}"), `[${"1,".repeat(3_000)}1]`),
      weight: 1,
    },
    {
      // Over the 8 KB limit, well over it, and over the posts API's 1 MB.
      arbitrary: fc
        .constantFrom(9 * 1024, 64 * 1024, 1100 * 1024)
        .map((size) => ({ prefix: '{"content":"', repeat: "a", times: size, suffix: '"}' })),
      weight: 1,
    },
  );
}

const BOUNDARY = "fuzz-boundary-7MA4YWxk";

/** A multipart form as a browser sends it, with hostile names, values and a file part. */
function multipartBody(fields: readonly string[]): fc.Arbitrary<Body> {
  const part = fc.oneof(
    {
      arbitrary: fc
        .constantFrom(...fields, "x")
        .chain((field) =>
          fieldValue(field).map((value) => ({ name: field, value: typeof value === "string" ? value : (JSON.stringify(value) ?? "") })),
        ),
      weight: 6,
    },
    { arbitrary: fc.tuple(text, text).map(([name, value]) => ({ name, value })), weight: 1 },
  );
  const file = fc.option(
    fc
      .tuple(text, text)
      .map(
        ([name, content]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"; filename="${name.replace(/["\r\n]/g, "")}"\r\nContent-Type: text/markdown\r\n\r\n${content}\r\n`,
      ),
    { freq: 4 },
  );
  return fc.tuple(fc.array(part, { maxLength: 6 }), file, fc.boolean()).map(([parts, filePart, closed]) => ({
    body:
      parts
        .map(
          ({ name, value }) =>
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`,
        )
        .join("") +
      (filePart ?? "") +
      (closed ? `--${BOUNDARY}--\r\n` : ""),
    type: `multipart/form-data; boundary=${BOUNDARY}`,
  }));
}

function formBody(fields: readonly string[]): fc.Arbitrary<Body> {
  const pair = fc.oneof(
    {
      arbitrary: fc
        .constantFrom(...fields, "x")
        .chain((field) =>
          fieldValue(field).map(
            (value) => `${field}=${typeof value === "string" ? encodeUnits(value) : encodeUnits(JSON.stringify(value) ?? "")}`,
          ),
        ),
      weight: 6,
    },
    { arbitrary: fc.tuple(urlPiece, urlPiece).map(([k, v]) => `${k}=${v}`), weight: 1 },
    { arbitrary: fc.constantFrom("%00=%00", "intent=%00", "=", "&&", "a", "%", "token=a%00b", "email=%ED%A0%80"), weight: 1 },
  );
  const urlEncoded = (body: string | LargeBody): Body => ({ body, type: "application/x-www-form-urlencoded" });
  return fc.oneof(
    { arbitrary: fc.array(pair, { maxLength: 8 }).map((pairs) => urlEncoded(pairs.join("&"))), weight: 10 },
    { arbitrary: multipartBody(fields), weight: 3 },
    {
      arbitrary: fc
        .constantFrom(256 * 1024, 2 * 1024 * 1024)
        .map((size) => urlEncoded({ prefix: "intent=preview&text=", repeat: "a", times: size, suffix: "" })),
      weight: 1,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// The catalogue

/** Every API route of server/http/api/, as mounted by server/http/app.ts. */
const API: Endpoint[] = [
  {
    source: "server/http/api/horoscopes.ts: get /:sign",
    kind: "api",
    methods: ["GET"],
    path: param([...SIGNS, "Aries", "ophiuchus"]).map((sign) => `/api/horoscopes/${sign}`),
    queryKeys: ["date", "period"],
  },
  {
    source: "server/http/api/charts.ts: get /natal",
    kind: "api",
    methods: ["GET"],
    path: fc.constant("/api/charts/natal"),
    queryKeys: ["date", "time", "lat", "lon", "tz", "houses", "node", "offset"],
  },
  {
    source: "server/http/api/places.ts: get /",
    kind: "api",
    methods: ["GET"],
    path: fc.constant("/api/places"),
    queryKeys: ["q", "limit"],
  },
  {
    source: "server/http/api/sky.ts: get /moon-phases",
    kind: "api",
    methods: ["GET"],
    path: fc.constant("/api/sky/moon-phases"),
    queryKeys: ["from", "to"],
  },
  // The reader's own charts: every reader, signed in (as the admin is) or not.
  { source: "server/http/api/my-charts.ts: get /", kind: "api", methods: ["GET"], path: fc.constant("/api/me/charts"), admin: true },
  {
    source: "server/http/api/my-charts.ts: post /",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/me/charts"),
    body: "json",
    fields: SAVED_CHART_FIELDS,
    admin: true,
  },
  {
    source: "server/http/api/my-charts.ts: get /:id",
    kind: "api",
    methods: ["GET"],
    path: param(SAVED_CHART_IDS).map((id) => `/api/me/charts/${id}`),
    admin: true,
  },
  {
    source: "server/http/api/my-charts.ts: patch /:id",
    kind: "api",
    methods: ["PATCH"],
    path: param(SAVED_CHART_IDS).map((id) => `/api/me/charts/${id}`),
    body: "json",
    fields: SAVED_CHART_FIELDS,
    admin: true,
  },
  {
    source: "server/http/api/my-charts.ts: delete /:id",
    kind: "api",
    methods: ["DELETE"],
    path: param(SAVED_CHART_IDS).map((id) => `/api/me/charts/${id}`),
    admin: true,
  },
  {
    source: "server/http/api/my-transits.ts: get /",
    kind: "api",
    methods: ["GET"],
    path: fc.constant("/api/me/transits"),
    queryKeys: ["date", "tz"],
    admin: true,
  },
  { source: "server/http/api/my-export.ts: get /", kind: "api", methods: ["GET"], path: fc.constant("/api/me/export"), admin: true },
  {
    source: "server/http/api/synastry.ts: get /",
    kind: "api",
    methods: ["GET"],
    path: fc.constant("/api/charts/synastry"),
    queryKeys: ["a", "b", "aname", "bname", "first", "second"],
    admin: true,
  },
  { source: "server/http/api/me.ts: get /", kind: "api", methods: ["GET"], path: fc.constant("/api/me") },
  // The API's description and its page: the public reads' preflights are answered beside them.
  {
    source: "server/http/api/api-description.ts: get /api/openapi.json",
    kind: "api",
    methods: ["GET", "OPTIONS"],
    path: fc.constant("/api/openapi.json"),
  },
  { source: "server/http/api/api-description.ts: get /api/docs", kind: "api", methods: ["GET"], path: fc.constant("/api/docs") },
  { source: "server/http/api/settings.ts: get /", kind: "api", methods: ["GET"], path: fc.constant("/api/settings") },
  {
    source: "server/http/api/settings.ts: put /",
    kind: "api",
    methods: ["GET", "PUT"],
    path: fc.constant("/api/admin/settings"),
    body: "json",
    fields: ["ads_mode", "google_publisher_id"],
    admin: true,
  },
  {
    source: "server/http/api/admin-posts.ts: post /",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/admin/posts"),
    body: "json",
    fields: ["slug", "content"],
    admin: true,
  },
  {
    source: "server/http/api/admin-posts.ts: delete /:slug",
    kind: "api",
    methods: ["DELETE"],
    path: param(["fuzz-post", "no-such-post", ...POST_SLUGS]).map((slug) => `/api/admin/posts/${slug}`),
    admin: true,
  },
  {
    source: "server/http/api/ads.ts: get /ads",
    kind: "api",
    methods: ["GET"],
    path: fc.constant("/api/ads"),
    queryKeys: ["slot", "slots", "pageType", "sign", "url"],
  },
  {
    source: "server/http/api/ads.ts: post /ad-metrics",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/ad-metrics"),
    body: "json",
    fields: ["ad_id", "slot", "event", "page_type", "url", "user_session_id", "page_view_id", "serve_token"],
  },
  { source: "server/http/api/admin-ads.ts: get /", kind: "api", methods: ["GET"], path: fc.constant("/api/admin/ads"), admin: true },
  {
    source: "server/http/api/admin-ads.ts: get /:id",
    kind: "api",
    methods: ["GET"],
    path: param(AD_IDS).map((id) => `/api/admin/ads/${id}`),
    admin: true,
  },
  {
    source: "server/http/api/admin-ads.ts: post /",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/admin/ads"),
    body: "json",
    fields: AD_FIELDS,
    admin: true,
  },
  {
    source: "server/http/api/admin-ads.ts: put /:id",
    kind: "api",
    methods: ["PUT"],
    path: param(AD_IDS).map((id) => `/api/admin/ads/${id}`),
    body: "json",
    fields: AD_FIELDS,
    admin: true,
  },
  {
    source: "server/http/api/admin-ads.ts: delete /:id",
    kind: "api",
    methods: ["DELETE"],
    path: param(AD_IDS).map((id) => `/api/admin/ads/${id}`),
    admin: true,
  },
  {
    source: "server/http/api/admin-partners.ts: get /",
    kind: "api",
    methods: ["GET"],
    path: fc.constant("/api/admin/partners"),
    admin: true,
  },
  {
    source: "server/http/api/admin-partners.ts: get /:id",
    kind: "api",
    methods: ["GET"],
    path: param(PARTNER_IDS).map((id) => `/api/admin/partners/${id}`),
    admin: true,
  },
  {
    source: "server/http/api/admin-partners.ts: post /",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/admin/partners"),
    body: "json",
    fields: PARTNER_FIELDS,
    admin: true,
  },
  {
    source: "server/http/api/admin-partners.ts: put /:id",
    kind: "api",
    methods: ["PUT"],
    path: param(PARTNER_IDS).map((id) => `/api/admin/partners/${id}`),
    body: "json",
    fields: PARTNER_FIELDS,
    admin: true,
  },
  {
    source: "server/http/api/admin-partners.ts: delete /:id",
    kind: "api",
    methods: ["DELETE"],
    path: param(PARTNER_IDS).map((id) => `/api/admin/partners/${id}`),
    admin: true,
  },
  { source: "server/http/api/push.ts: get /key", kind: "api", methods: ["GET"], path: fc.constant("/api/push/key") },
  {
    source: "server/http/api/push.ts: post /subscriptions",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/push/subscriptions"),
    body: "json",
    fields: ["subscription", "sign", "time", "timeZone"],
  },
  {
    source: "server/http/api/push.ts: post /subscriptions/remove",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/push/subscriptions/remove"),
    body: "json",
    fields: ["endpoint", "auth"],
  },
  {
    source: "server/http/api/subscribers.ts: post /subscribe",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/subscribe"),
    body: "json",
    fields: ["email", "name", "zodiacSign", "tags", "source", "website", "timeZone", "deliveryTime"],
  },
  {
    source: "server/http/api/subscribers.ts: get /subscribers/count",
    kind: "api",
    methods: ["GET"],
    path: fc.constant("/api/subscribers/count"),
  },
  { source: "server/http/api/subscribers.ts: get /me/subscriber", kind: "api", methods: ["GET"], path: fc.constant("/api/me/subscriber") },
  {
    source: "server/http/api/subscribers.ts: post /unsubscribe",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/unsubscribe"),
    queryKeys: ["token"],
    body: "form",
    fields: ["List-Unsubscribe"],
  },
  {
    source: "server/http/api/analytics.ts: post /page-views",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/analytics/page-views"),
    body: "json",
    fields: ["path", "search", "referrer"],
  },
  {
    source: "server/http/api/analytics.ts: post /events",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/analytics/events"),
    body: "json",
    fields: ["name", "path", "properties"],
  },
  {
    source: "server/http/api/analytics.ts: post /vitals",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/analytics/vitals"),
    body: "json",
    fields: ["path", "metrics"],
  },
  {
    source: "server/http/api/auth.ts: post /sign-in/email",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/auth/sign-in/email"),
    body: "json",
    fields: ["email", "password"],
  },
  {
    source: "server/http/api/auth.ts: post /sign-up/email",
    kind: "api",
    methods: ["POST"],
    path: fc.constant("/api/auth/sign-up/email"),
    body: "json",
    fields: ["email", "password", "name"],
  },
  {
    source: "server/http/api/auth.ts: get /verify-email",
    kind: "api",
    methods: ["GET"],
    path: fc.constant("/api/auth/verify-email"),
    queryKeys: ["token"],
  },
  { source: "server/http/api/auth.ts: post /sign-out", kind: "api", methods: ["POST"], path: fc.constant("/api/auth/sign-out") },
  { source: "server/http/api/auth.ts: get /get-session", kind: "api", methods: ["GET"], path: fc.constant("/api/auth/get-session") },
  {
    // Every other path under /api/auth is refused with 404.
    source: "server/http/api/auth.ts: all *",
    kind: "api",
    methods: ["GET", "POST"],
    path: param(["get-session", "sign-out", "list-sessions", "update-user", "change-password", "revoke-sessions", "ok", "error"]).map(
      (rest) => `/api/auth/${rest}`,
    ),
    queryKeys: ["token", "callbackURL"],
    body: "json",
    fields: ["token", "name", "newPassword", "currentPassword", "callbackURL"],
  },
  {
    source: "server/http/app.ts: unknown /api/*",
    kind: "api",
    methods: ["GET", "POST"],
    path: urlPiece.map((rest) => `/api/${rest}`),
  },
  {
    // The built browser files, served from memory before the pages.
    source: "server/http/app.ts: static files",
    kind: "page",
    methods: ["GET", "HEAD"],
    path: fc.oneof(
      fc.constantFrom(
        "/favicon.svg",
        "/social-card.png",
        "/robots.txt",
        "/manifest.webmanifest",
        "/icon-192.png",
        "/icon-512.png",
        "/icon-maskable-512.png",
        "/badge-96.png",
        "/sw.js",
      ),
      urlPiece.map((piece) => `/assets/${piece}`),
      urlPiece.map((piece) => `/${piece}.svg`),
      urlPiece.map((piece) => `/blog/${piece}.svg`),
    ),
  },
  { source: "server/http/app.ts: get /healthz", kind: "api", methods: ["GET"], path: fc.constantFrom("/healthz", "/readyz") },
];

/** Every page of app/routes.ts, with the fields its action reads. */
const PAGES: Endpoint[] = [
  { source: "routes/index.tsx", kind: "page", methods: ["GET"], path: fc.constant("/") },
  {
    source: "routes/auth/index.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/auth"),
    queryKeys: ["redirectTo"],
    body: "form",
    fields: ["intent", "email", "password", "confirmPassword", "fullName", "redirectTo"],
  },
  {
    source: "routes/auth/confirm.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/auth/confirm"),
    queryKeys: ["token"],
    body: "form",
    fields: ["token"],
  },
  {
    source: "routes/auth/sign-out.ts",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/auth/sign-out"),
    body: "form",
    fields: [],
  },
  { source: "routes/signs/index.tsx", kind: "page", methods: ["GET"], path: fc.constant("/signs") },
  {
    source: "routes/signs/$sign/today/$.ts",
    kind: "page",
    methods: ["GET"],
    path: fc.tuple(param([...SIGNS, "LEO"]), urlPiece).map(([sign, rest]) => `/signs/${sign}/today/${rest}`),
  },
  {
    source: "routes/signs/$sign/daily.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc
      .tuple(
        param([...SIGNS, "Aries", "ophiuchus"]),
        param(["", "yesterday", "tomorrow", "2021-06-01", "2019-12-31", "0000-01-01", "9999-12-31", "2021-02-30"]),
      )
      .map(([sign, day]) => (day === "" ? `/signs/${sign}` : `/signs/${sign}/${day}`)),
    queryKeys: ["date", "ungated"],
    body: "form",
    fields: ["rating", "intent"],
  },
  {
    source: "routes/signs/$sign/day.tsx",
    kind: "page",
    methods: ["GET"],
    path: param([...SIGNS, "Leo", "ophiuchus"]).map((sign) => `/signs/${sign}/day`),
    queryKeys: ["date"],
  },
  {
    source: "routes/signs/$sign/period.tsx",
    kind: "page",
    methods: ["GET"],
    path: fc
      .tuple(param([...SIGNS, "Leo", "ophiuchus"]), param(["week", "month", "year", "year/2027", "year/0000", "year/99999", "decade"]))
      .map(([sign, period]) => `/signs/${sign}/${period}`),
  },
  { source: "routes/signs/$sign/dates.tsx", kind: "page", methods: ["GET"], path: param(SIGNS).map((sign) => `/signs/${sign}/dates`) },
  {
    source: "routes/signs/$sign/personality.tsx",
    kind: "page",
    methods: ["GET"],
    path: param(SIGNS).map((sign) => `/signs/${sign}/personality`),
    queryKeys: ["ungated", "date"],
  },
  {
    source: "routes/signs/$sign/compatibility/index.tsx",
    kind: "page",
    methods: ["GET"],
    path: param(SIGNS).map((sign) => `/signs/${sign}/compatibility`),
  },
  {
    source: "routes/signs/$sign/compatibility/$partner.tsx",
    kind: "page",
    methods: ["GET"],
    path: fc.tuple(param(SIGNS), param(SIGNS)).map(([sign, partner]) => `/signs/${sign}/compatibility/${partner}`),
  },
  { source: "routes/signs/$sign.tsx", kind: "page", methods: ["GET"], path: param(SIGNS).map((sign) => `/signs/${sign}`) },
  {
    source: "routes/og/share-image.ts",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.oneof(
      fc.tuple(param([...SIGNS, "Leo"]), param(SHARE_IMAGE_FILES)).map(([sign, file]) => `/og/signs/${sign}/${file}`),
      fc
        .tuple(param(SIGNS), param([...SIGNS, "ophiuchus"]), param(SHARE_IMAGE_FILES))
        .map(([sign, partner, file]) => `/og/compatibility/${sign}/${partner}/${file}`),
    ),
  },
  { source: "routes/tools.tsx", kind: "page", methods: ["GET"], path: fc.constant("/tools") },
  { source: "routes/widgets.tsx", kind: "page", methods: ["GET"], path: fc.constant("/widgets"), queryKeys: ["sign", "theme"] },
  { source: "routes/embed/signs/index.ts", kind: "page", methods: ["GET"], path: fc.constant("/embed/signs"), queryKeys: ["theme"] },
  {
    source: "routes/embed/signs/$sign.ts",
    kind: "page",
    methods: ["GET"],
    path: param([...SIGNS, "Leo"]).map((sign) => `/embed/signs/${sign}`),
    queryKeys: ["theme"],
  },
  {
    source: "routes/compatibility.tsx",
    kind: "page",
    methods: ["GET"],
    path: fc.constant("/compatibility"),
    queryKeys: ["sign1", "sign2"],
  },
  {
    source: "routes/charts/free-birth-chart/index.tsx",
    kind: "page",
    methods: ["GET"],
    path: fc.constant("/charts/free-birth-chart"),
    queryKeys: ["date", "time", "unknown", "place", "lat", "lon", "tz", "houses", "node", "offset"],
  },
  {
    source: "routes/charts/synastry/index.tsx",
    kind: "page",
    methods: ["GET"],
    path: fc.constant("/charts/synastry"),
    queryKeys: ["a", "b", "aname", "bname", "first", "second"],
    admin: true,
  },
  {
    source: "routes/charts/free-birth-chart/wheel.ts",
    kind: "page",
    methods: ["GET"],
    path: fc.constantFrom("/charts/free-birth-chart/wheel.svg", "/charts/free-birth-chart/wheel.png"),
    queryKeys: ["date", "time", "unknown", "lat", "lon", "tz", "houses", "node", "offset"],
  },
  {
    source: "routes/moon-phases.tsx",
    kind: "page",
    methods: ["GET"],
    path: fc.constant("/moon-phases"),
    queryKeys: ["date", "month"],
  },
  { source: "routes/lucky.tsx", kind: "page", methods: ["GET"], path: fc.constant("/lucky"), queryKeys: ["sign"] },
  { source: "routes/ritual.tsx", kind: "page", methods: ["GET"], path: fc.constant("/ritual") },
  { source: "routes/streak.tsx", kind: "page", methods: ["GET"], path: fc.constant("/streak") },
  { source: "routes/elements/index.tsx", kind: "page", methods: ["GET"], path: fc.constant("/elements") },
  {
    source: "routes/elements/$element.tsx",
    kind: "page",
    methods: ["GET"],
    path: param(ELEMENTS).map((element) => `/elements/${element}`),
  },
  { source: "routes/monthly/index.tsx", kind: "page", methods: ["GET"], path: fc.constant("/monthly") },
  { source: "routes/monthly/$month.tsx", kind: "page", methods: ["GET"], path: param(MONTHS).map((month) => `/monthly/${month}`) },
  { source: "routes/guides/planetary-retrogrades.tsx", kind: "page", methods: ["GET"], path: fc.constant("/guides/planetary-retrogrades") },
  { source: "routes/blog/index.tsx", kind: "page", methods: ["GET"], path: fc.constant("/blog"), queryKeys: ["tag", "page"] },
  {
    source: "routes/blog/$slug.tsx",
    kind: "page",
    methods: ["GET"],
    path: param([...POST_SLUGS, "no-such-post"]).map((slug) => `/blog/${slug}`),
  },
  { source: "routes/subscribe.tsx", kind: "page", methods: ["GET"], path: fc.constant("/subscribe") },
  { source: "routes/notifications.tsx", kind: "page", methods: ["GET"], path: fc.constant("/notifications"), queryKeys: ["sign"] },
  {
    source: "routes/verify.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/verify"),
    queryKeys: ["token", "for"],
    body: "form",
    fields: ["intent", "token", "email"],
  },
  {
    source: "routes/unsubscribe.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/unsubscribe"),
    queryKeys: ["token"],
    body: "form",
    fields: ["token"],
  },
  {
    source: "routes/newsletter/preferences.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/newsletter/preferences"),
    queryKeys: ["token"],
    body: "form",
    fields: ["intent", "token", "sign", "editions", "deliveryTime", "timeZone"],
  },
  {
    source: "routes/newsletter/editions/$id.tsx",
    kind: "page",
    methods: ["GET"],
    path: fc.constantFrom(
      "/newsletter/editions/daily-2026-11-25",
      "/newsletter/editions/special-2026-11-24-full-moon",
      "/newsletter/editions/nope",
    ),
    queryKeys: ["token"],
  },
  { source: "routes/about.tsx", kind: "page", methods: ["GET"], path: fc.constant("/about") },
  { source: "routes/accuracy.tsx", kind: "page", methods: ["GET"], path: fc.constant("/accuracy") },
  { source: "routes/contact.ts", kind: "page", methods: ["GET"], path: fc.constant("/contact") },
  { source: "routes/my-sign.ts", kind: "page", methods: ["GET"], path: fc.constant("/my-sign") },
  { source: "routes/privacy.tsx", kind: "page", methods: ["GET"], path: fc.constant("/privacy") },
  { source: "routes/terms.tsx", kind: "page", methods: ["GET"], path: fc.constant("/terms") },
  // The reader's own pages, signed in (as the admin is) or not.
  { source: "routes/account.tsx", kind: "page", methods: ["GET"], path: fc.constant("/account/today"), admin: true },
  { source: "routes/account/index.ts", kind: "page", methods: ["GET"], path: fc.constantFrom("/account", "/account/"), admin: true },
  {
    source: "routes/account/today.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/account/today"),
    queryKeys: ["date", "tz"],
    body: "form",
    fields: ["intent"],
    admin: true,
  },
  {
    // The fuzz's admin is the site's only one, so "Delete my account" refuses it whatever is typed.
    source: "routes/account/data.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/account/data"),
    body: "form",
    fields: ["email"],
    admin: true,
  },
  {
    source: "routes/account/calendar.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/account/calendar"),
    queryKeys: ["planet", "span", "tz"],
    body: "form",
    fields: ["intent"],
    admin: true,
  },
  {
    source: "routes/account/charts/index.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/account/charts"),
    body: "form",
    fields: ["intent", "id", "name", "me", "date", "time", "unknown", "lat", "lon", "tz", "offset", "houses", "node", "place"],
    admin: true,
  },
  { source: "routes/admin.tsx", kind: "page", methods: ["GET"], path: fc.constant("/admin"), admin: true },
  { source: "routes/admin/index.tsx", kind: "page", methods: ["GET"], path: fc.constantFrom("/admin", "/admin/"), admin: true },
  {
    source: "routes/admin/settings/index.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/admin/settings"),
    body: "form",
    fields: ["ads_mode", "google_publisher_id"],
    admin: true,
  },
  {
    source: "routes/admin/users/index.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/admin/users"),
    queryKeys: ["search", "page"],
    body: "form",
    fields: ["intent", "userId"],
    admin: true,
  },
  {
    source: "routes/admin/flags/index.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/admin/flags"),
    body: "form",
    fields: ["intent", "name", "enabled", "productId", "ctaEnabled", "placementInline", "placementFloating", "gumroadUrl", "price"],
    admin: true,
  },
  {
    source: "routes/admin/subscribers/index.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/admin/subscribers"),
    queryKeys: ["search", "status", "sign", "page"],
    body: "form",
    fields: ["intent", "subscriberId"],
    admin: true,
  },
  {
    source: "routes/admin/newsletter/index.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/admin/newsletter"),
    queryKeys: ["kind", "sign"],
    body: "form",
    fields: ["intent", "kind", "sign"],
    admin: true,
  },
  {
    source: "routes/admin/posts/index.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/admin/posts"),
    queryKeys: ["page"],
    body: "form",
    fields: ["intent", "slug"],
    admin: true,
  },
  {
    source: "routes/admin/posts/editor.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: param(["new", ...POST_SLUGS, "no-such-post"]).map((slug) => `/admin/posts/${slug}`),
    body: "form",
    fields: ["intent", "text"],
    admin: true,
  },
  {
    source: "routes/admin/ads/index.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/admin/ads"),
    body: "form",
    fields: ["intent", "adId"],
    admin: true,
  },
  {
    source: "routes/admin/ads/editor.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: param(["new", ...AD_IDS]).map((id) => `/admin/ads/${id}`),
    body: "form",
    fields: ["intent", ...AD_FIELDS],
    admin: true,
  },
  {
    source: "routes/admin/partners/index.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: fc.constant("/admin/partners"),
    body: "form",
    fields: ["intent", "partnerId"],
    admin: true,
  },
  {
    source: "routes/admin/partners/editor.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: param(["new", ...PARTNER_IDS]).map((id) => `/admin/partners/${id}`),
    body: "form",
    fields: ["intent", ...PARTNER_FIELDS],
    admin: true,
  },
  {
    source: "routes/admin/subscribers/csv.ts",
    kind: "page",
    methods: ["GET"],
    path: fc.constant("/admin/subscribers.csv"),
    queryKeys: ["search", "status", "sign"],
    admin: true,
  },
  {
    source: "routes/admin/analytics/index.tsx",
    kind: "page",
    methods: ["GET"],
    path: fc.constant("/admin/analytics"),
    queryKeys: ["period", "from", "to"],
    admin: true,
  },
  {
    source: "routes/admin/analytics/export.ts",
    kind: "page",
    methods: ["GET"],
    path: fc.constant("/admin/analytics/export"),
    queryKeys: ["table", "period", "from", "to"],
    admin: true,
  },
  { source: "routes/robots.txt.ts", kind: "page", methods: ["GET"], path: fc.constant("/robots.txt") },
  { source: "routes/sitemap.xml.ts", kind: "page", methods: ["GET"], path: fc.constant("/sitemap.xml") },
  { source: "routes/rss.xml.ts", kind: "page", methods: ["GET"], path: fc.constant("/rss.xml") },
  {
    source: "routes/signs/$sign/feeds.ts",
    kind: "page",
    methods: ["GET"],
    path: fc
      .tuple(param([...SIGNS, "Leo", "ophiuchus"]), fc.constantFrom("feed.xml", "atom.xml"))
      .map(([sign, file]) => `/signs/${sign}/${file}`),
    queryKeys: ["ungated"],
  },
  { source: "routes/calendar/moon-phases.ics.ts", kind: "page", methods: ["GET"], path: fc.constant("/calendar/moon-phases.ics") },
  { source: "routes/calendar/retrogrades.ics.ts", kind: "page", methods: ["GET"], path: fc.constant("/calendar/retrogrades.ics") },
  {
    source: "routes/calendar/signs/$file.ts",
    kind: "page",
    methods: ["GET"],
    path: param([...SIGNS.map((sign) => `${sign}.ics`), "Leo.ics", "ophiuchus.ics", "leo"]).map((file) => `/calendar/signs/${file}`),
  },
  {
    source: "routes/calendar/me/$file.ts",
    kind: "page",
    methods: ["GET"],
    // Tokens of the right shape that no reader holds, and addresses of every other shape.
    path: param([`${"a".repeat(43)}.ics`, `${"-".repeat(43)}.ics`, "short.ics", "a".repeat(43), "%00.ics"]).map(
      (file) => `/calendar/me/${file}`,
    ),
  },
  {
    source: "routes/$.tsx",
    kind: "page",
    methods: ["GET", "POST"],
    path: urlPiece.map((rest) => `/${rest}`),
    body: "form",
    fields: [],
  },
];

export const ENDPOINTS: readonly Endpoint[] = [...API, ...PAGES];

// ---------------------------------------------------------------------------------------------
// Headers

/** Header values must be bytes a client can send: no NUL, CR or LF, nothing above U+00FF. */
function headerSafe(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, "?");
}

const CONTENT_TYPES = {
  json: ["application/json", "application/json; charset=utf-8", "APPLICATION/JSON", "application/json; charset=utf-16"],
  form: [
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=iso-8859-1",
    "application/x-www-form-urlencoded;;",
  ],
  odd: [
    "application/jsonp",
    "application/merge-patch+json",
    "text/plain",
    "text/plain;charset=UTF-8",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    "multipart/form-data; boundary=XyZ",
    "application/octet-stream",
    "*/*",
    "",
    "garbage",
    "application/json, text/plain",
  ],
};

function cookieArbitrary(sessions: Sessions, admin: boolean) {
  const forged = fc.oneof(
    fc.constantFrom(
      "=",
      ";;;",
      "a",
      "theme=dark",
      "better-auth.session_token=%00",
      "cosmic_subscriber=",
      "cosmic_visitor=%00; cosmic_visitor=x",
    ),
    fc
      .tuple(fc.constantFrom("better-auth.session_token", "cosmic_subscriber", "cosmic_visitor", "cosmic_flash", "x"), text)
      .map(([name, value]) => `${name}=${headerSafe(value)}`),
    fc.integer({ min: 1_000, max: 6_000 }).map((n) => `cosmic_visitor=${"v".repeat(n)}`),
  );
  return fc.oneof(
    { arbitrary: fc.constant({ session: "none" as const, cookie: undefined }), weight: 6 },
    // Admin pages and APIs turn away everyone else at the door, so they get the admin's cookie more often.
    { arbitrary: fc.constant({ session: "admin" as const, cookie: sessions.adminCookie }), weight: admin ? 10 : 2 },
    { arbitrary: fc.constant({ session: "subscriber" as const, cookie: `cosmic_subscriber=${sessions.subscriberToken}` }), weight: 1 },
    { arbitrary: forged.map((cookie) => ({ session: "forged" as const, cookie })), weight: 2 },
  );
}

function authorizationArbitrary(sessions: Sessions) {
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 10 },
    {
      arbitrary: fc.oneof(
        fc.constantFrom(
          `Bearer ${sessions.subscriberToken}`,
          "Bearer",
          "Bearer ",
          "Bearer x.y.z",
          "Basic Og==",
          "Basic !!!",
          "Negotiate",
          "bearer  a  b",
        ),
        text.map((value) => `Bearer ${headerSafe(value)}`),
        fc.integer({ min: 1_000, max: 8_000 }).map((n) => `Bearer ${"t".repeat(n)}`),
      ),
      weight: 2,
    },
  );
}

const forwardedFor = fc.oneof(
  { arbitrary: fc.ipV4(), weight: 8 },
  { arbitrary: fc.ipV6(), weight: 1 },
  {
    arbitrary: fc.oneof(
      fc.constantFrom("", ",", "unknown", "1.1.1.1, 2.2.2.2", "999.999.999.999", "127.0.0.1", "::1", "localhost"),
      text.map(headerSafe),
      fc.array(fc.ipV4(), { minLength: 50, maxLength: 300 }).map((ips) => ips.join(", ")),
    ),
    weight: 2,
  },
);

const miscHeaders = fc.record(
  {
    "If-None-Match": fc.constantFrom("*", 'W/"x"', '"x", W/"y"', "garbage"),
    "Accept-Encoding": fc.constantFrom("br", "gzip", "deflate", "identity;q=0", "*", "garbage;q=x", "br;q=0.5, gzip;q=1"),
    Accept: fc.constantFrom("application/json", "text/html", "*/*", "text/x-component", "image/png"),
    Referer: fc.oneof(fc.constantFrom("http://evil.example/a", "/relative", "not a url"), text.map(headerSafe)),
    "User-Agent": fc.constantFrom("Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.0", "", "Mozilla/5.0"),
    "Content-Encoding": fc.constantFrom("gzip", "br", "identity"),
    Range: fc.constantFrom("bytes=0-10", "bytes=-1", "bytes=x"),
  },
  { requiredKeys: [] },
);

// ---------------------------------------------------------------------------------------------
// A request

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE", "PURGE"]);
const ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PURGE"];

/** One fuzzed request against one endpoint of the catalogue. */
export function fuzzRequest(sessions: Sessions, siteOrigin: string): fc.Arbitrary<FuzzRequest> {
  const endpoint = fc.oneof(
    ...ENDPOINTS.map((entry) => ({
      arbitrary: fc.constant(entry),
      // Endpoints that read input get more of the runs than fixed pages.
      weight: (entry.body ? 3 : 1) + (entry.queryKeys ? 1 : 0) + (entry.kind === "api" ? 1 : 0),
    })),
  );
  return endpoint.chain((entry) => {
    const method = fc.oneof(
      { arbitrary: fc.constantFrom(...entry.methods), weight: 9 },
      { arbitrary: fc.constantFrom(...ALL_METHODS), weight: 1 },
    );
    // React Router answers a page's data as /<path>.data; a form post from the browser goes there too.
    const suffix = entry.kind === "page" ? fc.constantFrom("", "", "", ".data") : fc.constant("");
    const origin = fc.oneof(
      { arbitrary: fc.constant({ origin: siteOrigin, crossSite: false }), weight: 8 },
      { arbitrary: fc.constant({ origin: undefined, crossSite: false }), weight: 2 },
      {
        arbitrary: fc
          .constantFrom("http://evil.example", "null", `${siteOrigin}.evil.example`, "https://127.0.0.1", "http://localhost:1")
          .map((origin) => ({ origin: origin as string | undefined, crossSite: true })),
        weight: 2,
      },
    );
    const body =
      entry.body === "json" ? jsonBody(entry.fields ?? []) : entry.body === "form" ? formBody(entry.fields ?? []) : fc.constant(undefined);
    // The body's own type, a variant of it, another type, or none at all.
    const contentType = fc.oneof(
      { arbitrary: fc.constant("natural" as const), weight: 4 },
      { arbitrary: fc.constantFrom(...(entry.body === "form" ? CONTENT_TYPES.form : CONTENT_TYPES.json)), weight: 2 },
      { arbitrary: fc.constantFrom(...CONTENT_TYPES.odd, ...CONTENT_TYPES.form, ...CONTENT_TYPES.json), weight: 2 },
      { arbitrary: fc.constant(undefined), weight: 1 },
    );
    return fc
      .record({
        method,
        path: entry.path,
        suffix,
        query: queryString(entry.queryKeys ?? []),
        origin,
        secFetchSite: fc.option(fc.constantFrom("same-origin", "same-site", "cross-site", "none", "garbage"), { freq: 4 }),
        cookie: cookieArbitrary(sessions, entry.admin === true),
        authorization: authorizationArbitrary(sessions),
        forwardedFor,
        misc: miscHeaders,
        contentType,
        body,
      })
      .map((drawn): FuzzRequest => {
        const headers: Record<string, string> = { "X-Forwarded-For": drawn.forwardedFor };
        for (const [name, value] of Object.entries(drawn.misc)) if (value !== undefined) headers[name] = value;
        if (drawn.origin.origin !== undefined) headers.Origin = drawn.origin.origin;
        if (drawn.secFetchSite !== null) headers["Sec-Fetch-Site"] = drawn.secFetchSite;
        if (drawn.cookie.cookie !== undefined) headers.Cookie = drawn.cookie.cookie;
        if (drawn.authorization !== undefined) headers.Authorization = drawn.authorization;
        const sendsBody = drawn.method !== "GET" && drawn.method !== "HEAD" && drawn.body !== undefined;
        const type = drawn.contentType === "natural" ? drawn.body?.type : drawn.contentType;
        if (sendsBody && type !== undefined) headers["Content-Type"] = type;
        const stateChanging = STATE_CHANGING.has(drawn.method);
        // Without Origin a browser still says where the request came from: anything but
        // same-origin or none (a typed address) is another site.
        const foreignFetchSite = drawn.secFetchSite !== null && drawn.secFetchSite !== "same-origin" && drawn.secFetchSite !== "none";
        const crossSite = stateChanging && (drawn.origin.crossSite || (drawn.origin.origin === undefined && foreignFetchSite));
        return {
          endpoint: entry.source,
          kind: entry.kind,
          method: drawn.method,
          target: `${drawn.path}${drawn.suffix}${drawn.query}`,
          headers,
          body: sendsBody ? drawn.body?.body : undefined,
          crossSite,
          session: drawn.cookie.session,
        };
      });
  });
}

/** The bytes of a request's body, built now for the large ones. */
export function bodyOf(request: FuzzRequest): string | undefined {
  const { body } = request;
  if (body === undefined || typeof body === "string") return body;
  return `${body.prefix}${body.repeat.repeat(body.times)}${body.suffix}`;
}

/** A request as one line a person can replay (bodies cut short). */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined ? "" : typeof request.body === "string" ? request.body : `<${request.body.times} × ${request.body.repeat}>`;
  const shortBody = body.length > 300 ? `${JSON.stringify(body.slice(0, 300))}… (${body.length} chars)` : JSON.stringify(body);
  return `${request.method} ${request.target.slice(0, 300)} headers=${JSON.stringify(request.headers).slice(0, 600)} body=${shortBody}`;
}
