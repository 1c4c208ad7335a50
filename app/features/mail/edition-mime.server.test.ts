import { describe, expect, test } from "vitest";
import { editionMessage, prepareEdition } from "./edition-mime.server";
import { fillEdition, MissingMergeFieldError, type EditionRender } from "#app/lib/mail-merge.ts";

/** A quoted-printable body read back: soft line breaks removed, =XX bytes restored, as UTF-8. */
function decodeQuotedPrintable(encoded: string): string {
  const text = encoded.replace(/=\r\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=") {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes).toString("utf8");
}

function partOf(part: unknown, type: string) {
  const raw = (part as { raw: string }).raw;
  const [head, body] = [raw.slice(0, raw.indexOf("\r\n\r\n")), raw.slice(raw.indexOf("\r\n\r\n") + 4)];
  expect(head).toBe(`Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable`);
  for (const line of body.split(/\r?\n/)) {
    expect(line.length, line).toBeLessThanOrEqual(76);
    expect(line).toMatch(/^[\x20-\x7e\t]*$/);
    expect(line, "no whitespace ends a line").not.toMatch(/[ \t]$/);
  }
  return decodeQuotedPrintable(body);
}

const long = "Venus in your sign brings a week of easy conversations and a few surprises. ".repeat(8);
const renders: EditionRender[] = [
  {
    subject: "Leo, your week",
    text: `${long}\nOnline: {{browserUrl}}\nUnsubscribe: {{unsubscribeUrl}}\n`,
    html: `<p style="color:#fff">${long}</p><a href="{{browserUrl}}">Online</a> · <a href="{{unsubscribeUrl}}">Unsubscribe</a>`,
  },
  // Placeholders first, last, side by side, after trailing spaces and next to line breaks.
  { subject: "{{name}}", text: "{{name}}{{browserUrl}}   \n  {{name}} \n", html: "{{browserUrl}}<br>\n= {{name}}   {{name}}" },
  // Non-Latin text, an equals sign and a 300-character line without spaces.
  {
    subject: "Ваша неделя ✨",
    text: `Звёзды говорят = ${"x".repeat(300)} {{name}} ✨`,
    html: `<p>日本語の星占い {{name}} ${"=".repeat(120)}</p>`,
  },
  { subject: "no placeholders", text: "plain", html: "<p>plain</p>" },
];
const fields = {
  name: `Luna "Moon" <O'Hara> & ✨ ${"long-".repeat(30)}`,
  browserUrl: "https://cosmic.example/editions/weekly?for=leo&utm_source=newsletter&utm_medium=email",
  unsubscribeUrl: "https://cosmic.example/unsubscribe?token=abc_DEF-123",
};

describe("editionMessage", () => {
  test.each(renders.map((render, n) => [n, render] as const))("render %i decodes to exactly what fillEdition makes", (_n, render) => {
    const expected = fillEdition(render, fields);
    const message = editionMessage(prepareEdition(render), fields);
    expect(message.subject).toBe(expected.subject);
    expect(partOf(message.text, "text/plain")).toBe(expected.text);
    expect(partOf(message.html, "text/html")).toBe(expected.html);
  });

  test("one prepared render serves many recipients", () => {
    const prepared = prepareEdition(renders[0]!);
    for (const token of ["a", "b", "c"]) {
      const own = { ...fields, unsubscribeUrl: `https://cosmic.example/unsubscribe?token=${token}` };
      expect(partOf(editionMessage(prepared, own).text, "text/plain")).toBe(fillEdition(renders[0]!, own).text);
    }
  });

  test("a placeholder without a merge field refuses the message, as fillEdition does", () => {
    expect(() => editionMessage(prepareEdition(renders[0]!), { browserUrl: "x" })).toThrow(MissingMergeFieldError);
  });
});
