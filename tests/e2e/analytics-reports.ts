import type { Page } from "@playwright/test";

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
  /**
   * Stops watching: the page's reports go out untouched again. A report held on its way out
   * waits for this process to let it go, so a journey that leaves a page and closes the browser
   * right after a report went out stops watching first.
   */
  stop: () => Promise<void>;
};

type PausedRequest = {
  requestId: string;
  resourceType: string;
  request: {
    url: string;
    method: string;
    headers: Record<string, string>;
    postData?: string;
    postDataEntries?: Array<{ bytes?: string }>;
  };
  /** Set once the server's answer is in (the response stage), or the request failed. */
  responseStatusCode?: number;
  responseErrorReason?: string;
};

const ANALYTICS_PATH = /^\/api\/analytics\/([a-z-]+)$/;

/**
 * Watches the analytics reports of a page. Each report is held by Chromium's DevTools protocol
 * (its Fetch domain) twice on its way: as it leaves, where its body is read (Playwright shows no
 * body for a beacon, whose body is a Blob), and as the server's answer comes back, where its
 * status is read. Both hold for a report whose page has already been left: the page's own
 * network records forget such a request once the next page commits, its body and its answer
 * with it, while the browser still delivers it.
 */
export async function watchAnalyticsReports(page: Page): Promise<AnalyticsReports> {
  const cdp = await page.context().newCDPSession(page);
  const reports: AnalyticsReport[] = [];
  const answers = new Map<string, (status: number) => void>();
  const waiting = new Set<() => void>();

  cdp.on("Fetch.requestPaused", (event: PausedRequest) => {
    const answered = event.responseStatusCode !== undefined || event.responseErrorReason !== undefined;
    if (answered) {
      answers.get(event.requestId)?.(event.responseStatusCode ?? 0);
      answers.delete(event.requestId);
      void cdp.send("Fetch.continueResponse", { requestId: event.requestId }).catch(() => {});
      return;
    }
    const endpoint = ANALYTICS_PATH.exec(new URL(event.request.url).pathname)?.[1];
    if (endpoint && event.request.method === "POST") {
      const status = new Promise<number>((done) => answers.set(event.requestId, done));
      const body = bodyOf(event);
      const parsed = body === null ? null : (JSON.parse(body) as ReportBody | { events: ReportBody[] });
      const contentType = Object.entries(event.request.headers).find(([name]) => name.toLowerCase() === "content-type")?.[1];
      // Events go in batches ({ events: [...] }); each is listed as a report of its own, sharing the request's answer.
      const bodies = parsed !== null && "events" in parsed ? parsed.events : [parsed];
      for (const one of bodies) reports.push({ endpoint, body: one, contentType, type: event.resourceType, status });
      for (const check of waiting) check();
    }
    // A request the browser gave up on goes on to fail as it would have.
    void cdp.send("Fetch.continueRequest", { requestId: event.requestId }).catch(() => answers.get(event.requestId)?.(0));
  });
  await cdp.send("Fetch.enable", {
    patterns: [
      { urlPattern: "*/api/analytics/*", requestStage: "Request" },
      { urlPattern: "*/api/analytics/*", requestStage: "Response" },
    ],
  });

  return {
    stop: async () => {
      await cdp.send("Fetch.disable").catch(() => {});
      await cdp.detach().catch(() => {});
    },
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

/** The request's body as the browser sent it, or null when it has none. */
function bodyOf(event: PausedRequest): string | null {
  if (event.request.postData !== undefined) return event.request.postData;
  const entries = event.request.postDataEntries;
  if (!entries?.length) return null;
  return Buffer.concat(entries.map((entry) => Buffer.from(entry.bytes ?? "", "base64"))).toString("utf8");
}
