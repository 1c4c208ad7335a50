import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { mailOutbox } from "#db/schema/index.ts";
import { DONE_MAIL_RETENTION_DAYS, pruneDoneMail, queueMail } from "#app/features/mail/outbox.server.ts";
import { testDatabaseKinds, useTestDatabase } from "#tests/setup/databases.ts";

const DAY = 86_400_000;

describe.each(await testDatabaseKinds())("mail outbox pruning on %s", (kind) => {
  const database = useTestDatabase(kind, { fresh: "each" });

  test("[mail.outbox-retention] mail done with leaves the outbox after the retention; mail still waiting never does", async () => {
    const now = Date.now();
    const queue = async (to: string, state: { sentDaysAgo?: number; refusedDaysAgo?: number; queuedDaysAgo?: number }) => {
      const id = await queueMail(database.db, { kind: "newsletter-daily", to, subject: "s", text: "t", html: "h" });
      await database.db
        .update(mailOutbox)
        .set({
          sentAt: state.sentDaysAgo === undefined ? null : new Date(now - state.sentDaysAgo * DAY),
          failedAt: state.refusedDaysAgo === undefined ? null : new Date(now - state.refusedDaysAgo * DAY),
          createdAt: new Date(now - (state.queuedDaysAgo ?? 0) * DAY),
        })
        .where(eq(mailOutbox.id, id));
    };
    await queue("old-sent@example.com", { sentDaysAgo: DONE_MAIL_RETENTION_DAYS + 1 });
    await queue("old-refused@example.com", { refusedDaysAgo: DONE_MAIL_RETENTION_DAYS + 5 });
    await queue("recent-sent@example.com", { sentDaysAgo: DONE_MAIL_RETENTION_DAYS - 1 });
    await queue("waiting-for-ages@example.com", { queuedDaysAgo: DONE_MAIL_RETENTION_DAYS * 2 });

    const pruned = await pruneDoneMail(database.db, new Date(now - DONE_MAIL_RETENTION_DAYS * DAY), 1);
    expect(pruned).toBe(2);
    const left = await database.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .orderBy(sql`${mailOutbox.toAddress}`);
    expect(left.map((row) => row.to)).toEqual(["recent-sent@example.com", "waiting-for-ages@example.com"]);
    // Running it again, here or on another instance, finds nothing more.
    expect(await pruneDoneMail(database.db, new Date(now - DONE_MAIL_RETENTION_DAYS * DAY))).toBe(0);
  });
});
