import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { createCache } from "#app/lib/cache.ts";
import { isCalendarDate } from "#app/lib/dates.ts";
import type { CardKey } from "./cards";

/**
 * The day's cards on disk, under DATA_DIR/share-images/{day}/ ([share.image-budget]): written by
 * the pre-generation, read by the image route before it would draw. A card is written to a
 * temporary name and renamed into place, so a reader finds the whole file or none, even while
 * another process of the same data directory writes the same card. Which cards a day's folder holds
 * is listed once a minute, so a card that is not stored (most of a burst's) costs no file system
 * call; this process's own writes and finds join the list at once.
 */
export type ImageStore = {
  /** The stored bytes of a card, or undefined when it is not stored. */
  read(key: CardKey): Promise<Buffer | undefined>;
  write(key: CardKey, png: Uint8Array): Promise<void>;
  /** Whether the card is stored, without reading it. */
  has(key: CardKey): Promise<boolean>;
  /** Removes every stored day but those named. */
  keepOnly(days: readonly string[]): Promise<void>;
};

/** The card's file, relative to the store: `2026-11-25/sign-leo.png`, `2026-11-25/pair-leo-libra.png`. */
export function cardFile(key: CardKey): string {
  return key.kind === "sign" ? join(key.date, `sign-${key.sign}.png`) : join(key.date, `pair-${key.first}-${key.second}.png`);
}

/** How long a day's listing is believed: a card another process stored shows within this. */
const LISTING_TTL_MS = 60_000;

export function createImageStore(dir: string): ImageStore {
  let written = 0;
  // Listings of the days asked for lately, missing days included (an empty listing).
  const listings = createCache<Set<string>>({ maxEntries: 16, ttlMs: LISTING_TTL_MS });
  const listingOf = (day: string) =>
    listings.rememberAsync(day, async () => new Set(await readdir(join(dir, day)).catch(() => [] as string[])));
  const noteStored = async (key: CardKey) => (await listingOf(key.date)).add(basename(cardFile(key)));

  return {
    async read(key) {
      if (!(await listingOf(key.date)).has(basename(cardFile(key)))) return undefined;
      try {
        return await readFile(join(dir, cardFile(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        (await listingOf(key.date)).delete(basename(cardFile(key)));
        return undefined;
      }
    },
    async write(key, png) {
      const path = join(dir, cardFile(key));
      await mkdir(join(dir, key.date), { recursive: true });
      const temporary = `${path}.${process.pid}.${++written}.tmp`;
      await writeFile(temporary, png);
      await rename(temporary, path);
      await noteStored(key);
    },
    async has(key) {
      if ((await listingOf(key.date)).has(basename(cardFile(key)))) return true;
      // Stored since the listing was read, by another process of this data directory.
      const found = await stat(join(dir, cardFile(key))).then(
        () => true,
        () => false,
      );
      if (found) await noteStored(key);
      return found;
    },
    async keepOnly(days) {
      const entries = await readdir(dir).catch(() => [] as string[]);
      // Only folders named after a day are the store's: anything else put there is left alone.
      const stale = entries.filter((entry) => isCalendarDate(entry) && !days.includes(entry));
      await Promise.all(stale.map((day) => rm(join(dir, day), { recursive: true, force: true })));
      for (const day of stale) listings.delete(day);
    },
  };
}
