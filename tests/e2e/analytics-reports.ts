import type { CDPSession, Page } from "@playwright/test";

/** The fields of the three kinds of report: a page view, an event, the web vitals. */
export type ReportBody = {
  path?: string;
  search?: string;
  referrer?: string;
  name?: string;
  properties?: Record<string, unknown>;
  metrics?: Array<{ id: string; name: string; value: unknown }>;
};

/** One report a page sent to `/api/analytics/*`, as the browser itself saw it. */
export type AnalyticsReport = {
  /** The endpoint: `page-views`, `events` or `vitals`. */
  endpoint: string;
  body: ReportBody | null;
  contentType: string | undefined;
  /** How the browser sent it: `Ping` for a beacon, `Fetch` for fetch with keepalive. */
  type: string;
  /** The server's answer, once it comes (0 when the request failed). */
  status: Promise<number>;
};

export type AnalyticsReports = {
  /** Every report so far, in the order the page sent them. */
  all: () => AnalyticsReport[];
  /** The first report (already sent or still to come) that fits. */
  waitFor: (fits: (report: AnalyticsReport) => boolean, options?: { timeout?: number }) => Promise<AnalyticsReport>;
};

type SentRequest = {
  requestId: string;
  type?: string;
  request: { url: string; method: string; headers: Record<string, string>; postData?: string; hasPostData?: boolean };
};

/**
 * Watches the analytics reports of a page. They go as beacons whose body is a Blob, and
 * Playwright shows no body for those (`postData()` is null), so the bodies are read through
 * Chromium's DevTools protocol, which still holds them after the page is left.
 */
export async function watchAnalyticsReports(page: Page): Promise<AnalyticsReports> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const reports: AnalyticsReport[] = [];
  const answers = new Map<string, (status: number) => void>();
  const waiting = new Set<() => void>();
  // Bodies are read one after another, so the list keeps the order the page sent them in.
  let reading = Promise.resolve();

  cdp.on("Network.requestWillBeSent", (event: SentRequest) => {
    const endpoint = /^\/api\/analytics\/([a-z-]+)$/.exec(new URL(event.request.url).pathname)?.[1];
    if (!endpoint || event.request.method !== "POST") return;
    const status = new Promise<number>((answered) => answers.set(event.requestId, answered));
    const text = bodyOf(cdp, event);
    reading = reading.then(async () => {
      const body = await text;
      const parsed = body === null ? null : (JSON.parse(body) as ReportBody | { events: ReportBody[] });
      const contentType = Object.entries(event.request.headers).find(([name]) => name.toLowerCase() === "content-type")?.[1];
      // Events go in batches ({ events: [...] }); each is listed as a report of its own, sharing the request's answer.
      const bodies = parsed !== null && "events" in parsed ? parsed.events : [parsed];
      for (const one of bodies) reports.push({ endpoint, body: one, contentType, type: event.type ?? "", status });
      for (const check of waiting) check();
    });
  });
  cdp.on("Network.responseReceived", (event: { requestId: string; response: { status: number } }) =>
    answers.get(event.requestId)?.(event.response.status),
  );
  cdp.on("Network.loadingFailed", (event: { requestId: string }) => answers.get(event.requestId)?.(0));

  return {
    all: () => [...reports],
    waitFor: (fits, { timeout = 10_000 } = {}) =>
      new Promise((found, failed) => {
        const check = () => {
          const report = reports.find(fits);
          if (!report) return;
          clearTimeout(timer);
          waiting.delete(check);
          found(report);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          const seen = reports.map((report) => `${report.endpoint} ${JSON.stringify(report.body)}`);
          failed(new Error(`No such analytics report within ${timeout} ms. Seen:\n${seen.join("\n")}`));
        }, timeout);
        waiting.add(check);
        check();
      }),
  };
}

async function bodyOf(cdp: CDPSession, event: SentRequest): Promise<string | null> {
  if (event.request.postData !== undefined) return event.request.postData;
  if (!event.request.hasPostData) return null;
  try {
    return (await cdp.send("Network.getRequestPostData", { requestId: event.requestId })).postData;
  } catch {
    return null;
  }
}
