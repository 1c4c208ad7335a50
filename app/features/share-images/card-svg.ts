import { elementName, longDate, SHARE_IMAGE_SIZE, type PairFacts, type SignDayFacts } from "./cards";

/**
 * The share images as SVG ([share.images]), drawn in the site's night palette (app/app.css, dark
 * theme) and turned into PNG on the server (render.server.ts). Plain strings, no DOM: the same
 * facts always give the same file.
 */

/** The font families the renderer holds, and whether one of them draws the zodiac's glyphs. */
export type CardFonts = {
  /** Headings: Cinzel, the site's display face, when it could be loaded. */
  display: string;
  /** Everything else. */
  text: string;
  /** Whether a loaded font has the zodiac glyphs (♈…♓); without one the sign's initial stands in. */
  symbols: boolean;
};

export type CardOptions = {
  fonts: CardFonts;
  /** The site's host name, printed at the foot: "cosmicdaily.example". */
  host: string;
};

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;
const COLORS = {
  night: "#0b0a1f",
  dusk: "#2a2470",
  foreground: "#ecebff",
  muted: "#bdb9e6",
  gold: "#f5c451",
} as const;
const MARGIN = 80;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text made safe inside an SVG element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** Only #rgb or #rrggbb reaches a fill: a colour comes from the sign table or a stored reading. */
function safeColor(color: string, fallback: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : fallback;
}

/**
 * The font size at which `text` fits in `maxWidth`, at most `size`. Widths are estimated from the
 * average advance of the face (`em` per character), generous so that a long name shrinks rather
 * than runs off the card.
 */
export function fittedSize(text: string, maxWidth: number, size: number, em: number): number {
  const estimated = [...text].length * em * size;
  return estimated <= maxWidth ? size : Math.floor((size * maxWidth) / estimated);
}

// Average advances, in em, measured on the faces the server loads (Cinzel Bold, DejaVu Sans).
const DISPLAY_EM = 0.68;
const TEXT_EM = 0.56;
const TEXT_BOLD_EM = 0.7;

type TextOptions = {
  x: number;
  y: number;
  size: number;
  family: string;
  fill: string;
  weight?: 400 | 700;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
};

function text(content: string, { x, y, size, family, fill, weight = 400, anchor = "start", spacing }: TextOptions): string {
  const letterSpacing = spacing === undefined ? "" : ` letter-spacing="${spacing}"`;
  return `<text x="${x}" y="${y}" font-family="${escapeXml(family)}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${letterSpacing}>${escapeXml(content)}</text>`;
}

// A fixed scatter of faint stars, the same on every card (a small LCG, not Math.random).
const STARS = (() => {
  let seed = 20_261_125;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return Array.from({ length: 46 }, () => ({ x: Math.round(next() * WIDTH), y: Math.round(next() * HEIGHT), r: 0.8 + next() * 1.6 }));
})();

// The sky darkens downwards. A gradient along one axis only: PNG stores such rows cheaply (about
// 60 KB a card), where a radial glow made every pixel differ and tripled the file.
function background(): string {
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${COLORS.dusk}"/><stop offset="0.6" stop-color="#141238"/><stop offset="1" stop-color="${COLORS.night}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    ...STARS.map(
      (star) => `<circle cx="${star.x}" cy="${star.y}" r="${star.r.toFixed(1)}" fill="${COLORS.foreground}" fill-opacity="0.35"/>`,
    ),
  ].join("");
}

/** A four-pointed sparkle, the site's mark, drawn as a path so it needs no font. */
function sparkle(cx: number, cy: number, r: number): string {
  const w = r * 0.28;
  return `<path d="M${cx} ${cy - r}L${cx + w} ${cy - w}L${cx + r} ${cy}L${cx + w} ${cy + w}L${cx} ${cy + r}L${cx - w} ${cy + w}L${cx - r} ${cy}L${cx - w} ${cy - w}Z" fill="${COLORS.gold}"/>`;
}

function brand(fonts: CardFonts, x: number, y: number): string {
  return (
    sparkle(x + 12, y - 11, 14) +
    text("COSMIC DAILY", { x: x + 40, y, size: 28, family: fonts.display, fill: COLORS.gold, weight: 700, spacing: 6 })
  );
}

function footer(host: string, fonts: CardFonts, anchor: "start" | "middle"): string {
  if (!host) return "";
  return text(host, {
    x: anchor === "start" ? MARGIN : WIDTH / 2,
    y: HEIGHT - 44,
    size: 24,
    family: fonts.text,
    fill: COLORS.muted,
    anchor,
  });
}

