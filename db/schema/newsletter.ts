import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The newsletter list: people who subscribed without an account. An address is on it once
 * (trimmed, lower-cased); a repeat subscription updates its tags and sign. Only verified,
 * not unsubscribed addresses receive newsletters.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull().unique(),
    name: text("name").notNull().default(""),
    zodiacSign: text("zodiac_sign"),
    tags: text("tags").array().notNull().default([]),
    isVerified: boolean("is_verified").notNull().default(false),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** Which form the address came from: subscribe-page, quick-subscribe, mobile-modal-subscribe, unlock-modal. */
    source: text("source").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    consentTextVersion: text("consent_text_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a receiving server refused this address for good; editions skip it until it subscribes again. */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    bounceReason: text("bounce_reason"),
    /** When editions leave, on the clocks of `time_zone` ([newsletter.send-time]): "06:00". */
    deliveryTime: text("delivery_time").notNull().default("06:00"),
    /** The subscriber's IANA zone, as the runtime spells it; null for addresses from before it was asked: the site's zone. */
    timeZone: text("time_zone"),
    /** When the welcome mail was queued: once per address, however often it confirms ([newsletter.welcome-mail]). */
    welcomedAt: timestamp("welcomed_at", { withTimezone: true }),
  },
  (table) => [index("subscribers_verified_idx").on(table.isVerified)],
);

/**
 * One newsletter edition: the daily, weekly, monthly or special mail of one local date, e.g.
 * `daily-2026-11-25` or `special-2026-11-24-full-moon`. Written when its run starts; `queued_at`
 * is set once every recipient has an outbox row.
 */
export const newsletterEditions = pgTable("newsletter_editions", {
  id: text("id").primaryKey(),
  kind: text("kind", { enum: ["daily", "weekly", "monthly", "special"] }).notNull(),
  /** The local date (SITE_TIMEZONE) the edition is for. */
  issueDate: date("issue_date", { mode: "string" }).notNull(),
  title: text("title").notNull(),
  /** What a special edition is about, e.g. "full-moon"; empty for the others. */
  occasion: text("occasion").notNull().default(""),
  recipients: integer("recipients").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  queuedAt: timestamp("queued_at", { withTimezone: true }),
});

/** An edition rendered once per audience: a sign's own edition, or "all" for the all-signs digest. */
export const newsletterEditionRenders = pgTable(
  "newsletter_edition_renders",
  {
    editionId: text("edition_id")
      .notNull()
      .references(() => newsletterEditions.id, { onDelete: "cascade" }),
    audience: text("audience").notNull(),
    subject: text("subject").notNull(),
    /** The edition's sections, for the page that shows it in a browser. */
    content: jsonb("content").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.editionId, table.audience] })],
);

/** Single-use confirmation links and lasting unsubscribe links, stored only as hashes. */
export const subscriberTokens = pgTable(
  "subscriber_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriberId: text("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirm", "unsubscribe"] }).notNull(),
    /** Null for unsubscribe links, which must keep working. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("subscriber_tokens_subscriber_idx").on(table.subscriberId)],
);

/**
 * A subscriber session waiting for, or granted by, its address's owner ([session.unlocks-when-confirmed]).
 * Each subscription that mails a link records one, and the session token's `sub` is its id; the
 * link (the confirmation link, or the unlock form's link to an address already confirmed) is
 * stored only as its hash, and spending it sets `confirmed_at`. Only a confirmed unlock of an
 * address still on the list unlocks gated text.
 */
export const subscriberUnlocks = pgTable(
  "subscriber_unlocks",
  {
    id: text("id").primaryKey(),
    subscriberId: text("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    /** SHA-256 of the link that confirms this unlock; null for one granted when a link without its own unlock was spent. */
    linkHash: text("link_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (table) => [
    index("subscriber_unlocks_link_idx").on(table.linkHash),
    index("subscriber_unlocks_subscriber_idx").on(table.subscriberId, table.createdAt),
  ],
);

/** Product switches ([gating.flags]): horoscope_gating, section_blurs, product_cta_enabled. */
export const featureFlags = pgTable("feature_flags", {
  flagName: text("flag_name").primaryKey(),
  isEnabled: boolean("is_enabled").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/** The paid products' calls to action: 7DAY_FORECAST, RITUAL_PACK, COMPATIBILITY. */
export const productSettings = pgTable("product_settings", {
  productId: text("product_id").primaryKey(),
  ctaEnabled: boolean("cta_enabled").notNull().default(false),
  placementInline: boolean("placement_inline").notNull().default(true),
  placementFloating: boolean("placement_floating").notNull().default(false),
  /** The purchase page; the call to action stays hidden while it is empty. */
  gumroadUrl: text("gumroad_url").notNull().default(""),
  price: text("price").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});
