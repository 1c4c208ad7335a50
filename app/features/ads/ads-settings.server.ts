import { z } from "zod";
import { done, parseInput, type CommandResult } from "#app/lib/command.ts";
import { AD_MODES } from "./ad-modes";

/** An admin's change to the ad settings; either key may be left out. */
export const adsSettingsUpdateSchema = z
  .object({
    ads_mode: z.enum(AD_MODES, { error: `ads_mode must be one of ${AD_MODES.join(", ")}` }).optional(),
    // An empty id removes it (stored as null), so an admin can take a wrong one back.
    google_publisher_id: z
      .string()
      .trim()
      .regex(/^(ca-pub-\d{16})?$/, "google_publisher_id must be ca-pub- followed by 16 digits")
      .transform((id) => (id === "" ? null : id))
      .optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Send ads_mode, google_publisher_id or both.");

/**
 * What `saveAdSettings` takes, as the JSON API's body and the settings form send it:
 * `{ ads_mode?: "off" | "internal" | "google-auto" | "hybrid", google_publisher_id?: "ca-pub-…" | "" }`.
 */
export type SaveAdSettingsInput = z.input<typeof adsSettingsUpdateSchema>;

/** Where the settings are kept: the settings feature's store, handed in by whoever composes the write. */
export type WriteSettings = (values: Record<string, string | null>, updatedBy: string) => Promise<void>;

/**
 * Saves the ad settings an admin changed ([ads.settings-save]). A refusal answers the first
 * problem's words, naming its field.
 */
export async function saveAdSettings(write: WriteSettings, input: unknown, updatedBy: string): Promise<CommandResult> {
  const parsed = parseInput(adsSettingsUpdateSchema, input);
  if (!parsed.ok) return parsed;
  await write(parsed.data, updatedBy);
  return done("Settings saved.");
}
