import { lazy, Suspense, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useNavigation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { FlashToast } from "#app/components/layout/flash-toast.tsx";
import { NotFound } from "#app/components/layout/not-found.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { RouteProgress } from "#app/components/layout/route-progress.tsx";
import { SiteShell } from "#app/components/layout/site-shell.tsx";
import { AUTH_MESSAGES } from "#app/features/accounts/messages.ts";
import { loadViewer } from "#app/features/accounts/viewer.server.ts";
import { joinReadersText } from "#app/features/newsletter/join-readers.ts";
import { QuickSubscribe } from "#app/features/newsletter/quick-subscribe.tsx";
import { countVerified } from "#app/features/newsletter/subscribers.server.ts";
import { AdZone } from "#app/features/ads/display/ad-zone.tsx";
import { usesGoogleAds } from "#app/features/ads/ad-modes.ts";
import { adsConfigFor } from "#app/features/ads/ads-config.server.ts";
import { FloatingAds } from "#app/features/ads/display/floating-ads.tsx";
import { pageTypeOf } from "#app/features/ads/inventory.ts";
import { trackEvent } from "#app/features/analytics/report.client.ts";
import { RouteChangeEffects } from "#app/features/analytics/route-change-effects.tsx";
import { pickRandomSigns } from "#app/zodiac/signs.ts";
import { getPublicSettings } from "#app/features/settings/settings.server.ts";
import { WelcomeToasts } from "#app/features/streaks/welcome-toasts.tsx";
import { getPublicEnv } from "#app/lib/env.server.ts";
import { useNonce } from "#app/lib/nonce.ts";
import { seededRandom } from "#app/lib/random.ts";
import { THEME_BOOT_SCRIPT } from "#app/lib/theme.ts";
import { SERVICE_WORKER_REGISTRATION } from "#app/service-worker/registration.ts";
import { useSiteLinkNavigation } from "#app/components/ui/site-link.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import type { Route } from "./+types/root";
import cinzelFont from "@fontsource/cinzel/files/cinzel-latin-600-normal.woff2?url";
import interFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import appStyles from "./app.css?url";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const [settings, viewer, subscribers] = await Promise.all([
    getPublicSettings(context.db),
    loadViewer(context, request),
    // The same for every reader and kept an hour in memory, so the anonymous page cache may keep
    // the pages that show it ([newsletter.join-readers]).
    countVerified(context.db),
  ]);
  const ads = await adsConfigFor(context.db, settings, {
    hostname: url.hostname,
    adsOnLocalHosts: context.env.adsOnLocalHosts,
    // An admin may look at every zone as a labelled placeholder, with no ad loaded.
    preview: Boolean(viewer?.isAdmin) && url.searchParams.get("adsPreview") === "1",
  });
  return {
    publicEnv: getPublicEnv(context.env),
    ads,
    account: viewer ? { email: viewer.email, isAdmin: viewer.isAdmin } : null,
    subscribers,
  };
}

// Site-wide values change only when someone submits a form (signing in or out, saving the
// settings); plain navigations need not fetch them again.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

// The stylesheet's two typefaces, fetched with the stylesheet rather than after it, so they are
// ready for the first paint (app.css says why a late font is left out rather than swapped in).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The installable app: its name, icons and start (public/manifest.webmanifest, ADR 052).
  { rel: "manifest", href: "/manifest.webmanifest" },
  // With a precedence React puts the stylesheet at the top of the head, ahead of the script
  // preloads: it blocks the first paint, so it must be the first thing fetched after the fonts.
  { rel: "stylesheet", href: appStyles, precedence: "default" },
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: cinzelFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * The text of an inline script of the document, on the server only. Such a script runs once, as the
 * browser parses the server's HTML, and hydration never reads it back (React compares an element's
 * text children, not its inner HTML), so the browser's bundle carries none of it: the theme script
 * and the service worker's registration cost the page's JavaScript nothing ([app.registration]).
 */
