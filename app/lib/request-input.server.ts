import { data } from "react-router";
import { holdsNul, NUL_TEXT_MESSAGE } from "./text";

/**
 * What pages read from a request, read in one place ([errors.bad-input]). Input no page of the
 * site sends is thrown as a 4xx response, which the root error boundary draws as the bad-request
 * page, instead of failing later in a parser or a query as a 500.
 */

/** The body types a browser's form is sent in. */
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export const BAD_FORM_MESSAGES = {
  unsupportedType: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  unreadable: "The form could not be read.",
} as const;

/** The thrown response of bad input: its status and the reason the error page shows. */
function badInput(message: string, status = 400): never {
  throw data({ message }, { status });
}

/**
 * The form a page's action was sent: another body type is 415, a body that does not parse and a
 * name or value holding a NUL character (PostgreSQL cannot store it) are 400.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!FORM_TYPE.test(request.headers.get("Content-Type") ?? "")) badInput(BAD_FORM_MESSAGES.unsupportedType, 415);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    badInput(BAD_FORM_MESSAGES.unreadable);
  }
  for (const [name, value] of form) {
    if (holdsNul(name) || (typeof value === "string" && holdsNul(value))) badInput(NUL_TEXT_MESSAGE);
  }
  return form;
}

/** A query parameter of the page's address (null when absent); one holding a NUL character is 400. */
export function queryValue(url: URL, name: string): string | null {
  const value = url.searchParams.get(name);
  if (value !== null && holdsNul(value)) badInput(NUL_TEXT_MESSAGE);
  return value;
}
