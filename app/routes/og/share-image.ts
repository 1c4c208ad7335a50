import { pairSvg, signDaySvg } from "#app/features/share-images/card-svg.ts";
import { readImageDay, readImageSign, shareImageCacheControl, type ImageRequestProblem } from "#app/features/share-images/image-request.ts";
import type { CardKey } from "#app/features/share-images/cards.ts";
import { DRAW_REFUSAL_MESSAGES, type DrawRefusal } from "#app/features/share-images/draw-budget.ts";
import type { ShareImage } from "#app/features/share-images/render.server.ts";
import { SOCIAL_IMAGE } from "#app/lib/seo.ts";
import { matchesEtag } from "#app/lib/resource-response.server.ts";
import { signOf } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/share-image";
import { pairFacts, signDayFacts } from "#app/routes/_share-facts.server.ts";

/**
 * The share images of the sign pages ([share.images]), one module under two routes:
 * /og/signs/{sign}/{YYYY-MM-DD}.png, a sign's day, and
 * /og/compatibility/{sign}/{partner}/{YYYY-MM-DD}.png, a pair's score on a day.
 * A resource route: it answers the PNG itself, from memory or from the day's stored cards when it
 * can, else drawn from SVG on the server within the drawing budget ([share.image-budget]): a client
 * over its share is answered 429 before any of the card's work.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const today = context.horoscopes.today();
  const first = readImageSign(params.sign);
  if (!first.ok) return problemResponse(first);
  const partnerSlug = "partner" in params ? params.partner : undefined;
  const second = partnerSlug === undefined ? undefined : readImageSign(partnerSlug);
  if (second && !second.ok) return problemResponse(second);
  const day = readImageDay(params.image, today);
  if (!day.ok) return problemResponse(day);
  const { date } = day;

  const host = new URL(context.env.siteUrl).host;
  const key: CardKey = second ? { kind: "pair", first: first.sign, second: second.sign, date } : { kind: "sign", sign: first.sign, date };
  try {
    const kept = await context.shareImages.kept(key);
    if (kept) return pngResponse(request, kept, shareImageCacheControl(key.kind, date, today));
    const drawn = await context.shareImages.draw(key, context.clientIp, async () => {
      if (second) {
        const facts = pairFacts(signOf(first.sign), signOf(second.sign), date, context.env.siteTimeZone);
        return { svg: (fonts) => pairSvg(facts, { fonts, host }), complete: true };
      }
      const sign = signOf(first.sign);
      const reading = await context.horoscopes.readForPage(sign.slug, date);
      const facts = signDayFacts(sign, date, context.env.siteTimeZone, reading);
      // A reading that could not be read leaves out its words and colour: that image is answered, not kept.
      return { svg: (fonts) => signDaySvg(facts, { fonts, host }), complete: reading.status !== "failed" };
    });
    if (!drawn.ok) return refusalResponse(drawn);
    return pngResponse(request, drawn.image, shareImageCacheControl(key.kind, date, today, drawn.complete));
  } catch (error) {
    // Rendering failed (no resvg binary for this platform, say): the site's own card stands in.
    context.logger.error({ err: error }, "share image could not be drawn; answering the site's card");
    return new Response(null, { status: 302, headers: { Location: SOCIAL_IMAGE.path, "Cache-Control": "no-store" } });
  }
}

/** A client over its share of the drawing, or every place taken: ask again after Retry-After. */
function refusalResponse({ reason, retryAfterS }: DrawRefusal): Response {
  return new Response(`${DRAW_REFUSAL_MESSAGES[reason]}\n`, {
    status: 429,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(retryAfterS), "Cache-Control": "no-store" },
  });
}

function problemResponse({ status, message }: ImageRequestProblem): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

function pngResponse(request: Request, { png, etag }: ShareImage, cacheControl: string): Response {
  const headers = { "Cache-Control": cacheControl, ETag: etag };
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(png), {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(png.byteLength) },
  });
}
