import type { Database } from "../../db/client";
import { findLatestMail } from "~/features/mail/outbox.server";

/** The confirmation link of the newest confirmation mail to an address, as the outbox holds it. */
export async function confirmationLinkFor(db: Database, email: string): Promise<string> {
  const mail = await findLatestMail(db, email, "account-confirmation");
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/confirm\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  return link;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
