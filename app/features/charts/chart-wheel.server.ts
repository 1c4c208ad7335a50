import { SIGNS } from "#app/zodiac/signs.ts";
import { normalizeDegrees, separation } from "#app/zodiac/sky.ts";
import type { ChartAspectKind, ChartBody, NatalChart } from "./natal-chart.server";

/**
 * The chart wheel as SVG text, drawn on the server so the page sends no drawing code to the
 * browser ([charts.wheel]). The Ascendant lies at nine o'clock and the zodiac runs anticlockwise
 * from it, as printed charts are drawn; without a birth time 0° Aries takes its place and there
 * are no houses. Strokes and text use currentColor, so the inline wheel follows the page's theme;
 * the downloadable file sets its own colours and background.
 */

const SIZE = 600;
const CENTRE = SIZE / 2;
const R_OUTER = 290;
const R_SIGNS = 248;
const R_TICK = 238;
const R_PLANETS = 210;
const R_HOUSE_NUMBERS = 172;
const R_ASPECTS = 148;
/**
 * The smallest text on the wheel, in its 600-unit box. A phone of 390 px shows the wheel about
 * 360 px wide, so 20 units draw at 12 px, above the 11 px a label needs to be read. The degrees of
 * the bodies are left to the positions table for that reason: at that size they would collide.
 */
export const WHEEL_MIN_FONT = 20;
// Glyphs closer than this, in degrees, are spread apart along the ring so none overlaps another.
const GLYPH_SPACING = 10;

// U+FE0E asks for the text form of the symbol, never an emoji picture.
const TEXT_FORM = "\uFE0E";
const BODY_GLYPHS: Record<ChartBody, string> = {
  Sun: "☉",
  Moon: "☽",
  Mercury: "☿",
  Venus: "♀",
  Mars: "♂",
  Jupiter: "♃",
  Saturn: "♄",
  Uranus: "♅",
  Neptune: "♆",
  Pluto: "♇",
  "North Node": "☊",
  "South Node": "☋",
};

// Harmonious aspects in blue, hard ones in red; both colours hold 4.5:1 on white and on the dark theme's surface.
const ASPECT_STYLE: Record<Exclude<ChartAspectKind, "conjunction">, { colour: string; dash?: string }> = {
  sextile: { colour: "#3b82f6", dash: "6 4" },
  trine: { colour: "#3b82f6" },
  square: { colour: "#ef4444" },
  opposition: { colour: "#ef4444", dash: "10 4" },
};

const ELEMENT_TINT = { fire: "#ef4444", earth: "#22c55e", air: "#eab308", water: "#3b82f6" } as const;

export type WheelOptions = {
  /** A file of its own: fixed dark-on-white colours and an XML declaration-free root with its size. */
  standalone?: boolean;
};

const fixed = (value: number) => Number(value.toFixed(2));

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Screen coordinates of an ecliptic longitude at a radius, with `start` at nine o'clock. */
function at(longitude: number, radius: number, start: number): [number, number] {
  const angle = ((longitude - start) * Math.PI) / 180;
  return [fixed(CENTRE - radius * Math.cos(angle)), fixed(CENTRE + radius * Math.sin(angle))];
}

function line(from: [number, number], to: [number, number], attributes: string): string {
  return `<line x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}" ${attributes}/>`;
}

function text(point: [number, number], content: string, attributes: string): string {
  return `<text x="${point[0]}" y="${point[1]}" text-anchor="middle" dominant-baseline="central" ${attributes}>${content}</text>`;
}

/**
 * Where each glyph is drawn: at its own longitude unless that crowds a neighbour, in which case a
 * cluster is fanned out around its middle. Returns display longitudes in the input's order.
 */
