import { describe, expect, it } from "vitest";
import { EDITION_ID_SHAPE, editionId, editionsChosen, tagsWithEditions } from "./edition-kinds";

describe("[newsletter.editions] who receives what", () => {
  it("gives each subscriber the editions they chose, and the daily one to an address that chose none", () => {
    expect(editionsChosen(["weekly", "special"])).toEqual(["weekly", "special"]);
    expect(editionsChosen(["quick-subscribe"])).toEqual(["daily"]);
    expect(editionsChosen([])).toEqual(["daily"]);
  });

  it("keeps the tags that say where an address came from when the editions change", () => {
    expect(tagsWithEditions(["quick-subscribe", "daily"], ["weekly", "monthly"])).toEqual(["quick-subscribe", "weekly", "monthly"]);
  });

  it("names editions by kind, date and occasion, in a shape a URL may carry", () => {
    expect(editionId("daily", "2026-11-25")).toBe("daily-2026-11-25");
    expect(editionId("special", "2026-11-24", "full-moon")).toBe("special-2026-11-24-full-moon");
    expect(EDITION_ID_SHAPE.test("special-2026-11-24-full-moon")).toBe(true);
    expect(EDITION_ID_SHAPE.test("daily-2026-11-25/../x")).toBe(false);
    expect(EDITION_ID_SHAPE.test("yearly-2026-11-25")).toBe(false);
  });
});
