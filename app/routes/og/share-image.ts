import { pairSvg, signDaySvg } from "#app/features/share-images/card-svg.ts";
import { readImageDay, readImageSign, shareImageCacheControl, type ImageRequestProblem } from "#app/features/share-images/image-request.ts";
import { shareImage, type ShareImage } from "#app/features/share-images/render.server.ts";
import { SOCIAL_IMAGE } from "#app/lib/seo.ts";
import { signOf } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/share-image";
import { pairFacts, signDayFacts } from "#app/routes/_share-facts.server.ts";

/**
 * The share images of the sign pages ([share.images]), one module under two routes:
 * /og/signs/{sign}/{YYYY-MM-DD}.png, a sign's day, and
 * /og/compatibility/{sign}/{partner}/{YYYY-MM-DD}.png, a pair's score on a day.
 * A resource route: it answers the PNG itself, drawn from SVG on the server and kept in memory.
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

  const host = new URL(context.env.siteUrl).host;
  const onProblem = (problem: string) => context.logger.warn({ problem }, "share images: a font is missing; drawing with what there is");
  try {
    if (second) {
      const facts = pairFacts(signOf(first.sign), signOf(second.sign), day.date, context.env.siteTimeZone);
      const image = await shareImage(`pair|${first.sign}|${second.sign}|${day.date}`, (fonts) => pairSvg(facts, { fonts, host }), {
        onProblem,
      });
      return pngResponse(request, image, shareImageCacheControl("pair", day.date, today));
    }
    const sign = signOf(first.sign);
    const reading = await context.horoscopes.readForPage(sign.slug, day.date);
    const facts = signDayFacts(sign, day.date, context.env.siteTimeZone, reading);
    // A reading that could not be read leaves out its words and colour: that image is answered, not kept.
    const complete = reading.status !== "failed";
    const image = await shareImage(`sign|${sign.slug}|${day.date}`, (fonts) => signDaySvg(facts, { fonts, host }), {
      keep: complete,
      onProblem,
    });
    return pngResponse(request, image, shareImageCacheControl("sign", day.date, today, complete));
  } catch (error) {
    // Rendering failed (no resvg binary for this platform, say): the site's own card stands in.
    context.logger.error({ err: error }, "share image could not be drawn; answering the site's card");
    return new Response(null, { status: 302, headers: { Location: SOCIAL_IMAGE.path, "Cache-Control": "no-store" } });
  }
}

function problemResponse({ status, message }: ImageRequestProblem): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

/** Whether the client's If-None-Match names this ETag (weak or strong, or "*"). */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === etag;
  });
}

function pngResponse(request: Request, { png, etag }: ShareImage, cacheControl: string): Response {
  const headers = { "Cache-Control": cacheControl, ETag: etag };
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(png), {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(png.byteLength) },
  });
}
