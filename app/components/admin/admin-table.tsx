import { useId, useState, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { DeleteDialog, RowActions, toggleOf, type AdminItem, type ListedItem, type ListItem } from "./item-actions";

const CELL = "px-2 py-3 first:pl-3 last:pr-3";
const counts = new Intl.NumberFormat("en-US");
const days = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** One column of an admin table: its heading, and what each row shows in it. */
export type Column<Row> = {
  header: string;
  /** The heading is for screen readers only (a column of buttons). */
  hideHeader?: boolean;
  /** Figures line up on the right. */
  align?: "right";
  /** The cell that names its row, announced with every other cell of the row. */
  rowHeader?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
};

/** A column of counts, written with thousands separators and lined up on the right. */
export function countColumn<Row>(header: string, of: (row: Row) => number): Column<Row> {
  return { header, align: "right", cell: (row) => counts.format(of(row)) };
}

/** A column of days ("Mar 2, 2026"), from each row's instant. */
export function dayColumn<Row>(header: string, of: (row: Row) => string | Date): Column<Row> {
  return { header, cell: (row) => days.format(new Date(of(row))) };
}

/**
 * What a table is, apart from its rows: its name for screen readers, the test id of its rows, and
 * what it shows when empty. With `createTo` (a list the admin fills), an empty table gives way to
 * a line that links to the form making the first item; without it (a search that matched
 * nothing), the table stays, with one row saying so.
 */
export type TableAbout = { label: string; rowTestId: string; empty: string; createTo?: `/${string}` };

/** Edit, switch and delete on each row, with the question asked before a delete. */
type RowActionsOf<Row> = { kind: AdminItem; of: (row: Row) => ListedItem };

/**
 * An admin table. It keeps its columns on a phone and scrolls sideways inside its own box instead
 * of the page; the box can take the focus to scroll by keyboard, is named by `about.label` (or by
 * the caption), and is positioned so that the hidden labels of its buttons stay inside it too.
 */
export function AdminTable<Row extends { id: string | number }>({
  about,
  caption,
  columns,
  rows,
  figures = false,
  actions,
}: {
  about: TableAbout;
  caption?: ReactNode;
  columns: Column<Row>[];
  rows: readonly Row[];
  /** The rows are mostly figures: digits of equal width, so columns of numbers line up. */
  figures?: boolean;
  actions?: RowActionsOf<Row>;
}) {
  const captionId = useId();
  const busy = useNavigation().state !== "idle";
  const [deleting, setDeleting] = useState<ListItem | null>(null);

  if (rows.length === 0 && about.createTo) {
    return (
      <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
        {about.empty}{" "}
        <SiteLink to={about.createTo} className="text-link underline underline-offset-2">
          Create the first one
        </SiteLink>
        .
      </p>
    );
  }

  const listItem = (row: Row): ListItem => ({ idField: actions!.kind.idField, id: row.id, name: actions!.of(row).name });
  const all: Column<Row>[] = actions
    ? [
        ...columns,
        {
          header: "Actions",
          hideHeader: true,
          cell: (row) => (
            <RowActions
              item={listItem(row)}
              editTo={`${actions.kind.path}/${row.id}`}
              toggle={toggleOf(actions.kind.switch, actions.of(row).active)}
              busy={busy}
              onDelete={() => setDeleting(listItem(row))}
            />
          ),
        },
      ]
    : columns;
  const cellClass = (column: Column<Row>) => [CELL, column.align === "right" ? "text-right" : "", column.className ?? ""].join(" ").trim();
  const named = caption ? { "aria-labelledby": captionId } : { "aria-label": about.label };

  return (
    <>
      <div className="relative overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" {...named}>
        <table className="w-full text-left text-sm">
          {caption ? (
            <caption id={captionId} className="px-3 py-2 text-left text-muted">
              {caption}
            </caption>
          ) : null}
          <thead className="bg-surface-muted">
            <tr>
              {all.map((column) => (
                <th key={column.header} scope="col" className={[CELL, column.align === "right" ? "text-right" : ""].join(" ").trim()}>
                  {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={figures ? "tabular-nums" : undefined}>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-border align-top" data-testid={about.rowTestId}>
                {all.map((column) =>
                  column.rowHeader ? (
                    <th key={column.header} scope="row" className={`${cellClass(column)} font-normal`}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={all.length} className="px-3 py-6 text-center text-muted">
                  {about.empty}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {actions ? <DeleteDialog item={deleting} onClose={() => setDeleting(null)} question={actions.kind.deleting} /> : null}
    </>
  );
}

/**
 * The top of an admin list: its title, the link to the form that adds an item, and a line about
 * the list; the list follows as `children`.
 */
export function ListPage({
  title,
  create,
  intro,
  children,
}: {
  title: string;
  create: { to: `/${string}`; label: string };
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">{title}</h1>
        <SiteLink to={create.to} className={buttonClasses()}>
          {create.label}
        </SiteLink>
      </div>
      <p className="text-sm text-muted">{intro}</p>
      {children}
    </section>
  );
}

/**
 * The list page of a kind of item an editor makes: its top, and its table with each row's edit,
 * switch and delete; an empty list links to the form for the first one.
 */
export function ItemList<Row extends ListedItem>({
  kind,
  columns,
  rows,
  figures,
  after,
}: {
  kind: AdminItem;
  columns: Column<Row>[];
  rows: readonly Row[];
  figures?: boolean;
  /** What the page shows below the list. */
  after?: ReactNode;
}) {
  const { words, path } = kind;
  const about = { label: words.table, rowTestId: kind.rowTestId, empty: words.none, createTo: `${path}/new` } as const;
  return (
    <ListPage title={words.title} create={{ to: `${path}/new`, label: words.create }} intro={words.intro}>
      <AdminTable about={about} columns={columns} rows={rows} figures={figures} actions={{ kind, of: (row) => row }} />
      {after}
    </ListPage>
  );
}

/** The cell that names a row's item: a link to its editor, and a line about it underneath. */
export function ItemName({
  to,
  name,
  detail,
  detailClassName = "",
}: {
  to: `/${string}`;
  name: string;
  detail: ReactNode;
  detailClassName?: string;
}) {
  return (
    <>
      <SiteLink to={to} className="font-medium text-link underline underline-offset-2">
        {name}
      </SiteLink>
      <span className={`block text-xs text-muted ${detailClassName}`.trim()}>{detail}</span>
    </>
  );
}

/** The cell that names a row: its name, and a line about it underneath. */
export function RowTitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <span className="block font-medium">{title}</span>
      <span className="block text-muted">{children}</span>
    </>
  );
}
