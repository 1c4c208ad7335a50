import type { ReactNode } from "react";

export type FiguresColumn = { label: string; numeric?: boolean };
export type FiguresRow = { key: string; cells: readonly ReactNode[] };

const cellClasses = (numeric: boolean | undefined) => `px-3 py-2 ${numeric ? "text-right tabular-nums" : "text-left"}`;

/** A row's cells: the first is the row's header, the rest lined up as their columns say. */
function RowCells({
  cells,
  columns,
  headerClasses,
}: {
  cells: readonly ReactNode[];
  columns: readonly FiguresColumn[];
  headerClasses?: string;
}) {
  return cells.map((cell, index) =>
    index === 0 ? (
      <th
        key={index}
        scope="row"
        className={headerClasses ? `${cellClasses(columns[0]?.numeric)} ${headerClasses}` : cellClasses(columns[0]?.numeric)}
      >
        {cell}
      </th>
    ) : (
      <td key={index} className={cellClasses(columns[index]?.numeric)}>
        {cell}
      </td>
    ),
  );
}

/**
 * One table of the dashboard: a caption that names it, the first cell of each row as the row's
 * header, numbers right-aligned, and its CSV download below ([analytics.csv]).
 */
export function FiguresTable({
  caption,
  columns,
  rows,
  footer,
  csvHref,
  empty = "Nothing counted in this period.",
  testId,
}: {
  caption: string;
  columns: readonly FiguresColumn[];
  rows: readonly FiguresRow[];
  /** A totals row, drawn like a row in the table's foot. */
  footer?: readonly ReactNode[];
  csvHref: string;
  empty?: string;
  testId?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {/* Focusable so that keyboard users can scroll it when it is wider than the screen. */}
      <div className="overflow-x-auto rounded-xl border border-border bg-surface" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full text-sm" data-testid={testId}>
          <caption className="px-3 pb-2 pt-3 text-left font-semibold">{caption}</caption>
          <thead className="bg-surface-muted">
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={`${cellClasses(column.numeric)} font-semibold`}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="border-t border-border">
                <td colSpan={columns.length} className="px-3 py-3 text-muted">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key} className="border-t border-border">
                  <RowCells cells={row.cells} columns={columns} headerClasses="break-all font-normal" />
                </tr>
              ))
            )}
          </tbody>
          {footer && rows.length > 0 ? (
            <tfoot>
              <tr className="border-t-2 border-border font-semibold">
                <RowCells cells={footer} columns={columns} />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <CsvLink href={csvHref} caption={caption} />
    </div>
  );
}

/** A table's CSV download ([analytics.csv]), named for screen readers by the table's caption. */
export function CsvLink({ href, caption }: { href: string; caption: string }) {
  return (
    <p className="text-sm">
      <a href={href} download className="font-medium text-link underline underline-offset-2">
        Download CSV<span className="sr-only"> of {caption.toLowerCase()}</span>
      </a>
    </p>
  );
}
