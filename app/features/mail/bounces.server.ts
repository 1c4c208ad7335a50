import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { subscribers } from "#db/schema/index.ts";

/**
 * A receiving server refused mail to `address` for good: when the address is on the newsletter
 * list it is marked as bouncing, with the server's answer, and editions pass it over until it
 * subscribes again. An address that is not a subscriber (an account's mail) changes nothing.
 */
export async function markAddressBounced(db: Database, address: string, reason: string, now: Date): Promise<void> {
  await db
    .update(subscribers)
    .set({ bouncedAt: now, bounceReason: reason.slice(0, 500), updatedAt: now })
    .where(eq(subscribers.email, address));
}
