import { useLocation, useMatches } from "react-router";
import { siteUrlFrom } from "#app/lib/seo.ts";
import { articleStructuredData } from "#app/lib/structured-data.ts";
import { JsonLd } from "./json-ld";

/** Article and BreadcrumbList data for the current page, its address taken from the router. */
export function PageJsonLd({
  headline,
  description,
  breadcrumbs,
  datePublished = "2026-11-23",
}: {
  headline: string;
  description: string;
  /** From the home page down to this page's parent: [name, path] pairs; this page is added. */
  breadcrumbs: ReadonlyArray<readonly [string, string]>;
  datePublished?: string;
}) {
  const { pathname } = useLocation();
  const siteUrl = siteUrlFrom(useMatches());
  return (
    <JsonLd
      data={articleStructuredData({
        siteUrl,
        path: pathname,
        headline,
        description,
        breadcrumbs: [...breadcrumbs, [headline, pathname]],
        datePublished,
      })}
    />
  );
}
