import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { subscribers } from "#db/schema/index.ts";
import { calendarDateIn } from "#app/lib/dates.ts";
import type { Mailer } from "#app/lib/mail.ts";
import { isSignSlug } from "#app/zodiac/signs.ts";
import type { EditionWriter } from "./editions/edition-content";
import { DIGEST_AUDIENCE, editionId } from "./editions/edition-kinds";
import { listToken, recipientLinks } from "./list-links.server";
import { welcomeMail } from "./welcome-mail";

type WelcomeOptions = {
  write: EditionWriter;
  mailer: Mailer;
  siteUrl: string;
  secret: string;
  /** The zone of an address that never chose one. */
  siteTimeZone: string;
  /** The schedule's clock, which says what "today" is (NEWSLETTER_CLOCK_START moves it). */
  now: Date;
};

/**
 * Queues the welcome mail of an address that has just confirmed, with today's reading on its own
 * clocks ([newsletter.welcome-mail]). Once per address, ever: `welcomed_at` is taken first, by
 * one statement, so two confirmations at once (or a confirmation after leaving and coming back)
 * cannot welcome it twice; a mail that could not be written hands it back for the next one.
 * Answers whether a welcome was queued.
 */
export async function welcomeSubscriber(db: Database, subscriberId: string, options: WelcomeOptions): Promise<boolean> {
  const [reader] = await db
    .update(subscribers)
    .set({ welcomedAt: options.now })
    .where(and(eq(subscribers.id, subscriberId), eq(subscribers.isVerified, true), isNull(subscribers.welcomedAt)))
    .returning({
      email: subscribers.email,
      name: subscribers.name,
      sign: subscribers.zodiacSign,
      deliveryTime: subscribers.deliveryTime,
      timeZone: subscribers.timeZone,
    });
  if (!reader) return false;
  try {
    const timeZone = reader.timeZone ?? options.siteTimeZone;
    const date = calendarDateIn(options.now, timeZone);
    const audience = reader.sign && isSignSlug(reader.sign) ? reader.sign : DIGEST_AUDIENCE;
    const today = await options.write({ id: editionId("daily", date), kind: "daily", date, occasion: "" }, audience);
    const links = recipientLinks(options.siteUrl, editionId("daily", date), listToken(subscriberId, options.secret));
    await options.mailer.send(
      welcomeMail({
        to: reader.email,
        name: reader.name,
        today,
        hour: { time: reader.deliveryTime, timeZone },
        links: { ...links.mergeFields, headers: links.headers },
      }),
    );
    return true;
  } catch (error) {
    await db.update(subscribers).set({ welcomedAt: null }).where(eq(subscribers.id, subscriberId));
    throw error;
  }
}
