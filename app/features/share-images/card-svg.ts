import { averageAdvance, DISPLAY_EM, fittedSize, TEXT_BOLD_EM, TEXT_EM, wrapBlock } from "./card-text";
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

/** The host name, centred at the foot of a pair's card. */
function footer(host: string, fonts: CardFonts): string {
  if (!host) return "";
  return text(host, { x: WIDTH / 2, y: HEIGHT - 44, size: 24, family: fonts.text, fill: COLORS.muted, anchor: "middle" });
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

// Where a sign's day sits on its card ([share.images]), in px from the top; x runs from MARGIN.
// The sign's lines stand left of its badge; the headline and summary take the card's full width
// beneath them, and the lucky colour shares the footer's row with the host name.
const SIGN_DAY = {
  brand: 84,
  badge: { cx: 1024, cy: 168, r: 92 },
  /** The sign's lines, left of the badge (which starts at x 929). */
  column: 760,
  name: { y: 184, size: 80 },
  dates: { y: 228, size: 26 },
  day: { y: 270, size: 32 },
  /** The Moon, small, below the badge, when the reading's words are shown; in the headline's place when they are not. */
  moon: { y: 308, size: 24 },
  headline: { y: 368, size: 40 },
  /** The summary's first baseline, and the lowest a baseline may sit: 24px clear of the footer's row. */
  summary: { y: 414, lastY: 536, size: 28, minSize: 18, leading: 1.35 },
  footer: { y: 586, swatch: 30, luckySize: 26, hostSize: 24 },
} as const;

/** A sign's day: name, dates, the day written out, the day's Moon and, when stored, the reading's headline, summary and lucky colour. */
export function signDaySvg(facts: SignDayFacts, { fonts, host }: CardOptions): string {
  const { sign, date, moon, luckyColor, reading } = facts;
  const layout = SIGN_DAY;
  const fullWidth = WIDTH - 2 * MARGIN;
  const textEm = averageAdvance(fonts.text);
  const boldEm = averageAdvance(fonts.text, 700);
  const displayEm = averageAdvance(fonts.display, 700);
  const datesLine = `Daily horoscope · ${sign.dateRange}`;
  const headline = reading?.headline.trim().replace(/\s+/g, " ") ?? "";
  const summary = reading?.summary.trim() ?? "";
  const hasWords = Boolean(headline || summary);
  const body = [
    brand(fonts, MARGIN, layout.brand),
    badge(sign, fonts, layout.badge.cx, layout.badge.cy, layout.badge.r),
    text(sign.name, {
      x: MARGIN,
      y: layout.name.y,
      size: fittedSize(sign.name, layout.column, layout.name.size, displayEm),
      family: fonts.display,
      fill: COLORS.foreground,
      weight: 700,
    }),
    text(datesLine, {
      x: MARGIN,
      y: layout.dates.y,
      size: fittedSize(datesLine, layout.column, layout.dates.size, textEm),
      family: fonts.text,
      fill: COLORS.muted,
    }),
    text(longDate(date), {
      x: MARGIN,
      y: layout.day.y,
      size: fittedSize(longDate(date), layout.column, layout.day.size, boldEm),
      family: fonts.text,
      fill: COLORS.gold,
      weight: 700,
    }),
  ];
  if (hasWords) {
    body.push(
      text(moon, {
        x: MARGIN,
        y: layout.moon.y,
        size: fittedSize(moon, fullWidth, layout.moon.size, textEm),
        family: fonts.text,
        fill: COLORS.muted,
      }),
    );
    if (headline) {
      body.push(
        text(headline, {
          x: MARGIN,
          y: layout.headline.y,
          size: fittedSize(headline, fullWidth, layout.headline.size, displayEm),
          family: fonts.display,
          fill: COLORS.foreground,
          weight: 700,
        }),
      );
    }
    if (summary) {
      // Without a headline the summary moves up into its place.
      const top = headline ? layout.summary.y : layout.headline.y;
      const block = wrapBlock(summary, {
        width: fullWidth,
        depth: layout.summary.lastY - top,
        size: layout.summary.size,
        minSize: layout.summary.minSize,
        em: textEm,
        leading: layout.summary.leading,
      });
      const lines = block.lines.map((line, index) =>
        text(line, { x: MARGIN, y: top + index * block.lineHeight, size: block.size, family: fonts.text, fill: COLORS.foreground }),
      );
      body.push(`<g id="summary">${lines.join("")}</g>`);
    }
  } else {
    // No reading to show: the Moon has the card's middle to itself.
    body.push(
      text(moon, {
        x: MARGIN,
        y: layout.headline.y,
        size: fittedSize(moon, fullWidth, 32, textEm),
        family: fonts.text,
        fill: COLORS.foreground,
      }),
    );
  }
  const { y: footerY, swatch: swatchSize } = layout.footer;
  if (luckyColor) {
    const swatch = safeColor(luckyColor.hex, COLORS.gold);
    const label = `Lucky colour: ${luckyColor.name}`;
    const labelX = MARGIN + swatchSize + 16;
    body.push(
      `<rect x="${MARGIN}" y="${footerY - 25}" width="${swatchSize}" height="${swatchSize}" rx="7" fill="${swatch}" stroke="${COLORS.foreground}" stroke-width="2"/>`,
      text(label, {
        x: labelX,
        y: footerY,
        size: fittedSize(label, WIDTH / 2 - labelX, layout.footer.luckySize, textEm),
        family: fonts.text,
        fill: COLORS.foreground,
      }),
    );
  }
  if (host) {
    body.push(
      text(host, {
        x: WIDTH - MARGIN,
        y: footerY,
        size: fittedSize(host, WIDTH / 2 - MARGIN - 24, layout.footer.hostSize, textEm),
        family: fonts.text,
        fill: COLORS.muted,
        anchor: "end",
      }),
    );
  }
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
    footer(host, fonts),
  ];
  return svgDocument(body);
}