export function spreadLongitudes(longitudes: readonly number[], spacing = GLYPH_SPACING): number[] {
  const order = longitudes.map((longitude, index) => ({ longitude: normalizeDegrees(longitude), index }));
  order.sort((a, b) => a.longitude - b.longitude);
  // Start the walk after the widest gap, so no cluster is split across 0° Aries.
  let widest = 0;
  let startAt = 0;
  order.forEach((item, position) => {
    const next = order[(position + 1) % order.length]!;
    const gap = normalizeDegrees(next.longitude - item.longitude) || (order.length === 1 ? 360 : 0);
    if (gap > widest) {
      widest = gap;
      startAt = (position + 1) % order.length;
    }
  });
  const ring = [...order.slice(startAt), ...order.slice(0, startAt)];
  const base = ring[0]?.longitude ?? 0;
  const unrolled = ring.map((item) => normalizeDegrees(item.longitude - base));
  // Clusters: runs whose neighbours are closer than the spacing; each is spread evenly about its mean,
  // and merging repeats until no two glyphs crowd each other.
  const groups = unrolled.map((value) => ({ values: [value], centre: value }));
  for (let merged = true; merged;) {
    merged = false;
    for (let index = 0; index + 1 < groups.length; index++) {
      const left = groups[index]!;
      const right = groups[index + 1]!;
      const leftEnd = left.centre + ((left.values.length - 1) * spacing) / 2;
      const rightStart = right.centre - ((right.values.length - 1) * spacing) / 2;
      if (rightStart - leftEnd < spacing) {
        const values = [...left.values, ...right.values];
        groups.splice(index, 2, { values, centre: values.reduce((sum, value) => sum + value, 0) / values.length });
        merged = true;
        break;
      }
    }
  }
  const shown: number[] = new Array(longitudes.length);
  let position = 0;
  for (const group of groups) {
    group.values.forEach((_, offset) => {
      const display = group.centre + (offset - (group.values.length - 1) / 2) * spacing;
      shown[ring[position]!.index] = normalizeDegrees(display + base);
      position++;
    });
  }
  return shown;
}

