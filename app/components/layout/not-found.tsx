import { useEffect, useRef } from "react";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { toast } from "#app/lib/toast.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { PageHeader } from "./page-header";

const NOT_FOUND_TOAST = {
  title: "Page not found",
  description: "We couldn't find the page you were looking for.",
  durationMs: 5_000,
} as const;

type SignLink = { slug: string; name: string; symbol: string };

/** The 'Star Lost in Space' page: never indexed, always a way back. */
export function NotFound({ signs, onShown }: { signs: readonly SignLink[]; onShown?: () => void }) {
  const announced = useRef(false);
  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (announced.current) return;
    announced.current = true;
    onShown?.();
    toast.error(NOT_FOUND_TOAST.title, { description: NOT_FOUND_TOAST.description, duration: NOT_FOUND_TOAST.durationMs });
  }, [onShown]);

  return (
    <section className="flex flex-col items-start gap-6">
      <title>Star Lost in Space | Cosmic Daily</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeader title="Star Lost in Space" eyebrow="404">
        <p>This page drifted out of orbit. The link may be old, or the address mistyped.</p>
      </PageHeader>
      <SiteLink to="/" className={buttonClasses("primary")}>
        Return to Home
      </SiteLink>
      <div>
        <h2 className="mb-3 text-xl font-semibold">Or visit a sign</h2>
        <ul className="flex flex-wrap gap-3">
          {signs.map((sign) => (
            <li key={sign.slug}>
              <SiteLink to={`/signs/${sign.slug}`} className={buttonClasses("secondary")}>
                <span aria-hidden="true">{sign.symbol}</span> {sign.name}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
