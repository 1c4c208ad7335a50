import type { Database } from "#db/client.ts";
import { confirmEmail } from "#app/features/accounts/confirmations.server.ts";
import { findLatestMail } from "#app/features/mail/outbox.server.ts";

/** The confirmation link of the newest confirmation mail to an address, as the outbox holds it. */
export async function confirmationLinkFor(db: Database, email: string): Promise<string> {
  const mail = await findLatestMail(db, email, "account-confirmation");
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/confirm\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  return link;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

/**
 * Signs up, confirms and signs in an account through the app's JSON API; answers its session
 * cookie ("name=value"). The first account to confirm on a database becomes its admin.
 */
export async function signedInAccount(
  app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> },
  db: Database,
  email: string,
  { site = "http://localhost:3000", password = "stardust" }: { site?: string; password?: string } = {},
): Promise<string> {
  const post = (path: string, body: unknown) =>
    app.request(`${site}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site },
      body: JSON.stringify(body),
    });
  await post("/api/auth/sign-up/email", { email, password });
  await confirmEmail(db, tokenOf(await confirmationLinkFor(db, email)));
  const res = await post("/api/auth/sign-in/email", { email, password });
  const cookie = res.headers.getSetCookie().find((line) => line.includes("session_token="));
  if (!cookie) throw new Error(`could not sign in ${email}: ${res.status}`);
  return cookie.split(";")[0]!;
}