/** The wheel of a chart as an SVG document fragment (or a file, with `standalone`). */
export function chartWheelSvg(chart: NatalChart, { standalone = false }: WheelOptions = {}): string {
  const start = chart.ascendant?.longitude ?? 0;
  const parts: string[] = [];
  const ink = 'stroke="currentColor"';

  if (standalone) parts.push(`<rect width="${SIZE}" height="${SIZE}" fill="#ffffff"/>`);
  parts.push(`<circle cx="${CENTRE}" cy="${CENTRE}" r="${R_OUTER}" fill="none" ${ink} stroke-width="1.5"/>`);
  parts.push(`<circle cx="${CENTRE}" cy="${CENTRE}" r="${R_SIGNS}" fill="none" ${ink} stroke-width="1"/>`);
  parts.push(`<circle cx="${CENTRE}" cy="${CENTRE}" r="${R_ASPECTS}" fill="none" ${ink} stroke-width="0.75" stroke-opacity="0.6"/>`);

  // The zodiac band: twelve 30° sectors, tinted by element, with each sign's glyph in the middle.
  SIGNS.forEach((sign, index) => {
    const from = index * 30;
    const [x1, y1] = at(from, R_OUTER, start);
    const [x2, y2] = at(from + 30, R_OUTER, start);
    const [x3, y3] = at(from + 30, R_SIGNS, start);
    const [x4, y4] = at(from, R_SIGNS, start);
    // Anticlockwise on screen is the SVG arc's sweep flag 0 for the outer edge, 1 back along the inner.
    parts.push(
      `<path d="M${x1} ${y1}A${R_OUTER} ${R_OUTER} 0 0 0 ${x2} ${y2}L${x3} ${y3}A${R_SIGNS} ${R_SIGNS} 0 0 1 ${x4} ${y4}Z" fill="${ELEMENT_TINT[sign.element]}" fill-opacity="0.12" ${ink} stroke-width="0.75"/>`,
    );
    parts.push(text(at(from + 15, (R_OUTER + R_SIGNS) / 2, start), `${sign.symbol}${TEXT_FORM}`, `font-size="22" fill="currentColor"`));
    // A tick every 10° inside the band.
    for (let tick = 10; tick < 30; tick += 10)
      parts.push(line(at(from + tick, R_SIGNS, start), at(from + tick, R_SIGNS - 6, start), `${ink} stroke-width="0.75"`));
  });

  if (chart.cusps) {
    chart.cusps.forEach((cusp, index) => {
      const angle = index === 0 || index === 9;
      parts.push(
        line(at(cusp.longitude, R_ASPECTS, start), at(cusp.longitude, R_SIGNS, start), `${ink} stroke-width="${angle ? 2 : 0.75}"`),
      );
      const next = chart.cusps![(index + 1) % 12]!.longitude;
      const middle = cusp.longitude + normalizeDegrees(next - cusp.longitude) / 2;
      parts.push(
        text(at(middle, R_HOUSE_NUMBERS, start), String(index + 1), `font-size="${WHEEL_MIN_FONT}" fill="currentColor" fill-opacity="0.8"`),
      );
    });
  }
  if (chart.ascendant) {
    parts.push(
      line(at(chart.ascendant.longitude, R_SIGNS, start), at(chart.ascendant.longitude, R_OUTER + 6, start), `${ink} stroke-width="2.5"`),
    );
    parts.push(
      text(
        at(chart.ascendant.longitude + 6, R_SIGNS - 16, start),
        "ASC",
        `font-size="${WHEEL_MIN_FONT}" font-weight="700" fill="currentColor"`,
      ),
    );
  }
  if (chart.midheaven) {
    parts.push(
      line(at(chart.midheaven.longitude, R_SIGNS, start), at(chart.midheaven.longitude, R_OUTER + 6, start), `${ink} stroke-width="2.5"`),
    );
    parts.push(
      text(
        at(chart.midheaven.longitude + 6, R_SIGNS - 16, start),
        "MC",
        `font-size="${WHEEL_MIN_FONT}" font-weight="700" fill="currentColor"`,
      ),
    );
  }

  // Aspect lines between the true places of the planets, inside the inner circle. Aspects to the
  // angles are left to the tables and the reading: the angles' own lines already cross the wheel.
  const placeOf = new Map<string, number>(chart.positions.map((position) => [position.body, position.longitude]));
  for (const aspect of chart.aspects) {
    if (aspect.kind === "conjunction" || !placeOf.has(aspect.to)) continue;
    const style = ASPECT_STYLE[aspect.kind];
    const width = fixed(Math.max(0.75, 2.25 - aspect.orb / 4));
    parts.push(
      line(
        at(placeOf.get(aspect.from)!, R_ASPECTS, start),
        at(placeOf.get(aspect.to)!, R_ASPECTS, start),
        `stroke="${style.colour}" stroke-width="${width}"${style.dash ? ` stroke-dasharray="${style.dash}"` : ""}`,
      ),
    );
  }

  // The bodies: a tick at the true place and the glyph at a spread-out place.
  const shown = spreadLongitudes(chart.positions.map((position) => position.longitude));
  chart.positions.forEach((position, index) => {
    const display = shown[index]!;
    parts.push(line(at(position.longitude, R_SIGNS, start), at(position.longitude, R_TICK, start), `${ink} stroke-width="1.5"`));
    if (separation(display, position.longitude) > 1) {
      parts.push(
        line(at(position.longitude, R_TICK, start), at(display, R_PLANETS + 12, start), `${ink} stroke-width="0.5" stroke-opacity="0.6"`),
      );
    }
    const glyph = `${BODY_GLYPHS[position.body]}${TEXT_FORM}${position.retrograde && !position.node ? "℞" : ""}`;
    parts.push(text(at(display, R_PLANETS, start), glyph, `font-size="24" fill="currentColor"`));
  });

  const title = chart.timeKnown ? "Birth chart wheel" : "Birth chart wheel for noon (birth time unknown)";
  const label = `<title>${escapeXml(title)}</title>`;
  const font = `font-family="DejaVu Sans, 'Segoe UI Symbol', 'Noto Sans Symbols', 'Noto Sans Symbols 2', sans-serif"`;
  const colour = standalone ? ' color="#1c1530"' : "";
  const namespace = standalone ? ' xmlns="http://www.w3.org/2000/svg"' : "";
  return `<svg${namespace} viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" ${font}${colour}>${label}${parts.join("")}</svg>`;
}
