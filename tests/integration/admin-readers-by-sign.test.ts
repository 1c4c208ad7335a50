import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { pushSubscriptions, subscribers } from "#db/schema/index.ts";
import * as newsletterPage from "#app/routes/admin/newsletter/index.tsx";
import type { Site } from "#server/site/site.ts";
import { signedInAccount } from "#tests/factories/accounts.ts";
import { confirmedSubscriber } from "#tests/factories/newsletter.ts";
import { testBrowserKeys } from "#tests/factories/push.ts";
import { buildTestApp, loadContextFor, SITE_URL } from "#tests/factories/site.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

type LoaderData = Awaited<ReturnType<typeof newsletterPage.loader>>["data"];

describe.each(await testDatabaseKinds())("the admin's readers by sign on %s", (kind) => {
  const database = useTestDatabase(kind);
  let site: Site;
  let admin: string;

  beforeAll(async () => {
    let app: ReturnType<typeof buildTestApp>["app"];
    ({ site, app } = buildTestApp(database));
    admin = await signedInAccount(app, database.db, "owner@example.com");
  }, 120_000);

  test("[push.admin] /admin/newsletter counts each sign's push subscribers beside its confirmed mail subscribers", async () => {
    const now = new Date();
    await database.db.insert(subscribers).values([
      confirmedSubscriber({ email: "leo1@example.com", zodiacSign: "leo" }),
      confirmedSubscriber({ email: "leo2@example.com", zodiacSign: "leo" }),
      confirmedSubscriber({ email: "virgo@example.com", zodiacSign: "virgo" }),
      // Neither an unconfirmed address, nor one that left, nor the digest's readers count for a sign.
      confirmedSubscriber({ email: "pending@example.com", zodiacSign: "leo", isVerified: false, verifiedAt: null }),
      confirmedSubscriber({ email: "gone@example.com", zodiacSign: "leo", unsubscribedAt: now }),
      confirmedSubscriber({ email: "digest@example.com", zodiacSign: null }),
    ]);
    const push = (zodiacSign: string) => {
      const keys = testBrowserKeys();
      return {
        id: randomUUID(),
        endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
        p256dh: keys.p256dh,
        auth: keys.auth,
        zodiacSign,
        sendMinute: 420,
        timeZone: "UTC",
      };
    };
    await database.db.insert(pushSubscriptions).values([push("leo"), push("aries"), push("aries"), push("aries")]);

    const request = new Request(`${SITE_URL}/admin/newsletter`, { headers: { Cookie: admin } });
    const answer = (await newsletterPage.loader({
      request,
      url: new URL(request.url),
      params: {},
      context: loadContextFor(site, request),
    } as never)) as {
      data: LoaderData;
    };
    const rows = answer.data.readersBySign;
    expect(rows).toHaveLength(12);
    expect(rows.find((row) => row.id === "leo")).toEqual({ id: "leo", name: "Leo", mail: 2, push: 1 });
    expect(rows.find((row) => row.id === "aries")).toEqual({ id: "aries", name: "Aries", mail: 0, push: 3 });
    expect(rows.find((row) => row.id === "virgo")).toEqual({ id: "virgo", name: "Virgo", mail: 1, push: 0 });
    expect(rows.filter((row) => row.mail + row.push === 0)).toHaveLength(9);
  });
});
