import { useEffect, useState } from "react";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { readerSign } from "#app/zodiac/reader-sign.ts";
import { signOf, type Sign } from "#app/zodiac/signs.ts";
import type { ClientHoroscope } from "./types";

type Greeting = { kind: "unknown" } | { kind: "none" } | { kind: "sign"; sign: Sign; overview: string | null };

/**
 * The home page's greeting for a returning reader: their remembered sign and the opening of
 * today's reading, fetched by the browser, so the page itself stays the same for everyone and
 * the page cache keeps serving it. The box has a fixed height whatever it holds (nothing yet, an
 * invitation, or the reading), so filling it moves nothing below it.
 */
export function ReaderGreeting() {
  const [greeting, setGreeting] = useState<Greeting>({ kind: "unknown" });
  useEffect(() => {
    const slug = readerSign();
    if (!slug) {
      setGreeting({ kind: "none" });
      return;
    }
    const sign = signOf(slug);
    setGreeting({ kind: "sign", sign, overview: null });
    const request = new AbortController();
    fetch(`/api/horoscopes/${slug}`, { signal: request.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<ClientHoroscope>) : null))
      .then((horoscope) => {
        if (horoscope) setGreeting({ kind: "sign", sign, overview: horoscope.overview });
      })
      // Without the reading the greeting still names the sign and links to its page.
      .catch(() => undefined);
    return () => request.abort();
  }, []);

  return (
    <div
      className="flex h-44 flex-col justify-center gap-2 overflow-hidden rounded-xl border border-border bg-surface p-5"
      data-testid="reader-greeting"
    >
      {greeting.kind === "sign" ? (
        <>
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <span aria-hidden="true" className="text-accent">
              {greeting.sign.symbol}
            </span>
            Welcome back, {greeting.sign.name}
          </h2>
          <p className="line-clamp-2 text-muted">{greeting.overview ?? "Today’s reading is ready for you."}</p>
          <SiteLink to={`/signs/${greeting.sign.slug}`} className="font-semibold text-link underline underline-offset-2">
            Read today’s {greeting.sign.name} horoscope
          </SiteLink>
        </>
      ) : greeting.kind === "none" ? (
        <>
          <h2 className="text-xl font-semibold">Your sign, first</h2>
          <p className="text-muted">Choose your sign below. Next time you come back, its reading will be waiting here.</p>
        </>
      ) : null}
    </div>
  );
}
