import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { partnerLinks } from "#db/schema/index.ts";
import { done, notSaved, parseInput, refused, type CommandResult } from "#app/lib/command.ts";
import type { ChangeOptions } from "#app/lib/site-events.ts";
import { partnerInputSchema } from "./partner-input";
import { findPartner, forgetPartners, partnerIdOf, toPartner, type Partner } from "./partners.server";

// The admin's writes to the partner links ([partners.admin]): one command each, called alike by the
// admin pages' actions and by the JSON API, so both check [partners.validation]'s rules and answer
// the same words. Every write forgets the cards' partners here and, through `onChange`, everywhere.

const GONE = "That partner link no longer exists.";

/** Forgets the cards' partners here and, through `onChange`, on every instance. */
function changed(db: Database, onChange: (() => void) | undefined): void {
  forgetPartners(db);
  onChange?.();
}

/**
 * Creates a partner link (no `id`) or replaces one's fields. `input` is a `SavePartnerInput` as the
 * API's body or the admin form sends it; a refusal names each field's problem. `id` is the text of
 * the address: one that names no partner is refused as gone.
 */
export async function savePartner(
  db: Database,
  input: unknown,
  updatedBy: string,
  { id: idText, onChange }: ChangeOptions & { id?: string } = {},
): Promise<CommandResult<{ partner: Partner; created: boolean }>> {
  const parsed = parseInput(partnerInputSchema, input, notSaved("The partner link"));
  if (!parsed.ok) return parsed;
  const partner = parsed.data;
  if (idText === undefined) {
    const now = new Date();
    const [row] = await db
      .insert(partnerLinks)
      .values({ ...partner, createdAt: now, updatedAt: now, updatedBy })
      .returning();
    changed(db, onChange);
    return done(`“${partner.label}” is created.`, { partner: toPartner(row!), created: true });
  }
  const id = partnerIdOf(idText);
  if (id === undefined) return refused("not_found", GONE);
  const [row] = await db
    .update(partnerLinks)
    .set({ ...partner, updatedAt: new Date(), updatedBy })
    .where(eq(partnerLinks.id, id))
    .returning();
  changed(db, onChange);
  return row ? done("Partner link saved.", { partner: toPartner(row), created: false }) : refused("not_found", GONE);
}

/** Switches a partner link on (shown to readers) or off. */
export async function switchPartner(
  db: Database,
  idText: string,
  active: boolean,
  updatedBy: string,
  { onChange }: ChangeOptions = {},
): Promise<CommandResult> {
  const id = partnerIdOf(idText);
  if (id === undefined) return refused("not_found", GONE);
  const [row] = await db.update(partnerLinks).set({ active, updatedAt: new Date(), updatedBy }).where(eq(partnerLinks.id, id)).returning();
  changed(db, onChange);
  if (!row) return refused("not_found", GONE);
  return done(`“${row.label}” is ${row.active ? "active" : "hidden from readers"}.`);
}

/** Deletes a partner link from every card. */
export async function deletePartner(db: Database, idText: string, { onChange }: ChangeOptions = {}): Promise<CommandResult> {
  const id = partnerIdOf(idText);
  const partner = id === undefined ? undefined : await findPartner(db, id);
  if (!partner) return refused("not_found", GONE);
  const deleted = await db.delete(partnerLinks).where(eq(partnerLinks.id, partner.id)).returning({ id: partnerLinks.id });
  changed(db, onChange);
  return deleted.length > 0 ? done(`“${partner.label}” is deleted.`) : refused("not_found", GONE);
}
