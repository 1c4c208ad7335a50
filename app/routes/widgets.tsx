import { data } from "react-router";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { EMBED_BYTE_BUDGET, EMBED_FRAME_SIZES, EMBED_MESSAGES, parseEmbedLook, parseEmbedSubject } from "#app/features/embeds/embeds.ts";
import { WidgetBuilder } from "#app/features/embeds/widget-builder.tsx";
import { publicPage } from "#app/lib/public-page.ts";
import { queryValue } from "#app/lib/request-input.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/widgets";

// The same for every anonymous reader, so shared caches (the site's page cache too) may keep it.
export const headers = publicPage({ query: ["sign", "theme"] });

export const meta = pageMeta({
  title: "Free Horoscope Widget for Your Site",
  description:
    "Put today’s horoscope on your own site: a small box with a sign’s day in short, or all twelve signs, in a light or dark look. Free, with no cookies, no scripts and no ads.",
});

/**
 * The widget page ([embeds.widget-page]): what the widget is, its builder and snippet. The
 * builder's choice may come in the address (its form without scripts): a sign or "all", and a look.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const subject = parseEmbedSubject(queryValue(url, "sign"));
  if (!subject) throw data({ message: EMBED_MESSAGES.unknownSubject }, { status: 400 });
  const look = parseEmbedLook(queryValue(url, "theme"));
  if (!look) throw data({ message: EMBED_MESSAGES.unknownTheme }, { status: 400 });
  return { subject, look, siteUrl: context.env.siteUrl, timeZone: context.env.siteTimeZone };
}

export default function WidgetsPage({ loaderData }: Route.ComponentProps) {
  const { subject, look, siteUrl, timeZone } = loaderData;
  return (
    <article className="flex flex-col gap-10">
      <PageHeader title="Free Horoscope Widget for Your Site" eyebrow="Widgets">
        <p>
          Put today’s horoscope on your own website or blog: a small box with one sign’s day in short, or a line for each of the twelve
          signs. It changes by itself every day, costs nothing and needs no account.
        </p>
      </PageHeader>

      <div className="prose-cosmic">
        <h2>What your readers see</h2>
        <p>
          The box for a sign shows its glyph, its name and dates, today’s date, the day’s headline and a short summary from our{" "}
          <SiteLink to="/signs">daily horoscope</SiteLink>, and a link to the full reading on Cosmic Daily, which opens in a new tab. The
          box for all twelve gives each sign its headline and a link. A new day’s reading appears at midnight, {timeZone} time.
        </p>
        <h2>What it leaves out</h2>
        <p>
          The widget sets no cookies, runs no scripts, shows no ads and counts no visits to your page. It weighs less than{" "}
          {EMBED_BYTE_BUDGET / 1000} KB and draws its text in your reader’s own system font.
        </p>
      </div>

      <WidgetBuilder siteUrl={siteUrl} subject={subject} look={look} />

      <div className="prose-cosmic">
        <h2>How to add it</h2>
        <p>
          Copy the snippet and paste it into your page’s HTML where the box should appear; most site builders have an “HTML” or “Embed”
          block for this. The box for a sign is {EMBED_FRAME_SIZES.sign.width} by {EMBED_FRAME_SIZES.sign.height} pixels, the list of all
          twelve {EMBED_FRAME_SIZES.all.width} by {EMBED_FRAME_SIZES.all.height}, and neither grows wider than the column it sits in: change
          the width and height in the snippet if your page needs other sizes.
        </p>
      </div>
    </article>
  );
}
