import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client.ts";
import { analyticsEvents, pageViews, webVitals } from "#db/schema/index.ts";

export type PageViewRow = typeof pageViews.$inferInsert;
export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;
export type WebVitalRow = typeof webVitals.$inferInsert;

/**
 * Where accepted reports go ([analytics.buffer]): held in memory and written in batches, so a
 * report never waits on the database. The rows come complete: the visitor hash, device and the
 * rest are worked out by the caller.
 */
export type AnalyticsIngest = {
  pageView(row: PageViewRow): void;
  event(row: AnalyticsEventRow): void;
  vitals(rows: readonly WebVitalRow[]): void;
  /** Writes everything held so far; resolves once it is written (or its failure logged). */
  flush(): Promise<void>;
  /** Writes what is held and stops the timer; for a stopping instance, before its database closes. */
  stop(): Promise<void>;
};

type AnalyticsIngestOptions = {
  db: Database;
  logger: Logger;
  /** How long the first row held may wait before the batch is written. */
  flushMs?: number;
  /** Rows held at which the batch is written at once. */
  maxBatch?: number;
  /**
   * Rows held at most, written or waiting for a slow database; more are dropped (and counted in
   * the log) rather than letting a database outage fill the memory. 50 batches by default.
   */
  maxHeld?: number;
};

type Batch = { pageViews: PageViewRow[]; events: AnalyticsEventRow[]; vitals: WebVitalRow[] };

const emptyBatch = (): Batch => ({ pageViews: [], events: [], vitals: [] });

/**
 * A write-behind buffer for the raw analytics tables. A batch is written when it reaches
 * `maxBatch` rows or `flushMs` after its first row, whichever comes first, with one multi-row
 * insert per table. Writes run one after another, so a web vital sent twice lands in the order
 * it was sent. A write that fails is logged with the number of rows lost and dropped: analytics
 * are worth less than the requests that carry them, and nothing is thrown back to those.
 */
export function createAnalyticsIngest({
  db,
  logger,
  flushMs = 1_000,
  maxBatch = 500,
  maxHeld = maxBatch * 50,
}: AnalyticsIngestOptions): AnalyticsIngest {
  const log = logger.child({ component: "analytics-ingest" });
  let batch = emptyBatch();
  let size = 0;
  /** Rows taken from the buffer whose write has not finished yet. */
  let writingRows = 0;
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** The end of the latest write; each write starts after the one before has finished. */
  let writes: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (dropped > 0) {
      log.error({ count: dropped }, "analytics reports were dropped: too many were waiting for the database");
      dropped = 0;
    }
    if (size === 0) return writes;
    const taken = batch;
    const count = size;
    batch = emptyBatch();
    size = 0;
    writingRows += count;
    writes = writes.then(async () => {
      try {
        await writeBatch(db, taken, log);
      } catch (error) {
        log.error({ err: error, count }, `${count} analytics rows were lost: their batch failed`);
      } finally {
        writingRows -= count;
      }
    });
    return writes;
  };

  const later = () => {
    if (timer) return;
    timer = setTimeout(() => void flush(), flushMs);
    // A timer waiting to write must not keep a finished process (a command, a test) alive.
    timer.unref();
  };

  const held = (added: number) => {
    size += added;
    if (stopped || size >= maxBatch) void flush();
    else later();
  };

  const room = (wanted: number): boolean => {
    if (size + writingRows + wanted <= maxHeld) return true;
    dropped += wanted;
    later(); // so the loss is logged soon even if no other report comes
    return false;
  };

  return {
    pageView(row) {
      if (!room(1)) return;
      batch.pageViews.push(row);
      held(1);
    },
    event(row) {
      if (!room(1)) return;
      batch.events.push(row);
      held(1);
    },
    vitals(rows) {
      if (rows.length === 0 || !room(rows.length)) return;
      batch.vitals.push(...rows);
      held(rows.length);
    },
    flush,
    async stop() {
      // Rows that still arrive (a request finishing late) are written at once rather than held.
      stopped = true;
      await flush();
    },
  };
}

/** Each table's rows in multi-row inserts of at most this many (well under the driver's 65,535 parameters). */
const INSERT_CHUNK = 500;

async function writeBatch(db: Database, batch: Batch, log: Logger): Promise<void> {
  await Promise.all([
    writeRows("page_views", batch.pageViews, log, (rows) => db.insert(pageViews).values(rows)),
    writeRows("analytics_events", batch.events, log, (rows) => db.insert(analyticsEvents).values(rows)),
    writeRows("web_vitals", latestOfEachMetric(batch.vitals), log, (rows) =>
      db
        .insert(webVitals)
        .values(rows)
        .onConflictDoUpdate({ target: webVitals.metricId, set: { value: sql`excluded.value` } }),
    ),
  ]);
}

async function writeRows<Row>(table: string, rows: Row[], log: Logger, insert: (rows: Row[]) => PromiseLike<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    try {
      await insert(chunk);
    } catch (error) {
      log.error({ err: error, table, count: chunk.length }, `${chunk.length} analytics rows were lost: writing them to ${table} failed`);
    }
  }
}

/**
 * One row per metric id, holding the value sent last: an insert cannot update a row it inserts
 * itself ("ON CONFLICT DO UPDATE command cannot affect row a second time").
 */
function latestOfEachMetric(rows: WebVitalRow[]): WebVitalRow[] {
  const latest = new Map<string, WebVitalRow>();
  for (const row of rows) {
    latest.delete(row.metricId);
    latest.set(row.metricId, row);
  }
  return [...latest.values()];
}
