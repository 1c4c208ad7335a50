import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { AdminTable, countColumn, ItemList, ItemName, type Column } from "./admin-table";
import { EditorShell } from "./editor-shell";
import { CheckboxGroup, useEditorValues } from "./editor-form";
import type { AdminItem } from "./item-actions";
import { TextField } from "#app/components/ui/text-field.tsx";

/** Links, forms and the navigation state need a router around them. */
const inRouter = (element: ReactElement) =>
  renderToString(
    <RouterProvider router={createMemoryRouter([{ path: "/admin/things", element }], { initialEntries: ["/admin/things"] })} />,
  ).replace(/<!-- -->/g, "");

const KIND: AdminItem = {
  path: "/admin/things",
  idField: "thingId",
  rowTestId: "thing-row",
  words: {
    title: "Things",
    intro: "The things, newest first.",
    table: "Things",
    create: "New thing",
    none: "No things yet.",
    back: "All things",
  },
  switch: { on: { intent: "show", label: "Show" }, off: { intent: "hide", label: "Hide" } },
  deleting: { title: "Delete this thing?", description: (name) => `“${name}” goes.`, confirmLabel: "Delete thing" },
};
type Thing = { id: number; name: string; active: boolean; count: number };
const COLUMNS: Column<Thing>[] = [
  { header: "Thing", rowHeader: true, cell: (thing) => <ItemName to={`/admin/things/${thing.id}`} name={thing.name} detail="a thing" /> },
  countColumn("Count", (thing) => thing.count),
];

test("a list of things names its region, heads each row with its name, lines figures up and gives each row its actions", () => {
  const page = inRouter(<ItemList kind={KIND} columns={COLUMNS} rows={[{ id: 7, name: "Moon", active: true, count: 12345 }]} />);
  expect(page).toContain("<h1");
  expect(page).toContain('href="/admin/things/new"');
  expect(page).toMatch(/<div class="relative overflow-x-auto[^"]*" tabindex="0" role="region" aria-label="Things">/);
  expect(page).toMatch(/<tr class="[^"]*" data-testid="thing-row"><th scope="row"[^>]*><a[^>]*href="\/admin\/things\/7"[^>]*>Moon<\/a>/);
  expect(page).toMatch(/<td class="[^"]*text-right[^"]*">12,345<\/td>/);
  expect(page).toMatch(/<th scope="col" class="[^"]*"><span class="sr-only">Actions<\/span><\/th>/);
  // The switch shows the way out of the item's state, and every button names its item.
  expect(page).toContain('<input type="hidden" name="thingId" value="7"/>');
  expect(page).toMatch(/value="hide"[^>]*>Hide<span class="sr-only"> Moon<\/span>/);
  expect(page).toContain('Delete<span class="sr-only"> Moon</span>');
});

test("an empty list links to the form for the first one; an empty search keeps its table with one row saying so", () => {
  const list = inRouter(<ItemList kind={KIND} columns={COLUMNS} rows={[]} />);
  expect(list).not.toContain("<table");
  expect(list).toMatch(/No things yet\. <a[^>]*href="\/admin\/things\/new"[^>]*>Create the first one<\/a>\./);
  const search = inRouter(
    <AdminTable about={{ label: "Things", rowTestId: "thing-row", empty: "No things match." }} columns={COLUMNS} rows={[]} />,
  );
  expect(search).toContain('<td colSpan="2" class="px-3 py-6 text-center text-muted">No things match.</td>');
  // A caption names the region instead.
  const captioned = inRouter(
    <AdminTable about={{ label: "Things", rowTestId: "r", empty: "None." }} caption="All the things" columns={COLUMNS} rows={[]} />,
  );
  expect(captioned).toMatch(/role="region" aria-labelledby="([^"]+)">.*<caption id="\1"/);
});

test("an editor's page leads back to its list, and shows an item's name, status and switch, or a line for a new one", () => {
  const edited = inRouter(
    <EditorShell kind={KIND} title="Edit Thing" item={{ id: 7, name: "Moon", active: false }} status={<p>Hidden</p>} intro="Fill it in.">
      <p>form</p>
    </EditorShell>,
  );
  expect(edited).toMatch(/<a[^>]*href="\/admin\/things"[^>]*>All things<\/a>/);
  expect(edited).toContain("<p>Hidden</p>");
  expect(edited).toMatch(/value="show"[^>]*>Show<\/button>/);
  expect(edited).not.toContain("Fill it in.");
  const fresh = inRouter(
    <EditorShell kind={KIND} title="New Thing" item={null} intro="Fill it in.">
      <p>form</p>
    </EditorShell>,
  );
  expect(fresh).toContain("Fill it in.");
  expect(fresh).not.toContain(">Show<");
});

function BoundFields({ errors }: { errors: { title?: string; tags?: string } }) {
  const { bind } = useEditorValues({ title: "Moon", tags: ["leo"], active: true }, "thing", errors);
  return (
    <>
      <TextField label="Title" hint="A name." {...bind.text("title")} />
      <CheckboxGroup
        legend="Tags"
        hint="Any."
        columns="grid-cols-2"
        options={[{ value: "leo", label: "Leo" }]}
        {...bind.checkboxes("tags")}
      />
    </>
  );
}

test("an editor's fields are bound by name: their ids, values and messages, each message under its own field", () => {
  const clean = inRouter(<BoundFields errors={{}} />);
  const title = /<input id="thing-title"[^>]*>/.exec(clean)![0];
  for (const attribute of ['name="title"', 'value="Moon"', 'aria-describedby="thing-title-hint"']) expect(title).toContain(attribute);
  expect(title).not.toContain("aria-invalid");
  const tag = /<input id="thing-tags-leo"[^>]*>/.exec(clean)![0];
  for (const attribute of ['type="checkbox"', 'name="tags"', 'value="leo"', 'checked=""']) expect(tag).toContain(attribute);
  const refused = inRouter(<BoundFields errors={{ title: "Title is required", tags: "Choose a tag" }} />);
  expect(refused).toContain('aria-invalid="true" aria-describedby="thing-title-hint thing-title-error"');
  expect(refused).toContain('<p id="thing-title-error" role="alert" class="text-sm font-medium text-danger">Title is required</p>');
  expect(refused).toContain('<p id="thing-tags-error" role="alert" class="text-sm font-medium text-danger">Choose a tag</p>');
});
