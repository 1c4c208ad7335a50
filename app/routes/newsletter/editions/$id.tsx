import { data, useLoaderData } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DIGEST_AUDIENCE, EDITION_ID_SHAPE } from "#app/features/newsletter/editions/edition-kinds.ts";
import { readEditionContent } from "#app/features/newsletter/editions/edition-runs.server.ts";
import { EditionView } from "#app/features/newsletter/editions/edition-view.tsx";
import { preferencesOf } from "#app/features/newsletter/preferences.server.ts";
import { personalAudience } from "#app/features/newsletter/personal-edition.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/$id";
import { privatePageHeaders } from "#app/lib/public-page.ts";

// Opened through a subscriber's signed link: no cache may keep it.
export const headers = privatePageHeaders;

export const handle = { ads: false };

export const meta = pageMeta({
  title: "Newsletter Edition",
  description: "A Cosmic Daily newsletter edition, as it was mailed.",
  noindex: true,
});

export const EDITION_PAGE_MESSAGES = {
  notFound: "There is no such edition.",
  subscribersOnly: "Editions are for the newsletter's subscribers. Open this page from the link in your email.",
} as const;

/**
 * An edition in the browser, for the subscriber whose signed link opened it: their personal
 * edition, their sign's, or the digest. It carries every section whole, so it never shows without that link.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  if (!EDITION_ID_SHAPE.test(params.id)) return data({ content: null, message: EDITION_PAGE_MESSAGES.notFound }, { status: 404, headers });
  const subscriber = await preferencesOf(context.db, url.searchParams.get("token"), context.env.authSecret);
  if (!subscriber) return data({ content: null, message: EDITION_PAGE_MESSAGES.subscribersOnly }, { status: 403, headers });
  // Their own personal edition first, when that day's mail was theirs alone.
  const content =
    (await readEditionContent(context.db, params.id, personalAudience(subscriber.subscriberId))) ??
    (subscriber.sign ? await readEditionContent(context.db, params.id, subscriber.sign) : null) ??
    (await readEditionContent(context.db, params.id, DIGEST_AUDIENCE));
  if (!content) return data({ content: null, message: EDITION_PAGE_MESSAGES.notFound }, { status: 404, headers });
  return data({ content, message: null }, { headers });
}

export default function EditionPage() {
  const { content, message } = useLoaderData<typeof loader>();
  if (!content) {
    return (
      <section className="mx-auto max-w-lg">
        <PageHeader title="Newsletter edition" eyebrow="Newsletter">
          <p>{message}</p>
        </PageHeader>
        <div className="flex flex-wrap gap-3">
          <SiteLink to="/signs" className={buttonClasses("primary")}>
            Today's horoscopes
          </SiteLink>
          <SiteLink to="/subscribe" className={buttonClasses("secondary")}>
            Subscribe
          </SiteLink>
        </div>
      </section>
    );
  }
  return (
    <div className="mx-auto max-w-2xl">
      <p className="mb-4 text-sm font-semibold uppercase tracking-widest text-accent">Newsletter</p>
      <EditionView content={content} />
    </div>
  );
}
