import type { AppLoadContext } from "react-router";
import { expect, test, vi } from "vitest";
import { done, refused } from "#app/lib/command.ts";
import type { AdminItem } from "./item-actions";
import { answerEditorWrite, answerItemWrite, answerWrite, TRY_AGAIN } from "./page-action.server";

const contextWith = (logged: unknown[] = []) =>
  ({
    logger: { error: (fields: unknown) => logged.push(fields) },
    env: { siteUrl: "https://cosmic.example" },
  }) as unknown as AppLoadContext;

/** An answer's status and data, or the redirect it threw. */
async function settle(answer: () => unknown) {
  try {
    const { data, init } = (await answer()) as { data: unknown; init: { status?: number } | null };
    return { status: init?.status ?? 200, data };
  } catch (thrown) {
    const response = thrown as Response;
    return { status: response.status, location: response.headers.get("Location"), cookie: response.headers.get("Set-Cookie") };
  }
}

test("a done write answers its message; a refused one its status, its message and each field's message", async () => {
  const context = contextWith();
  expect(await settle(() => answerWrite(context, async () => done("Saved."), { failed: "x" }))).toEqual({
    status: 200,
    data: { ok: true, message: "Saved." },
  });
  const invalid = refused("invalid", "Not saved: one field needs a fix.", { name: "Name is required" });
  expect(await settle(() => answerWrite(context, async () => invalid, { failed: "x" }))).toEqual({
    status: 400,
    data: { ok: false, message: "Not saved: one field needs a fix.", fieldErrors: { name: "Name is required" } },
  });
  expect((await settle(() => answerWrite(context, async () => refused("not_found", "Gone."), { failed: "x" }))).status).toBe(404);
  expect((await settle(() => answerWrite(context, async () => refused("conflict", "No."), { failed: "x" }))).status).toBe(409);
  const withSlug = await settle(() =>
    answerWrite(context, async () => done("Saved.", { slug: "stars" }), { failed: "x", reply: (v) => v }),
  );
  expect(withSlug.data).toEqual({ ok: true, message: "Saved.", slug: "stars" });
});

test("a failure of the server's own is logged and answered 503, in the page's words when it has some", async () => {
  const logged: unknown[] = [];
  const broken = async (): Promise<never> => {
    throw new Error("database away");
  };
  expect(await settle(() => answerWrite(contextWith(logged), broken, { failed: "saving failed" }))).toEqual({
    status: 503,
    data: { ok: false, message: TRY_AGAIN },
  });
  expect(logged).toHaveLength(1);
  const own = await settle(() => answerWrite(contextWith(), broken, { failed: "x", tryAgain: "The list could not be saved." }));
  expect(own.data).toEqual({ ok: false, message: "The list could not be saved." });
});

test("a create or a delete leads on with its message as a flash, secure on an https site", async () => {
  const answer = await settle(() =>
    answerWrite(contextWith(), async () => done("“Moon” is created.", { id: "7" }), {
      failed: "x",
      then: ({ id }) => `/admin/things/${id}`,
    }),
  );
  expect(answer).toMatchObject({ status: 302, location: "/admin/things/7" });
  expect(answer.cookie).toContain(encodeURIComponent(JSON.stringify({ type: "success", text: "“Moon” is created." })));
  expect(answer.cookie).toContain("Secure");
});

const KIND: AdminItem = {
  path: "/admin/things",
  idField: "thingId",
  rowTestId: "thing-row",
  words: { title: "Things", intro: "", table: "Things", create: "New thing", none: "No things yet.", back: "All things" },
  switch: { on: { intent: "show", label: "Show" }, off: { intent: "hide", label: "Hide" } },
  deleting: { title: "Delete?", description: (name) => name, confirmLabel: "Delete thing" },
};

test("an item's switch and delete reach its commands; a delete from its own page leads back to the list", async () => {
  const calls: string[] = [];
  const item = {
    kind: KIND,
    what: "a thing",
    setOn: async (on: boolean) => (calls.push(on ? "on" : "off"), done(on ? "Shown." : "Hidden.")),
    remove: async () => (calls.push("delete"), done("Deleted.")),
  };
  const context = contextWith();
  expect((await settle(() => answerItemWrite(context, "show", item))).data).toEqual({ ok: true, message: "Shown." });
  expect((await settle(() => answerItemWrite(context, "hide", item))).data).toEqual({ ok: true, message: "Hidden." });
  expect((await settle(() => answerItemWrite(context, "delete", item))).data).toEqual({ ok: true, message: "Deleted." });
  expect(await settle(() => answerItemWrite(context, "explode", item))).toEqual({
    status: 400,
    data: { ok: false, message: "Unknown action." },
  });
  expect(calls).toEqual(["on", "off", "delete"]);

  const form = (intent: string) => {
    const fields = new FormData();
    fields.set("intent", intent);
    return fields;
  };
  const save = vi.fn(async () => answerWrite(context, async () => done("Saved."), { failed: "x" }));
  expect((await settle(() => answerEditorWrite(context, form("save"), save))).data).toEqual({ ok: true, message: "Saved." });
  expect(await settle(() => answerEditorWrite(context, form("delete"), save, item))).toMatchObject({
    status: 302,
    location: "/admin/things",
  });
  // A new item's page has nothing to switch or delete.
  expect((await settle(() => answerEditorWrite(context, form("delete"), save))).status).toBe(400);
  expect(save).toHaveBeenCalledTimes(1);
});
