import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { analyticsSalts } from "#db/schema/index.ts";
import { calendarDateIn } from "#app/lib/dates.ts";

export type VisitorHasher = {
  /**
   * The visitor's hash for today: the same for the same address and user agent all day (in the
   * site's time zone), different the next day, and impossible to recompute once the day's salt
   * is gone ([analytics.visitors]).
   */
  hash(clientIp: string, userAgent: string): Promise<string>;
  /**
   * The day's hash of the client's address alone (an IPv6 address by its /64 network), with the
   * same salt: what the daily caps per address count by ([analytics.address-caps]), without the
   * address itself ever being stored.
   */
  addressHash(clientIp: string): Promise<string>;
};

type VisitorHasherOptions = {
  db: Database;
  /** SITE_TIMEZONE: where one day's salt ends and the next begins. */
  timeZone: string;
  now?: () => Date;
};

/**
 * Hashes visitors with the day's salt, which every instance shares through `analytics_salts`:
 * the first instance to need a day's salt makes it, the others read that one. The salt is read
 * once a day per instance and kept in memory until the day changes.
 */
export function createVisitorHasher({ db, timeZone, now = () => new Date() }: VisitorHasherOptions): VisitorHasher {
  // The salt of the day being hashed, or its load in progress, so concurrent first reports share one read.
  let current: { day: string; salt: Promise<string> } | undefined;

  const saltOf = (day: string): Promise<string> => {
    if (current?.day !== day) {
      const salt = loadSalt(db, day);
      current = { day, salt };
      // A failed read is tried again by the next report, not remembered for the rest of the day.
      salt.catch(() => {
        if (current?.salt === salt) current = undefined;
      });
    }
    return current.salt;
  };

  return {
    async hash(clientIp, userAgent) {
      const salt = await saltOf(calendarDateIn(now(), timeZone));
      return createHash("sha256").update(`${salt}\0${clientIp}\0${userAgent}`).digest("hex").slice(0, 32);
    },
    async addressHash(clientIp) {
      const salt = await saltOf(calendarDateIn(now(), timeZone));
      // The "address" field keeps these hashes apart from the visitors' own.
      return createHash("sha256")
        .update(`${salt}\0address\0${addressKeyOf(clientIp)}`)
        .digest("hex")
        .slice(0, 32);
    },
  };
}

/**
 * What counts as one client address for the caps: an IPv4 address whole, an IPv6 address by its
 * first 64 bits. One IPv6 line or device is given a whole /64 and may take a new address from it
 * whenever it likes, so the network, not the address, is what one client holds.
 */
export function addressKeyOf(clientIp: string): string {
  if (!clientIp.includes(":")) return clientIp;
  const [head = "", tail] = clientIp.toLowerCase().split("::") as [string, string | undefined];
  const front = head === "" ? [] : head.split(":");
  const back = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Today's salt, made if no instance has made it yet; earlier days' salts are deleted here, so a
 * day's hashes cannot be recomputed once it is over. Days after `day` stay: an instance whose
 * clock runs a little ahead may already have made tomorrow's, and it will be needed soon.
 */
async function loadSalt(db: Database, day: string): Promise<string> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflictDoNothing({ target: analyticsSalts.day });
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  await forgetPastSalts(db, day);
  if (!row) throw new Error(`the analytics salt of ${day} was not found right after it was written`);
  return row.salt;
}

/**
 * Deletes the salts of the days before `today`. Reports do it when they make a new day's salt;
 * the rollup job does it too, so a salt is gone soon after its day even when no report comes
 * after midnight.
 */
export async function forgetPastSalts(db: Database, today: string): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
}
