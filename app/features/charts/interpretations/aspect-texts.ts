import { PLANETS } from "#app/zodiac/planets.ts";

/**
 * The written readings of natal aspects ([charts.aspect-readings]): one paragraph for each of the
 * five major aspects between two chart points, keyed "First/Second" in chart order (the Sun, the
 * Moon, Mercury to Pluto, then the Ascendant and the Midheaven).
 */
export const ASPECT_POINTS = [...PLANETS, "Ascendant", "Midheaven"] as const;
export type AspectPoint = (typeof ASPECT_POINTS)[number];

export type AspectKindText = Record<"conjunction" | "sextile" | "square" | "trine" | "opposition", string>;

/** "Sun/Moon": the first point comes earlier in ASPECT_POINTS. */
export type AspectPairKey = `${AspectPoint}/${AspectPoint}`;

export type AspectTexts = Partial<Record<AspectPairKey, AspectKindText>>;
