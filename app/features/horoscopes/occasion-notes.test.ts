import { describe, expect, it } from "vitest";
import { SIGN_SLUGS } from "#app/zodiac/signs.ts";
import { isOccasion, occasionNote, occasionSlug, occasionSummary } from "./occasion-notes";
import type { SpanEvent } from "./period-events";

const fullMoon: SpanEvent = { kind: "lunation", date: "2026-11-24", phase: "Full Moon", sign: "gemini" };

describe("[newsletter.special-editions] the occasions of a special edition", () => {
  it("are lunations, eclipses, the Sun entering a sign and Mercury's stations", () => {
    expect(isOccasion(fullMoon)).toBe(true);
    expect(isOccasion({ kind: "eclipse", date: "2026-08-12", body: "Sun", eclipse: "total", sign: "leo" })).toBe(true);
    expect(isOccasion({ kind: "ingress", date: "2026-11-22", planet: "Sun", sign: "sagittarius" })).toBe(true);
    expect(isOccasion({ kind: "ingress", date: "2026-11-22", planet: "Venus", sign: "sagittarius" })).toBe(false);
    expect(isOccasion({ kind: "station", date: "2026-11-09", planet: "Mercury", turns: "retrograde", sign: "sagittarius" })).toBe(true);
    expect(isOccasion({ kind: "station", date: "2026-11-09", planet: "Saturn", turns: "direct", sign: "aries" })).toBe(false);
    expect(occasionSlug(fullMoon)).toBe("full-moon");
    expect(occasionSummary(fullMoon).title).toBe("Full Moon in Gemini");
  });

  it("read differently for each sign, through the house the event falls in", () => {
    const notes = SIGN_SLUGS.map((sign) => occasionNote(fullMoon, sign));
    expect(new Set(notes.map((note) => note.join(" "))).size).toBe(12);
    expect(notes[0]!.join(" ")).toContain("3rd house");
    expect(notes[4]!.join(" ")).toContain("11th house");
    for (const note of notes) expect(note.join(" ").split(/\s+/).length).toBeGreaterThan(40);
  });
});