const serverOnly = (script: string) => ({ __html: import.meta.env.SSR ? script : "" });

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // In the layout, so the links of an error page are followed by the client router too.
  useSiteLinkNavigation();
  return (
    <html lang="en" className="dark" style={{ colorScheme: "dark" }} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0a1f" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={serverOnly(THEME_BOOT_SCRIPT)} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Toaster />
        <Scripts nonce={nonce} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={serverOnly(SERVICE_WORKER_REGISTRATION)} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { ads } = loaderData;
  // Pages that say `handle = { ads: false }` (sign-in, admin, confirmation links) carry no ad at all.
  const { pathname } = useLocation();
  const adsAllowed = !useMatches().some((match) => (match.handle as { ads?: boolean } | undefined)?.ads === false);
  const googleOn = adsAllowed && ads.hostShowsAds && !ads.preview && usesGoogleAds(ads);
  return (
    <SiteShell
      banner={
        // A sign page's reading and the home page's reader's box start on a phone's first screen:
        // no banner above them there ([ads.no-ad-above-reading]).
        <AdZone
          zone="hero-banner"
          config={ads}
          track={trackEvent}
          allowed={adsAllowed}
          onPhones={pageTypeOf(pathname) !== "sign" && pathname !== "/"}
        />
      }
      account={loaderData.account}
      beforeFooter={<QuickSubscribe readers={joinReadersText(loaderData.subscribers)} track={trackEvent} />}
    >
      <RouteProgress />
      <RouteChangeEffects />
      <WelcomeToasts />
      <FlashToast />
      <PageOrAuthCheck />
      <div className="mt-12">
        <AdZone zone="footer-banner" config={ads} track={trackEvent} allowed={adsAllowed} />
      </div>
      <FloatingAds config={ads} allowed={adsAllowed} />
      {googleOn ? (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      ) : null}
    </SiteShell>
  );
}

const ConsentBanner = lazy(() =>
  import("#app/features/ads/display/consent-banner.tsx").then((module) => ({ default: module.ConsentBanner })),
);

/** The page for a request the site cannot read ([errors.bad-request-page]). */
const BAD_REQUEST_PAGE = {
  title: "We could not read that request",
  fallback: "This address or form holds something the site does not understand.",
} as const;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const account = useRouteLoaderData<typeof loader>("root")?.account ?? null;
  if (isRouteErrorResponse(error) && error.status === 404) {
    // The catch-all route sends three signs it drew at random; other 404s draw from the path,
    // so the server and the browser agree on them.
    const sent = (error.data as { signs?: Array<{ slug: string; name: string; symbol: string }> } | null)?.signs;
    const signs = sent ?? pickRandomSigns(3, seededRandom(pathname));
    return (
      <SiteShell account={account}>
        <RouteChangeEffects />
        <NotFound key={pathname} signs={signs} onShown={reportNotFound} />
      </SiteShell>
    );
  }
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    // Input the site cannot read ([errors.bad-request-page]); a reason is shown when we gave one.
    const reason = (error.data as { message?: unknown } | null)?.message;
    return (
      <SiteShell account={account}>
        <title>{`${BAD_REQUEST_PAGE.title} | Cosmic Daily`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <PageHeader title={BAD_REQUEST_PAGE.title}>
          <p>{typeof reason === "string" ? reason : BAD_REQUEST_PAGE.fallback}</p>
        </PageHeader>
        <a href="/" className="text-link underline">
          Return to Home
        </a>
      </SiteShell>
    );
  }
  return (
    <SiteShell account={account}>
      <title>Something went wrong | Cosmic Daily</title>
      <PageHeader title="A cosmic hiccup">
        <p>Something went wrong on our side while drawing this page. Please try again in a moment.</p>
      </PageHeader>
      <a href="/" className="text-link underline">
        Return to Home
      </a>
    </SiteShell>
  );
}

/** On the way into /admin the server checks the session first; say so instead of showing the old page. */
function PageOrAuthCheck() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.location?.pathname;
  const enteringAdmin = navigation.state === "loading" && isAdminPath(target) && !isAdminPath(pathname);
  if (!enteringAdmin) return <Outlet />;
  return (
    <p role="status" className="py-16 text-center text-muted">
      {AUTH_MESSAGES.checkingAuthentication}
    </p>
  );
}

const isAdminPath = (path: string | undefined) => path === "/admin" || Boolean(path?.startsWith("/admin/"));

function reportNotFound() {
  trackEvent("404_error", { path: window.location.pathname });
}
