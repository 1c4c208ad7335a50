/**
 * How many share images are drawn at once ([share.image-budget]). A card that is neither kept in
 * memory nor stored on disk costs a few tens of milliseconds of a core to draw, and a client can
 * ask for thousands of distinct ones (every pair, every day of a year), so drawing is rationed:
 * at most `slots` cards are drawn at once in this process, at most `queue` more wait for a slot,
 * and each client address holds at most one of those places, drawing or waiting. A client asking
 * for another card meanwhile, or any client once the queue is full, is refused at once, before
 * any of the card's work, and told when to ask again.
 */

/** What a refused client is told to wait before asking again, in seconds: about ten cards' drawing. */
export const DRAW_RETRY_AFTER_S = 1;
export const DRAW_REFUSAL_MESSAGES = {
  client: "A share image is already being drawn for your address. Please ask for the next one in a moment.",
  site: "Too many share images are being drawn right now. Please try again in a moment.",
} as const;
/** Cards that may wait for a slot, per slot: a waiting card is drawn within a few draws' time. */
export const DRAW_QUEUE_PER_SLOT = 4;

/**
 * Cards drawn at once by one process: the machine's cores but one, which is left to the event loop
 * and the page renders, shared among the `workers` processes of one machine; never fewer than one.
 */
export const defaultDrawSlots = (cores: number, workers = 1) => Math.max(1, Math.floor((cores - 1) / workers));

export type DrawRefusal = { ok: false; reason: "client" | "site"; retryAfterS: number };
/** A place in the budget: `ready` resolves once the card may be drawn; `release` gives the place back, drawn or not. */
export type DrawTicket = { ok: true; ready: Promise<void>; release: () => void };

export type DrawBudget = {
  /**
   * A place for `client` to draw one card, or a refusal. `patient` waits for a slot however long
   * the queue (the pre-generation, which draws one card after another and is never refused); it
   * still takes its one place.
   */
  enter(client: string, options?: { patient?: boolean }): DrawTicket | DrawRefusal;
  /** Cards being drawn and cards waiting, now. */
  readonly drawing: number;
  readonly waiting: number;
};

export function createDrawBudget({ slots, queue = slots * DRAW_QUEUE_PER_SLOT }: { slots: number; queue?: number }): DrawBudget {
  if (!Number.isInteger(slots) || slots < 1) throw new RangeError(`slots must be a whole number of at least 1, got ${slots}`);
  let drawing = 0;
  const waiters: Array<() => void> = [];
  const holders = new Set<string>();

  const refuse = (reason: DrawRefusal["reason"]): DrawRefusal => ({ ok: false, reason, retryAfterS: DRAW_RETRY_AFTER_S });

  return {
    enter(client, { patient = false } = {}) {
      if (holders.has(client)) return refuse("client");
      const free = drawing < slots;
      if (!free && !patient && waiters.length >= queue) return refuse("site");
      holders.add(client);
      let drawn = false;
      let released = false;
      let start: () => void = () => {};
      const ready = new Promise<void>((resolve) => (start = resolve));
      const begin = () => {
        drawn = true;
        start();
      };
      if (free) {
        drawing++;
        begin();
      } else waiters.push(begin);
      return {
        ok: true,
        ready,
        release() {
          if (released) return;
          released = true;
          holders.delete(client);
          if (!drawn) {
            // Given back while still waiting (its request was abandoned): it only leaves the queue.
            waiters.splice(waiters.indexOf(begin), 1);
            return;
          }
          const next = waiters.shift();
          // The slot passes straight to the next card waiting, so the count drawn stays put.
          if (next) next();
          else drawing--;
        },
      };
    },
    get drawing() {
      return drawing;
    },
    get waiting() {
      return waiters.length;
    },
  };
}
