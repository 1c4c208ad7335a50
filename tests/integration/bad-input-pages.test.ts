import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { removePost } from "#app/features/blog/posts.server.ts";
import * as auth from "#app/routes/auth/index.tsx";
import * as confirm from "#app/routes/auth/confirm.tsx";
import * as blogList from "#app/routes/blog/index.tsx";
import * as blogPost from "#app/routes/blog/$slug.tsx";
import * as unsubscribe from "#app/routes/unsubscribe.tsx";
import * as verify from "#app/routes/verify.tsx";
import { buildTestSite, loadContextFor } from "#tests/factories/site.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/setup/databases.ts";

// [errors.bad-input] Pages and their form actions, called as React Router calls them, with input
// no page of the site sends: each answers a 4xx response, where it used to fail with a 500.

const kinds = await testDatabaseKinds();
const NUL_REFUSED = { data: { message: "Text may not contain NUL characters." }, init: { status: 400 } };
const WRONG_TYPE = { init: { status: 415 } };

describe.each(kinds)("bad input to pages on %s", (kind) => {
  let database: TestDatabase;
  let contextFor: (request: Request) => AppLoadContext;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const site = buildTestSite(database);
    contextFor = (request) => loadContextFor(site, request);
  });
  afterAll(async () => {
    await database?.drop();
  });

  // Loaders and actions are called as React Router calls them; their types want more than these tests need.
  const args = (request: Request, params: Record<string, string> = {}) =>
    ({ request, url: new URL(request.url), params, context: contextFor(request) }) as never;
  const form = (path: string, body: string, type = "application/x-www-form-urlencoded") =>
    new Request(`http://localhost:3000${path}`, { method: "POST", body, headers: { "Content-Type": type } });
  const thrownBy = (run: () => Promise<unknown>) =>
    run().then(
      (value) => ({ returned: value }),
      (error: unknown) => error,
    );

  test("[errors.bad-input] a post slug holding a NUL is the not-found page, asked of no database", async () => {
    const request = new Request("http://localhost:3000/blog/a%00b");
    expect(await thrownBy(() => blogPost.loader(args(request, { slug: "a\0b" })))).toMatchObject({ init: { status: 404 } });
    expect(await removePost(database.db, "a\0b")).toBe(false);
  });

  test("[errors.bad-input] a tag holding a NUL is a 400", async () => {
    const request = new Request("http://localhost:3000/blog?tag=a%00b");
    expect(await thrownBy(() => blogList.loader(args(request)))).toMatchObject(NUL_REFUSED);
  });

  test("[errors.bad-input] asking for a new confirmation for an address holding a NUL is a 400", async () => {
    const request = form("/verify", "intent=resend&email=a%00b%40example.com");
    expect(await thrownBy(() => verify.action(args(request)))).toMatchObject(NUL_REFUSED);
  });

  test("[errors.bad-input] signing up with an address holding a NUL is a 400, not a 503", async () => {
    const request = form("/auth", "intent=sign-up&email=a%00b%40example.com&password=a-long-password&confirmPassword=a-long-password");
    expect(await thrownBy(() => auth.action(args(request)))).toMatchObject(NUL_REFUSED);
  });

  test.each<[string, (args: never) => Promise<unknown>]>([
    ["/verify", verify.action],
    ["/unsubscribe", unsubscribe.action],
    ["/auth/confirm", confirm.action],
    ["/auth", auth.action],
  ])("[errors.bad-input] a form posted to %s as text/plain is a 415", async (path, action) => {
    const request = form(path, "token=abc&intent=sign-in", "text/plain");
    expect(await thrownBy(() => action(args(request)))).toMatchObject(WRONG_TYPE);
  });
});
