import type { AppLoadContext } from "react-router";
import { flagsFor, type Flags } from "~/features/flags/flags.server";
import type { GateInput } from "~/features/gating/gate";
import { readSubscriber } from "~/features/newsletter/subscriber-session.server";

/**
 * Who this request is, for gating: the flags (all off with ?ungated=1) and whether it carries a
 * valid subscriber session. Composed here because features never import each other.
 */
export async function gateInputFor(context: AppLoadContext, request: Request): Promise<GateInput & { flags: Flags }> {
  const flags = await flagsFor(context.db, request.url);
  // Without a secret no token can be trusted, so nobody counts as a subscriber.
  const secret = context.env.authSecret;
  const subscriber = secret ? readSubscriber(request, secret) !== null : false;
  return { gating: flags.horoscope_gating, blurs: flags.section_blurs, subscriber, flags };
}
