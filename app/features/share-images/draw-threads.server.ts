import { availableParallelism } from "node:os";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { FontSetup } from "./fonts.server";

/**
 * Share cards drawn from SVG to PNG on threads of their own ([share.image-budget]). resvg's
 * `renderAsync` rasterises on libuv's thread pool, which also compresses every response and
 * reads files, and its PNG encoding runs on the event loop (about 20 ms a card on our machine):
 * a burst of cards held up every page. On a thread of its own a card uses neither; the event loop
 * only hands over the SVG and receives the PNG. Threads start on the first card and end after a
 * quiet half-minute, so an idle server holds none.
 */

/** A thread that has drawn nothing for this long ends, giving back its memory (some 35 MB each). */
const IDLE_MS = 30_000;

// CommonJS, evaluated by the thread itself: the server is one bundle, so the thread's code cannot
// be a file of its own. resvg is loaded by path, found from here, as the server would load it.
// A drawn image holds its pixels (some 3 MB a card) outside V8's heap, which V8 does not count, so a
// thread whose own heap hardly grows would keep hundreds of them before collecting: 144 cards took
// the process to 391 MB resident, and 82 MB with a young-generation collection after each card, for
// no measurable time. The collector is reached through a new context once the flag exposing it is set.
const THREAD_CODE = `
const { parentPort, workerData } = require("node:worker_threads");
const { Resvg } = require(workerData.resvg);
require("node:v8").setFlagsFromString("--expose-gc");
const collect = require("node:vm").runInNewContext("gc");
parentPort.on("message", ({ svg, options }) => {
  try {
    parentPort.postMessage({ png: new Resvg(svg, options).render().asPng() });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
  collect({ type: "minor" });
});
`;

type Task = { svg: string; setup: FontSetup; done: (png: Buffer) => void; failed: (error: Error) => void };
type Thread = { worker: Worker; task?: Task; idle?: NodeJS.Timeout };

const threads = new Set<Thread>();
const queued: Task[] = [];
let resvgPath: string | undefined;

function optionsOf(setup: FontSetup) {
  return {
    fitTo: { mode: "original" as const },
    font: { fontFiles: setup.files, loadSystemFonts: setup.loadSystemFonts, defaultFontFamily: setup.families.text },
    logLevel: "off" as const,
  };
}

function startThread(): Thread {
  resvgPath ??= createRequire(import.meta.url).resolve("@resvg/resvg-js");
  const thread: Thread = { worker: new Worker(THREAD_CODE, { eval: true, workerData: { resvg: resvgPath } }) };
  threads.add(thread);
  const end = (error: Error) => {
    threads.delete(thread);
    clearTimeout(thread.idle);
    thread.task?.failed(error);
    thread.task = undefined;
    next();
  };
  thread.worker.on("message", (answer: { png?: Uint8Array; error?: string }) => {
    const task = thread.task!;
    thread.task = undefined;
    if (answer.png) task.done(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
    else task.failed(new Error(`resvg could not draw the card: ${answer.error}`));
    give(thread);
  });
  // resvg's binary missing for this platform, or the thread ran out of memory: each card it held fails.
  thread.worker.on("error", end);
  thread.worker.on("exit", (code) => end(new Error(`the drawing thread ended (exit code ${code})`)));
  return thread;
}

/** Hands `thread` the next card waiting, or lets it rest (and, after IDLE_MS, end). */
function give(thread: Thread): void {
  const task = queued.shift();
  if (!task) {
    // A resting thread keeps no process alive; it ends by itself once it has rested long enough.
    thread.worker.unref();
    thread.idle = setTimeout(() => void thread.worker.terminate(), IDLE_MS);
    thread.idle.unref();
    return;
  }
  clearTimeout(thread.idle);
  thread.task = task;
  thread.worker.ref();
  thread.worker.postMessage({ svg: task.svg, options: optionsOf(task.setup) });
}

/** Starts the next card waiting: on a resting thread, or a new one while there are fewer threads than cores. */
function next(): void {
  if (queued.length === 0) return;
  const resting = [...threads].find((thread) => !thread.task);
  if (resting) give(resting);
  else if (threads.size < availableParallelism()) give(startThread());
}

/**
 * An SVG drawn as PNG at its own size with the given faces, on a drawing thread. Cards asked for
 * while every thread is busy wait their turn; the budget (draw-budget.ts) keeps that to a few.
 */
export function drawPng(svg: string, setup: FontSetup): Promise<Buffer> {
  return new Promise<Buffer>((done, failed) => {
    queued.push({ svg, setup, done, failed });
    next();
  });
}

/** The drawing threads alive now (tests). */
export function drawingThreads(): number {
  return threads.size;
}
