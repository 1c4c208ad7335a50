import { redirect } from "react-router";
import { endEverySession } from "#app/features/accounts/credentials.server.ts";
import type { Route } from "./+types/sign-out";

/** Sign Out: every session of the account ends on the server, this one's cookie is cleared, and the browser goes to /. */
export async function action({ context, request }: Route.ActionArgs) {
  const headers = new Headers();
  for (const cookie of await endEverySession(context.auth, context.db, request.headers)) headers.append("Set-Cookie", cookie);
  throw redirect("/", { headers });
}

// Signing out changes state, so it only happens by POST; a visit here just goes home.
export function loader() {
  throw redirect("/");
}
