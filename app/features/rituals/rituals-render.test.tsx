import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { RitualClaim } from "./ritual-claim";
import { RitualSpinner, SPINNER_LABELS } from "./ritual-spinner";

const html = (node: ReactNode) => renderToString(node).replace(/<!-- -->/g, "");

test("[rituals.claim] the claim starts idle with its one button", () => {
  const page = html(<RitualClaim />);
  expect(page).toMatch(/<button type="button"[^>]*>Claim Today&#x27;s Ritual<\/button>/);
  expect(page).not.toContain("Got it!");
  expect(html(<RitualClaim headingLevel="h3" />)).toContain("<h3");
});

test("[rituals.spin-once-a-day] the server renders the wheel with its button held until the browser has read today's spin", () => {
  const page = html(<RitualSpinner />);
  expect(page).toMatch(new RegExp(`<button type="button"[^>]*disabled=""[^>]*>${SPINNER_LABELS.spin}</button>`));
  expect(page).toContain("No ritual streak yet");
  expect(page).toContain("<noscript>");
});