/** A sign's badge: a ring in the sign's colour around its glyph (or its initial, when no font draws the glyph). */
function badge(sign: SignDayFacts["sign"], fonts: CardFonts, cx: number, cy: number, r: number): string {
  const color = safeColor(sign.color, COLORS.gold);
  const ring = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" fill-opacity="0.18" stroke="${color}" stroke-width="6"/>`;
  // The glyph sits alone in its element: resvg picks one face per text run, and the display face has no zodiac glyphs.
  const mark = fonts.symbols
    ? text(sign.symbol, {
        x: cx,
        y: cy + r * 0.4,
        size: Math.round(r * 1.15),
        family: fonts.text,
        fill: COLORS.foreground,
        anchor: "middle",
      })
    : text(sign.name.charAt(0), {
        x: cx,
        y: cy + r * 0.36,
        size: Math.round(r),
        family: fonts.display,
        fill: COLORS.foreground,
        weight: 700,
        anchor: "middle",
      });
  return ring + mark;
}

function svgDocument(body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${background()}${body.join("")}</svg>`;
}

/** A sign's day: name, dates, the day written out, the day's Moon and, when stored, the lucky colour. */
export function signDaySvg(facts: SignDayFacts, { fonts, host }: CardOptions): string {
  const { sign, date, moon, luckyColor } = facts;
  const columnWidth = 760;
  const body = [
    brand(fonts, MARGIN, 112),
    badge(sign, fonts, 1000, 210, 120),
    text(sign.name, {
      x: MARGIN,
      y: 250,
      size: fittedSize(sign.name, columnWidth, 104, DISPLAY_EM),
      family: fonts.display,
      fill: COLORS.foreground,
      weight: 700,
    }),
    text(`Daily horoscope · ${sign.dateRange}`, {
      x: MARGIN,
      y: 308,
      size: fittedSize(`Daily horoscope · ${sign.dateRange}`, columnWidth, 32, TEXT_EM),
      family: fonts.text,
      fill: COLORS.muted,
    }),
    text(longDate(date), {
      x: MARGIN,
      y: 400,
      size: fittedSize(longDate(date), WIDTH - 2 * MARGIN, 44, TEXT_BOLD_EM),
      family: fonts.text,
      fill: COLORS.gold,
      weight: 700,
    }),
    text(moon, { x: MARGIN, y: 462, size: fittedSize(moon, WIDTH - 2 * MARGIN, 32, TEXT_EM), family: fonts.text, fill: COLORS.foreground }),
  ];
  if (luckyColor) {
    const swatch = safeColor(luckyColor.hex, COLORS.gold);
    body.push(
      `<rect x="${MARGIN}" y="494" width="36" height="36" rx="8" fill="${swatch}" stroke="${COLORS.foreground}" stroke-width="2"/>`,
      text(`Lucky colour: ${luckyColor.name}`, { x: MARGIN + 52, y: 523, size: 30, family: fonts.text, fill: COLORS.foreground }),
    );
  }
  body.push(footer(host, fonts, "start"));
  return svgDocument(body);
}

/** A pair: both signs with their elements, and the day's score and tier. */
export function pairSvg(facts: PairFacts, { fonts, host }: CardOptions): string {
  const { first, second, date, score, tier } = facts;
  const column = (sign: PairFacts["first"], cx: number) => [
    badge(sign, fonts, cx, 250, 96),
    text(sign.name, {
      x: cx,
      y: 410,
      size: fittedSize(sign.name, 380, 52, DISPLAY_EM),
      family: fonts.display,
      fill: COLORS.foreground,
      weight: 700,
      anchor: "middle",
    }),
    text(`${elementName(sign)} sign`, { x: cx, y: 456, size: 28, family: fonts.text, fill: COLORS.muted, anchor: "middle" }),
  ];
  const scoreText = `${score}%`;
  const dayLine = `Compatibility for ${longDate(date)}`;
  const body = [
    brand(fonts, MARGIN, 100),
    ...column(first, 250),
    ...column(second, WIDTH - 250),
    text(scoreText, {
      x: WIDTH / 2,
      y: 300,
      size: fittedSize(scoreText, 300, 112, DISPLAY_EM),
      family: fonts.display,
      fill: COLORS.gold,
      weight: 700,
      anchor: "middle",
    }),
    text(tier, {
      x: WIDTH / 2,
      y: 352,
      size: fittedSize(tier, 320, 28, TEXT_BOLD_EM),
      family: fonts.text,
      fill: COLORS.foreground,
      weight: 700,
      anchor: "middle",
    }),
    text(dayLine, {
      x: WIDTH / 2,
      y: 540,
      size: fittedSize(dayLine, WIDTH - 2 * MARGIN, 32, TEXT_EM),
      family: fonts.text,
      fill: COLORS.foreground,
      anchor: "middle",
    }),
    footer(host, fonts, "middle"),
  ];
  return svgDocument(body);
}
