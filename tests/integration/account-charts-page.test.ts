import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { savedCharts } from "#db/schema/index.ts";
import { SAVED_CHART_MESSAGES } from "#app/features/charts/saved-charts.server.ts";
import * as chartsPage from "#app/routes/account/charts/index.tsx";
import { ULM_BIRTH } from "#tests/factories/charts.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { buildTestApp, loaderAnswer, routeArgs, SITE_URL } from "#tests/factories/site.ts";
import { useTestDatabase } from "#tests/setup/databases.ts";

// The charts page as its reader uses it: another reader's chart id is a 404 that changes and shows nothing.
describe("[charts.saved] /account/charts", () => {
  const database = useTestDatabase("pglite");
  let built: ReturnType<typeof buildTestApp>;
  let reader = "";
  let othersChart = "";

  const save = async (cookie: string, name: string) => {
    const answer = await built.app.request(`${SITE_URL}/api/me/charts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE_URL, Cookie: cookie },
      body: JSON.stringify({ name, me: true, ...ULM_BIRTH }),
    });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { chart: { id: string } }).chart.id;
  };
  const press = async (cookie: string, fields: Record<string, string>) => {
    const request = new Request(`${SITE_URL}/account/charts`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    return Promise.resolve()
      .then(() => chartsPage.action(routeArgs(built.site, request) as never))
      .then(
        (answer) => ({ answer: loaderAnswer<unknown>(answer) }),
        (thrown: unknown) => ({ thrown }),
      );
  };

  beforeAll(async () => {
    built = buildTestApp(database);
    reader = await signedInAccount(built.app, database.db, "reader@example.com");
    const other = await signedInAccount(built.app, database.db, "other@example.com");
    await save(reader, "Mine");
    othersChart = await save(other, "Not yours");
  });

  test("the list holds only the reader's own charts", async () => {
    const request = new Request(`${SITE_URL}/account/charts`, { headers: { Cookie: reader } });
    const { data } = loaderAnswer<unknown>(await chartsPage.loader(routeArgs(built.site, request) as never));
    expect((data as { charts: Array<{ name: string }> }).charts.map((chart) => chart.name)).toEqual(["Mine"]);
  });

  test("renaming, marking or deleting another reader's chart is a 404, and their chart stays as it was", async () => {
    for (const fields of <Array<Record<string, string>>>[
      { intent: "rename", id: othersChart, name: "Taken" },
      { intent: "me", id: othersChart },
      { intent: "delete", id: othersChart },
    ]) {
      const pressed = await press(reader, fields);
      expect("answer" in pressed && pressed.answer.status, fields.intent).toBe(404);
      expect("answer" in pressed && pressed.answer.data).toEqual({ ok: false, message: SAVED_CHART_MESSAGES.gone });
    }
    const [row] = await database.db.select().from(savedCharts).where(eq(savedCharts.id, othersChart));
    expect(row).toMatchObject({ name: "Not yours", isMe: true });
  });

  test("a visitor is sent to sign in, with the page to come back to", async () => {
    const pressed = await press("", { intent: "delete", id: othersChart });
    expect("thrown" in pressed && (pressed.thrown as Response).status).toBe(302);
    expect((pressed as { thrown: Response }).thrown.headers.get("Location")).toBe("/auth?redirectTo=%2Faccount%2Fcharts");
  });
});
