import { useEffect } from "react";
import { Outlet, useLocation, useNavigate, useNavigation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { rememberReaderSign } from "#app/zodiac/reader-sign.ts";
import { requireSign } from "#app/zodiac/require-sign.ts";
import { modalityOf } from "#app/zodiac/modalities.ts";
import { SIGNS, type Sign } from "#app/zodiac/signs.ts";
import { capitalise, withArticle } from "#app/lib/text.ts";
import type { Route } from "./+types/$sign";

export function loader({ params, url }: Route.LoaderArgs) {
  return { sign: requireSign(params.sign, url) };
}

const TABS = [
  { suffix: "", label: "Daily Horoscope" },
  { suffix: "/dates", label: "Dates & Season" },
  { suffix: "/personality", label: "Personality" },
  { suffix: "/compatibility", label: "Compatibility" },
] as const;

/** The four sign tabs around a main area (three quarters) and a sidebar (one quarter). */
export default function SignLayout({ loaderData }: Route.ComponentProps) {
  const { sign } = loaderData;
  // A reader who opens a sign's pages is most likely reading their own: the home page greets them with it.
  useEffect(() => rememberReaderSign(sign.slug), [sign.slug]);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // While another sign page loads, its outline stands in for the page being left.
  const loadingOtherPage =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/signs/") && navigation.location.pathname !== pathname;
  return (
    <div className="flex flex-col gap-6">
      <SignTabs sign={sign} />
      <div className="grid gap-8 lg:grid-cols-4">
        <div className="lg:col-span-3">{loadingOtherPage ? <PageSkeleton /> : <Outlet />}</div>
        <aside className="flex flex-col gap-6" aria-label={`${sign.name} at a glance and other signs`}>
          <AtAGlance sign={sign} />
          <ExploreOtherSigns current={sign.slug} />
        </aside>
      </div>
    </div>
  );
}

function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="flex animate-pulse flex-col gap-4" data-testid="sign-page-skeleton">
      <div className="h-4 w-40 rounded bg-surface-muted" />
      <div className="h-9 w-3/4 rounded bg-surface-muted" />
      <div className="h-28 rounded-xl bg-surface-muted" />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="h-36 rounded-xl bg-surface-muted" />
        <div className="h-36 rounded-xl bg-surface-muted" />
      </div>
    </div>
  );
}

function SignTabs({ sign }: { sign: Sign }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/signs/${sign.slug}` as const;
  const current = TABS.find((tab) => tab.suffix !== "" && pathname.startsWith(base + tab.suffix))?.suffix ?? "";
  // Another sign opens on the same page: on the reading tab, the same day or span too ("/week", "/year/2027").
  const samePage = current === "" ? pathname.slice(base.length).replace(/\/$/, "") : current;
  return (
    <>
      <nav aria-label={`${sign.name} sections`} className="hidden md:block">
        <ul className="flex gap-2 border-b border-border">
          {TABS.map((tab) => (
            <li key={tab.label}>
              <SiteLink
                to={`${base}${tab.suffix}`}
                // The daily tab stays marked on yesterday's and tomorrow's readings too.
                aria-current={tab.suffix === current ? "page" : undefined}
                className={`-mb-px inline-block border-b-2 px-4 py-3 text-sm font-semibold ${tab.suffix === current ? "border-accent text-accent" : "border-transparent text-muted hover:text-foreground"}`}
              >
                {tab.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* Below 768px one control does both: this sign's pages, then the same page of another sign. */}
      <label className="flex flex-col gap-2 text-sm font-semibold md:hidden">
        Choose {withArticle(sign.name)} page
        <select
          className="rounded-lg border border-border bg-surface px-3 py-2 text-base text-foreground"
          value={base + current}
          onChange={(event) => navigate(event.target.value)}
        >
          <optgroup label={sign.name}>
            {TABS.map((tab) => (
              <option key={tab.label} value={base + tab.suffix}>
                {tab.label}
              </option>
            ))}
          </optgroup>
          <optgroup label="Other signs">
            {SIGNS.filter((other) => other.slug !== sign.slug).map((other) => (
              <option key={other.slug} value={`/signs/${other.slug}${samePage}`}>
                {other.symbol} {other.name}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
    </>
  );
}

function AtAGlance({ sign }: { sign: Sign }) {
  const rows: Array<[string, string]> = [
    ["Dates", sign.dateRange],
    ["Element", capitalise(sign.element)],
    ["Modality", modalityOf(sign)],
    ["Ruling planet", sign.rulingPlanet],
    ["Lucky numbers", sign.luckyNumbers.join(", ")],
    ["Traits", sign.traits.slice(0, 2).join(", ")],
  ];
  return (
    <section className="rounded-xl border border-border bg-surface p-5" aria-labelledby="at-a-glance">
      <h2 id="at-a-glance" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden="true" className="text-2xl text-accent">
          {sign.symbol}
        </span>
        {sign.name} at a Glance
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ExploreOtherSigns({ current }: { current: string }) {
  return (
    <section className="rounded-xl border border-border bg-surface p-5" aria-labelledby="explore-signs">
      <h2 id="explore-signs" className="mb-3 text-lg font-semibold">
        Explore Other Signs
      </h2>
      <ul className="grid grid-cols-3 gap-2 text-center text-xs">
        {SIGNS.map((sign) => (
          <li key={sign.slug}>
            <SiteLink
              to={`/signs/${sign.slug}`}
              aria-current={sign.slug === current ? "page" : undefined}
              className={`flex flex-col items-center rounded-lg p-2 hover:bg-surface-muted ${sign.slug === current ? "bg-surface-muted font-semibold" : ""}`}
            >
              <span aria-hidden="true" className="text-xl">
                {sign.symbol}
              </span>
              {sign.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
