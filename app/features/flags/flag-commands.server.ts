import { z } from "zod";
import type { Database } from "#db/client.ts";
import { done, parseInput, type CommandResult } from "#app/lib/command.ts";
import type { ChangeOptions } from "#app/lib/site-events.ts";
import { FLAG_NAMES, setFlag } from "./flags.server";

const UNKNOWN_FLAG = "Unknown flag or value.";

/** What `switchFlag` takes: `{ name: "horoscope_gating" | "section_blurs" | "product_cta_enabled", enabled: boolean }`. */
const flagSwitchSchema = z.object(
  { name: z.enum(FLAG_NAMES, { error: UNKNOWN_FLAG }), enabled: z.boolean({ error: UNKNOWN_FLAG }) },
  { error: UNKNOWN_FLAG },
);

/**
 * Switches a product flag on or off ([gating.flags]): every instance forgets its flags and its
 * anonymous pages, which would show the old gating.
 */
export async function switchFlag(db: Database, input: unknown, by: string, { onChange }: ChangeOptions = {}): Promise<CommandResult> {
  const parsed = parseInput(flagSwitchSchema, input);
  if (!parsed.ok) return parsed;
  const { name, enabled } = parsed.data;
  await setFlag(db, name, enabled, by, { onChange });
  return done(`${name} is now ${enabled ? "on" : "off"}.`);
}
