import { Hono } from "hono";
import type { AppBindings } from "#server/http/bindings.ts";
import { buildOpenApiDocument, OPENAPI_PATH } from "./openapi/document";
import { renderDocsPage } from "./openapi/docs-page";

// The description changes only with the code, so any cache may keep it for an hour.
const DESCRIPTION_CACHE_CONTROL = "public, max-age=3600";

/**
 * GET /api/openapi.json, the API's description (OpenAPI 3.1), and GET /api/docs, the same as a
 * page to read (ADR 055). Both are built on their first request, from the code and the site's
 * address, and kept for the process's life.
 */
export function apiDescriptionApi({ siteUrl }: { siteUrl: string }) {
  let built: { json: string; page: string } | undefined;
  const description = () => {
    if (built) return built;
    const document = buildOpenApiDocument(siteUrl);
    built = { json: JSON.stringify(document), page: renderDocsPage(document, OPENAPI_PATH) };
    return built;
  };
  const api = new Hono<AppBindings>();
  api.get("/api/openapi.json", (c) =>
    c.body(description().json, 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": DESCRIPTION_CACHE_CONTROL }),
  );
  api.get("/api/docs", (c) => c.html(description().page, 200, { "Cache-Control": DESCRIPTION_CACHE_CONTROL }));
  return api;
}
