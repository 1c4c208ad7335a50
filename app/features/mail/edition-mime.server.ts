import { encode, wrap } from "nodemailer/lib/qp";
import { compileEdition, interleave, mergeValues, type CompiledEdition, type EditionRender } from "#app/lib/mail-merge.ts";

/**
 * An edition's render made ready for many recipients: cut at its placeholders (lib/mail-merge.ts),
 * and each part's text between them encoded for the mail (quoted-printable) once. Encoding some
 * 25 KB of text for every recipient was the larger part of the work of sending an edition;
 * with this, only each recipient's own values are encoded.
 */
export type PreparedEdition = {
  readonly compiled: CompiledEdition;
  /** The text part's segments, quoted-printable and wrapped. */
  readonly text: readonly string[];
  readonly html: readonly string[];
};

// 75, not 76: a soft line break ("=") is added after a segment's last line.
const LINE_LENGTH = 75;
const SOFT_BREAK = "=\r\n";
const quotedPrintable = (value: string) => wrap(encode(value), LINE_LENGTH);

export function prepareEdition(render: EditionRender): PreparedEdition {
  const compiled = compileEdition(render);
  return {
    compiled,
    text: compiled.text.segments.map(quotedPrintable),
    html: compiled.html.segments.map(quotedPrintable),
  };
}

/**
 * One recipient's subject and both parts, as nodemailer takes parts it need not encode itself
 * (`raw`: the part's headers and its encoded body). Soft line breaks join the encoded segments and
 * values, so the decoded parts are exactly fillEdition's. Throws MissingMergeFieldError as it does.
 */
export function editionMessage(prepared: PreparedEdition, mergeFields: Readonly<Record<string, string>>) {
  const values = mergeValues(prepared.compiled, mergeFields);
  const body = (segments: readonly string[], raw: readonly string[]) => joinEncoded(segments, raw.map(quotedPrintable));
  return {
    subject: interleave(prepared.compiled.subject.segments, values.subject),
    text: {
      raw: `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${body(prepared.text, values.text)}`,
    },
    html: {
      raw: `Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${body(prepared.html, values.html)}`,
    },
  };
}

function joinEncoded(segments: readonly string[], values: readonly string[]): string {
  let result = segments[0]!;
  for (let i = 0; i < values.length; i++) result += SOFT_BREAK + values[i]! + SOFT_BREAK + segments[i + 1]!;
  return result;
}
