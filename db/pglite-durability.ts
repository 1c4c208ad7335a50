import { fsyncSync } from "node:fs";
import { open, readdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

type Fsync = (fd: number) => void;
type EmscriptenModule = Parameters<NodeFS["init"]>[1];
type NodeFsStream = { nfd?: number };
type StreamOps = { fsync?: (stream: NodeFsStream) => number };

/**
 * What PGlite needs to keep a committed transaction through a crash of the machine (ADR 016).
 *
 * PGlite starts PostgreSQL with `-F` (fsync off) among its default start parameters, and the
 * emscripten file system that maps DATA_DIR/pglite onto the disk drops every fsync: its fdatasync
 * is a no-op and its streams have no fsync at all. Writes reach the operating system's cache,
 * which survives a killed process but not a power cut or a kernel crash. So PostgreSQL starts
 * with fsync on and syncs its write-ahead log with fsync() (the call the file system routes to
 * its streams), and the file system's streams get an fsync that reaches the disk.
 */
export function durablePgliteOptions(dataDir: string, { fsync = fsyncSync }: { fsync?: Fsync } = {}): PGliteOptions {
  return {
    fs: new SyncingNodeFS(dataDir, fsync),
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
      ...["-c", "fsync=on", "-c", "wal_sync_method=fsync", "-c", "synchronous_commit=on", "-c", "full_page_writes=on"],
      // PostgreSQL's page buffer lives in PGlite's WebAssembly memory, which never shrinks: the
      // site's working set is a few megabytes of readings and settings, and the operating system
      // caches the data files besides, so 16 MB instead of the default 128 MB.
      ...["-c", "shared_buffers=16MB"],
    ],
  };
}

/** The directory mapping PGlite uses for a path, with an fsync that reaches the disk. */
class SyncingNodeFS extends NodeFS {
  readonly #fsync: Fsync;

  constructor(dataDir: string, fsync: Fsync) {
    super(dataDir);
    this.#fsync = fsync;
  }

  override async init(pg: PGlite, options: Partial<EmscriptenModule>) {
    const result = await super.init(pg, options);
    const syncStreams = (module: EmscriptenModule) => {
      const streamOps = (module.NODEFS as unknown as { stream_ops?: StreamOps }).stream_ops;
      // A PGlite whose file system is built differently must not start believed durable.
      if (!streamOps) throw new Error("this PGlite's file system has no stream operations to make durable");
      streamOps.fsync = (stream) => {
        if (stream.nfd === undefined) return 0;
        try {
          this.#fsync(stream.nfd);
          return 0;
        } catch {
          // PostgreSQL must see the failure (it stops rather than trust its data); EIO is 29 here.
          throw new (module.FS as unknown as { ErrnoError: new (errno: number) => Error }).ErrnoError(29);
        }
      };
    };
    result.emscriptenOpts.preRun = [...(result.emscriptenOpts.preRun ?? []), syncStreams];
    return result;
  }
}

/**
 * Flushes every file and directory under `dir` to the disk. PGlite writes a new data directory
 * from a template without flushing; PostgreSQL only syncs what it writes itself afterwards. The
 * flushes run in parallel on libuv's threads (about 1,000 entries: a fraction of a second).
 */
export async function syncDirectoryTree(dir: string, sync: (path: string) => Promise<void> = syncPath): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return syncDirectoryTree(path, sync);
      return entry.isFile() ? sync(path) : undefined;
    }),
  );
  await sync(dir); // after its entries, so the directory lists files that are on the disk
}

async function syncPath(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
