import { SIGNS, type SignSlug } from "#app/zodiac/signs.ts";

/**
 * The embeds: a sign's day in short, or a line for each of the twelve, as a small page any other
 * site may show in a frame ([embeds.pages]), and the `<iframe>` snippet the widget page hands out
 * for them ([embeds.snippet]).
 */

/** The most an embed page may weigh, uncompressed, headers aside ([embeds.size-budget]). */
export const EMBED_BYTE_BUDGET = 15_000;

/** The looks an embed may be asked for with `?theme=`; without one it follows the reader's device ([embeds.looks]). */
export const EMBED_THEMES = ["light", "dark"] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];
/** A look as asked for: one of the two, or the device's own ("auto", the absence of `?theme=`). */
export type EmbedLook = EmbedTheme | "auto";

/** What the embed is of: one sign, or all twelve. */
export type EmbedSubject = SignSlug | "all";

/** The iframe's size in the snippet, in CSS pixels: a sign's day in short, and the list of twelve ([embeds.snippet]). */
export const EMBED_FRAME_SIZES = {
  sign: { width: 360, height: 460 },
  all: { width: 360, height: 760 },
} as const;

/** The reader's browser may keep an embed this long, and never past the end of the site's day ([embeds.cache]). */
export const EMBED_BROWSER_MAX_AGE_S = 300;

/** What the embed pages and the widget page say, word for word ([embeds.pages], [embeds.widget-page]). */
export const EMBED_MESSAGES = {
  inShort: "Today in short",
  allHeading: "Today’s horoscope for every sign",
  readMore: (signName: string) => `Read today’s full ${signName} horoscope on Cosmic Daily`,
  newTab: " (opens in a new tab)",
  signLinkSuffix: " daily horoscope",
  by: "Horoscopes by",
  widgetsLink: "Add this widget to your own site",
  unknownSignHeading: "No such sign",
  unknownThemeHeading: "No such look",
  unknownSign:
    "There is no sign of that name. The twelve are Aries, Taurus, Gemini, Cancer, Leo, Virgo, Libra, Scorpio, Sagittarius, Capricorn, Aquarius and Pisces.",
  unknownTheme: "The theme can be light or dark, or auto to follow the reader’s device (the same as leaving it out).",
  unknownSubject: "Choose one of the twelve signs, or all twelve.",
  frameTitle: (subject: string) => `${subject} from Cosmic Daily`,
  allSigns: "All twelve signs",
  lookLabels: { auto: "Follow the reader’s device", light: "Light", dark: "Dark" } satisfies Record<EmbedLook, string>,
  copy: "Copy snippet",
  copied: "Snippet copied!",
  copiedDescription: "Paste it into your page’s HTML",
  copyFailed: "Could not copy the snippet",
} as const;

/** The looks in the widget page's choice, the device's own first. */
export const EMBED_LOOKS = ["auto", ...EMBED_THEMES] as const satisfies readonly EmbedLook[];

/**
 * The look `?theme=` asks for: absent (or "auto") is the device's own; "light" and "dark" as
 * written; anything else, an empty value included, is refused (undefined), so a typo shows at
 * once rather than as a look nobody chose.
 */
export function parseEmbedLook(value: string | null): EmbedLook | undefined {
  if (value === null) return "auto";
  return (EMBED_LOOKS as readonly string[]).includes(value) ? (value as EmbedLook) : undefined;
}

/** What `?sign=` on the widget page names: a sign's slug or "all"; undefined for anything else. */
export function parseEmbedSubject(value: string | null): EmbedSubject | undefined {
  if (value === null) return "aries";
  return value === "all" || SIGNS.some((sign) => sign.slug === value) ? (value as EmbedSubject) : undefined;
}

/** The embed's path with its look: /embed/signs/leo?theme=dark, /embed/signs for all twelve on the device's look. */
export function embedPath(subject: EmbedSubject, look: EmbedLook): string {
  const path = subject === "all" ? "/embed/signs" : `/embed/signs/${subject}`;
  return look === "auto" ? path : `${path}?theme=${look}`;
}

/** The frame's title: says what the frame holds, for a screen reader moving through the host page. */
export function embedFrameTitle(subject: EmbedSubject): string {
  const sign = SIGNS.find((candidate) => candidate.slug === subject);
  return EMBED_MESSAGES.frameTitle(sign ? `${sign.name} horoscope today` : "Today’s horoscope for every sign");
}

/** The attributes of the frame the snippet holds and the widget page previews. */
export function embedFrame(siteUrl: string, subject: EmbedSubject, look: EmbedLook) {
  const { width, height } = EMBED_FRAME_SIZES[subject === "all" ? "all" : "sign"];
  return { src: `${siteUrl}${embedPath(subject, look)}`, title: embedFrameTitle(subject), width, height };
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The snippet a site owner pastes into a page ([embeds.snippet]): one `<iframe>` with a title, a
 * width and height, `loading="lazy"`, no border, and never wider than the column it sits in.
 */
export function embedSnippet(siteUrl: string, subject: EmbedSubject, look: EmbedLook): string {
  const frame = embedFrame(siteUrl, subject, look);
  return `<iframe src="${escapeAttribute(frame.src)}" title="${escapeAttribute(frame.title)}" width="${frame.width}" height="${frame.height}" loading="lazy" style="border:0;max-width:100%"></iframe>`;
}
