import { escapeHtml } from "./html-escape";
/** An edition rendered once for an audience, with `{{name}}` placeholders where each recipient's own links go. */
export type EditionRender = { subject: string; html: string; text: string };

/** A message whose render asks for a merge field its outbox row does not have: it is never sent. */
export class MissingMergeFieldError extends Error {
  constructor(readonly field: string) {
    super(`the edition needs the merge field "${field}", which this message does not have`);
    this.name = "MissingMergeFieldError";
  }
}

/** `{{name}}`: a name of letters, digits and underscores, starting with a letter or underscore. */
const PLACEHOLDER = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;

/** A template cut at its placeholders: `segments[0] fields[0] segments[1] … fields[n-1] segments[n]`. */
export type EditionTemplate = { readonly segments: readonly string[]; readonly fields: readonly string[] };

export function parseTemplate(template: string): EditionTemplate {
  const segments: string[] = [];
  const fields: string[] = [];
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    segments.push(template.slice(from, match.index));
    fields.push(match[1]!);
    from = match.index + match[0].length;
  }
  segments.push(template.slice(from));
  return { segments, fields };
}

/** A render cut at its placeholders once, to be filled in for many recipients. */
export type CompiledEdition = { readonly subject: EditionTemplate; readonly text: EditionTemplate; readonly html: EditionTemplate };

export function compileEdition(render: EditionRender): CompiledEdition {
  return { subject: parseTemplate(render.subject), text: parseTemplate(render.text), html: parseTemplate(render.html) };
}

/**
 * What goes in each placeholder of a compiled render for one recipient: the merge field as it is
 * in the subject and the text, HTML-escaped in the HTML (links sit in attributes). Throws
 * MissingMergeFieldError for a placeholder the recipient has no merge field for.
 */
export function mergeValues(compiled: CompiledEdition, mergeFields: Readonly<Record<string, string>>) {
  const valueOf = (name: string) => {
    const value = Object.hasOwn(mergeFields, name) ? mergeFields[name] : undefined;
    if (typeof value !== "string") throw new MissingMergeFieldError(name);
    return value;
  };
  return {
    subject: compiled.subject.fields.map(valueOf),
    text: compiled.text.fields.map(valueOf),
    html: compiled.html.fields.map((name) => escapeHtml(valueOf(name))),
  };
}

/** The segments with the values between them. */
export function interleave(segments: readonly string[], values: readonly string[]): string {
  let result = segments[0] ?? "";
  for (let i = 0; i < values.length; i++) result += values[i]! + segments[i + 1]!;
  return result;
}

/**
 * One recipient's message from the edition's render: every `{{name}}` becomes `mergeFields[name]`,
 * HTML-escaped in the HTML part, as it is in the text part and the subject. A placeholder without
 * a merge field throws MissingMergeFieldError: a mail with a raw placeholder (a dead unsubscribe
 * link) is never sent. Values are put in as they are, never searched for placeholders again.
 */
export function fillEdition(render: EditionRender, mergeFields: Readonly<Record<string, string>>): EditionRender {
  const compiled = compileEdition(render);
  const values = mergeValues(compiled, mergeFields);
  return {
    subject: interleave(compiled.subject.segments, values.subject),
    text: interleave(compiled.text.segments, values.text),
    html: interleave(compiled.html.segments, values.html),
  };
}
