import { z } from "zod";
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
