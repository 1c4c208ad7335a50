import { z } from "zod";
import type { Database } from "#db/client.ts";
import { done, parseInput, refused, type CommandResult } from "#app/lib/command.ts";
import { noneScheduledMessage, previewEdition, readPreviewChoice, testMailOf, type EditionDesk } from "./admin-schedule.server";
import { setSendingPaused } from "./sending-state.server";

// The admin's writes to the newsletter's sending ([newsletter.admin]): one command each.

/** Pauses sending (no edition starts, no edition mail leaves the outbox) or resumes it. */
export async function switchSending(db: Database, paused: boolean, by: string): Promise<CommandResult> {
  await setSendingPaused(db, paused, by);
  return done(paused ? "Sending is paused." : "Sending is resumed.");
}

/** An edition kind and a sign (or the digest), as the preview's form names them. */
const testChoiceSchema = z
  .object({ kind: z.string().nullable().default(null), sign: z.string().nullable().default(null) })
  .transform((value, check) => {
    const choice = readPreviewChoice(value.kind, value.sign);
    if (choice && !("problem" in choice)) return choice;
    check.addIssue({ code: "custom", message: choice?.problem ?? "Choose an edition and a sign to send a test." });
    return z.NEVER;
  });

/**
 * Sends the admin alone the next edition of a kind, as one audience will read it
 * ([newsletter.admin-preview]): `input` is `{ kind, sign }`. Answers the address it went to.
 */
export async function sendTestEdition(desk: EditionDesk, input: unknown, adminEmail: string): Promise<CommandResult> {
  const parsed = parseInput(testChoiceSchema, input);
  if (!parsed.ok) return parsed;
  const preview = await previewEdition(desk, parsed.data);
  if (!preview) return refused("not_found", noneScheduledMessage(parsed.data.kind));
  const to = adminEmail.trim().toLowerCase();
  const mail = testMailOf(preview.content, desk.env.siteUrl);
  await desk.mailer.send({ kind: "newsletter-test", to, subject: `[Test] ${mail.subject}`, text: mail.text, html: mail.html, headers: {} });
  return done(`Test edition sent to ${to}.`);
}
