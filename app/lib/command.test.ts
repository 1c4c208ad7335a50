import { z } from "zod";
import { expect, test } from "vitest";
import { done, fieldMessages, notSaved, parseInput, refused, REFUSAL_STATUS } from "./command";

const schema = z.object({
  label: z.string().min(1, "Label is required").max(3, "Label is too long"),
  signs: z.array(z.enum(["leo", "virgo"], { error: "Unknown sign" })),
});

test("each field's first message names the field by the first step of its path", () => {
  expect(
    fieldMessages([
      { path: ["label"], message: "first" },
      { path: ["label"], message: "second" },
      { path: ["signs", 0], message: "sign" },
      { path: [], message: "the whole" },
    ]),
  ).toEqual({ label: "first", signs: "sign" });
});

test("a command's input is read with its schema; a refusal counts its fields, or says its one problem", () => {
  expect(parseInput(schema, { label: "Leo", signs: ["leo"] })).toEqual({ ok: true, data: { label: "Leo", signs: ["leo"] } });
  const summary = notSaved("The link");
  expect(parseInput(schema, { label: "", signs: ["ophiuchus"] }, summary)).toEqual({
    ok: false,
    refusal: "invalid",
    message: "The link was not saved: 2 fields need a fix.",
    fields: { label: "Label is required", signs: "Unknown sign" },
  });
  expect(parseInput(schema, { label: "Leonine", signs: [] }, summary)).toMatchObject({
    message: "The link was not saved: one field needs a fix.",
  });
  // Without a summary, the first problem's own words.
  expect(parseInput(schema, { label: "Leonine", signs: [] })).toMatchObject({
    message: "Label is too long",
    fields: { label: "Label is too long" },
  });
  // No field to blame: the problem's words, and no fields.
  const whole = parseInput(schema, [1, 2], summary);
  expect(whole.ok).toBe(false);
  expect(whole).not.toHaveProperty("fields");
});

test("a refusal answers 400 for input, 404 for a thing that is gone, 409 for a state that forbids the write", () => {
  expect(REFUSAL_STATUS).toEqual({ invalid: 400, not_found: 404, conflict: 409 });
  expect(done("Saved.")).toEqual({ ok: true, message: "Saved.", value: undefined });
  expect(done("Saved.", { id: 7 })).toEqual({ ok: true, message: "Saved.", value: { id: 7 } });
  expect(refused("conflict", "The last admin cannot be removed.")).toEqual({
    ok: false,
    refusal: "conflict",
    message: "The last admin cannot be removed.",
  });
});
