import { expect, test } from "vitest";
import { CLAIM_LABELS, CLAIM_RITUAL_COUNT, claimReducer, REVEAL_DELAY_MS, ritualIndex, type ClaimState } from "./claim";
import { CLAIM_RITUALS } from "./claim-rituals";

test("[rituals.claim] labels 'Claim Today's Ritual', 'Got it!' and 'Try Again Tomorrow', and a one-second reveal", () => {
  expect(CLAIM_LABELS.claim).toBe("Claim Today's Ritual");
  expect(CLAIM_LABELS.close).toBe("Got it!");
  expect(CLAIM_LABELS.reset).toBe("Try Again Tomorrow");
  expect(REVEAL_DELAY_MS).toBe(1000);
});

test("[rituals.claim] eight different rituals, two for each element, each a concrete act", () => {
  expect(CLAIM_RITUALS).toHaveLength(8);
  expect(CLAIM_RITUAL_COUNT).toBe(CLAIM_RITUALS.length);
  expect(new Set(CLAIM_RITUALS.map((ritual) => ritual.title)).size).toBe(8);
  for (const element of ["Fire", "Earth", "Air", "Water"]) {
    expect(CLAIM_RITUALS.filter((ritual) => ritual.element === element)).toHaveLength(2);
  }
  for (const ritual of CLAIM_RITUALS) expect(ritual.text.length).toBeGreaterThan(60);
});

test("[rituals.claim] every random number picks a ritual, and all eight can be picked", () => {
  expect(ritualIndex(0)).toBe(0);
  expect(ritualIndex(0.999999)).toBe(7);
  expect(new Set(Array.from({ length: 80 }, (_, i) => ritualIndex(i / 80))).size).toBe(8);
});

test("[rituals.claim] idle, revealing, result; then closed with 'Got it!' or back to idle with 'Try Again Tomorrow'", () => {
  const idle: ClaimState = { phase: "idle" };
  const revealing = claimReducer(idle, { type: "claim", ritual: 3 });
  expect(revealing).toEqual({ phase: "revealing", ritual: 3 });
  const result = claimReducer(revealing, { type: "revealed" });
  expect(result).toEqual({ phase: "result", ritual: 3 });
  expect(claimReducer(result, { type: "close" })).toEqual({ phase: "closed", ritual: 3 });
  expect(claimReducer(result, { type: "reset" })).toEqual({ phase: "idle" });
  expect(claimReducer({ phase: "closed", ritual: 3 }, { type: "reset" })).toEqual({ phase: "idle" });
});

test("[rituals.claim] events out of turn change nothing: no second claim while revealing, no early result", () => {
  const revealing: ClaimState = { phase: "revealing", ritual: 1 };
  expect(claimReducer(revealing, { type: "claim", ritual: 5 })).toBe(revealing);
  expect(claimReducer(revealing, { type: "close" })).toBe(revealing);
  expect(claimReducer(revealing, { type: "reset" })).toBe(revealing);
  const idle: ClaimState = { phase: "idle" };
  expect(claimReducer(idle, { type: "revealed" })).toBe(idle);
  expect(claimReducer(idle, { type: "close" })).toBe(idle);
});

test("[rituals.claim] a claim whose rituals cannot be fetched gives the claim button back, and never once it is shown closed", () => {
  const revealing: ClaimState = { phase: "revealing", ritual: 2 };
  expect(claimReducer(revealing, { type: "unavailable" })).toEqual({ phase: "idle" });
  expect(claimReducer({ phase: "result", ritual: 2 }, { type: "unavailable" })).toEqual({ phase: "idle" });
  expect(claimReducer({ phase: "closed", ritual: 2 }, { type: "unavailable" })).toEqual({ phase: "closed", ritual: 2 });
});
