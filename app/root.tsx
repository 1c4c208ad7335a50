import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useNavigation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { Toaster } from "sonner";
import { FlashToast } from "~/components/layout/flash-toast";
import { NotFound } from "~/components/layout/not-found";
import { PageHeader } from "~/components/layout/page-header";
import { RouteProgress } from "~/components/layout/route-progress";
import { SiteShell } from "~/components/layout/site-shell";
import { AUTH_MESSAGES } from "~/features/accounts/messages";
import { loadViewer } from "~/features/accounts/viewer.server";
import { QuickSubscribe } from "~/features/newsletter/quick-subscribe";
import { AdZone } from "~/features/ads/ad-zone";
import { resolveAdsConfig } from "~/features/ads/ad-modes";
import { trackEvent } from "~/features/analytics/report.client";
import { RouteChangeEffects } from "~/features/analytics/route-change-effects";
import { pickRandomSigns } from "~/features/signs/signs";
import { getPublicSettings } from "~/features/settings/settings.server";
import { WelcomeToasts } from "~/features/streaks/welcome-toasts";
import { getPublicEnv } from "~/lib/env.server";
import { useNonce } from "~/lib/nonce";
import { seededRandom } from "~/lib/random";
import { THEME_BOOT_SCRIPT } from "~/lib/theme";
import { TOASTER_OPTIONS, TOASTER_STYLE } from "~/lib/toaster-options";
import type { Route } from "./+types/root";
import "./app.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [settings, viewer] = await Promise.all([getPublicSettings(context.db), loadViewer(context, request)]);
  return {
    publicEnv: getPublicEnv(context.env),
    ads: resolveAdsConfig(settings),
    account: viewer ? { email: viewer.email, isAdmin: viewer.isAdmin } : null,
  };
}

// Site-wide values change only when someone submits a form (signing in or out, saving the
// settings); plain navigations need not fetch them again.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" className="dark" style={{ colorScheme: "dark" }} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0a1f" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Toaster {...TOASTER_OPTIONS} style={TOASTER_STYLE} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { adsMode } = loaderData.ads;
  return (
    <SiteShell banner={<AdZone zone="hero-banner" adsMode={adsMode} />} account={loaderData.account} beforeFooter={<QuickSubscribe />}>
      <RouteProgress />
      <RouteChangeEffects />
      <WelcomeToasts />
      <FlashToast />
      <PageOrAuthCheck />
      <div className="mt-12">
        <AdZone zone="footer-banner" adsMode={adsMode} />
      </div>
    </SiteShell>
  );
}

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
