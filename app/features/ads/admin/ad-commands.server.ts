import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { ads } from "#db/schema/index.ts";
import { done, notSaved, parseInput, refused, type CommandResult } from "#app/lib/command.ts";
import type { ChangeOptions } from "#app/lib/site-events.ts";
import { forgetAds } from "#app/features/ads/ads.server.ts";
import type { AdType, AnchorPosition } from "#app/features/ads/inventory.ts";
import { adInputSchema, type AdInput } from "./ad-input";
import { adStatus, type AdStatus } from "./ad-status";

// The admin's writes to the ad inventory ([ads.admin]): one command each, called alike by the admin
// pages' actions and by the JSON API, so both check the same rules and answer the same words.
// Every write forgets the served inventory here and, through `onChange`, on every instance.

const GONE = "That ad no longer exists.";

export type StoredAd = AdInput & { id: string };

/** An ad's id is a UUID; any other text names no ad and never reaches a query (the column would refuse it). */
function isAdId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** An ad as the admin's list shows it. */
export type AdListing = Pick<StoredAd, "id" | "name" | "type" | "active" | "slots" | "weight" | "startsAt" | "endsAt">;

/** Every ad, newest first, for the admin's list; its counted figures are the counted figures' to add. */
export async function listAds(db: Database): Promise<AdListing[]> {
  const rows = await db
    .select({
      id: ads.id,
      name: ads.name,
      type: ads.type,
      active: ads.active,
      slots: ads.slots,
      weight: ads.weight,
      startsAt: ads.startsAt,
      endsAt: ads.endsAt,
    })
    .from(ads)
    .orderBy(desc(ads.createdAt));
  return rows.map((row) => ({ ...row, type: row.type as AdType, slots: row.slots as StoredAd["slots"] }));
}

export async function findAd(db: Database, id: string): Promise<StoredAd | undefined> {
  if (!isAdId(id)) return undefined;
  const [row] = await db.select().from(ads).where(eq(ads.id, id)).limit(1);
  if (!row) return undefined;
  // The ad without the row's bookkeeping, its texts read as the inventory's kinds.
  const { createdAt: _created, updatedAt: _updated, updatedBy: _by, ...ad } = row;
  const { type, anchorPosition, slots, pageTypes, signs } = ad;
  return {
    ...ad,
    type: type as AdType,
    anchorPosition: anchorPosition as AnchorPosition,
    slots: slots as StoredAd["slots"],
    pageTypes: pageTypes as StoredAd["pageTypes"],
    signs: signs as StoredAd["signs"],
  };
}

/**
 * Creates an ad (no `id`) or replaces one's fields. `input` is a `SaveAdInput` as the API's body or
 * the admin form sends it, checked with the inventory's rules; a refusal names each field's problem.
 */
export async function saveAd(
  db: Database,
  input: unknown,
  updatedBy: string,
  { id, onChange }: ChangeOptions & { id?: string } = {},
): Promise<CommandResult<{ id: string; created: boolean }>> {
  const parsed = parseInput(adInputSchema, input, notSaved("The ad"));
  if (!parsed.ok) return parsed;
  const ad = parsed.data;
  const now = new Date();
  const values = { ...ad, updatedAt: now, updatedBy };
  if (id !== undefined) {
    if (!isAdId(id)) return refused("not_found", GONE);
    const [updated] = await db.update(ads).set(values).where(eq(ads.id, id)).returning({ id: ads.id });
    changed(db, onChange);
    return updated ? done("Ad saved.", { id: updated.id, created: false }) : refused("not_found", GONE);
  }
  const [created] = await db
    .insert(ads)
    .values({ ...values, id: randomUUID(), createdAt: now })
    .returning({ id: ads.id });
  changed(db, onChange);
  return done(`“${ad.name}” is created.`, { id: created!.id, created: true });
}

/** Why a resumed ad still does not run, when its dates keep it off. */
const STILL_OFF: Partial<Record<AdStatus, string>> = {
  ended: " Its end date has passed, so it does not run.",
  scheduled: " It starts running at its start date.",
};

/** Pauses an ad (`running` false) or resumes it; resuming says when the dates still keep it off. */
export async function switchAd(
  db: Database,
  id: string,
  running: boolean,
  updatedBy: string,
  { onChange }: ChangeOptions = {},
): Promise<CommandResult> {
  const ad = await findAd(db, id);
  if (!ad) return refused("not_found", GONE);
  await db.update(ads).set({ active: running, updatedAt: new Date(), updatedBy }).where(eq(ads.id, ad.id));
  changed(db, onChange);
  if (!running) return done(`“${ad.name}” is paused.`);
  return done(`“${ad.name}” is resumed.${STILL_OFF[adStatus({ ...ad, active: running })] ?? ""}`);
}

/** Deletes an ad and everything it has counted. */
export async function deleteAd(db: Database, id: string, { onChange }: ChangeOptions = {}): Promise<CommandResult> {
  const ad = await findAd(db, id);
  if (!ad) return refused("not_found", GONE);
  const deleted = await db.delete(ads).where(eq(ads.id, ad.id)).returning({ id: ads.id });
  changed(db, onChange);
  return deleted.length > 0 ? done(`“${ad.name}” is deleted.`) : refused("not_found", GONE);
}

function changed(db: Database, onChange: (() => void) | undefined): void {
  forgetAds(db);
  onChange?.();
}
