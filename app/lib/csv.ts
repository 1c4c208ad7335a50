/**
 * CSV as spreadsheets read it (RFC 4180): fields separated by commas, lines ended by CRLF, a
 * field quoted when it holds a comma, a quote or a line break.
 */

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and prefixed with ' when it
 * starts like a formula (=, +, -, @, a tab or a carriage return), so a spreadsheet shows text a
 * visitor or a subscriber wrote instead of running it.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of fields, without its line end. */
export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(",");
}

/** A whole document: the header line, then one line per row, each ended by CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((fields) => `${csvLine(fields)}\r\n`).join("");
}
