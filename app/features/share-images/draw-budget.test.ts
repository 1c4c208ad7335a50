import { expect, test } from "vitest";
import { createDrawBudget, defaultDrawSlots, DRAW_QUEUE_PER_SLOT, DRAW_RETRY_AFTER_S, type DrawTicket } from "./draw-budget";

const admitted = (entry: ReturnType<ReturnType<typeof createDrawBudget>["enter"]>): DrawTicket => {
  if (!entry.ok) throw new Error(`refused (${entry.reason})`);
  return entry;
};

/** Whether a ticket's card may be drawn yet, once pending callbacks have run. */
async function started(ticket: DrawTicket): Promise<boolean> {
  let yes = false;
  void ticket.ready.then(() => (yes = true));
  await new Promise((done) => setImmediate(done));
  return yes;
}

test("[share.image-budget] one place per client address: a second card is refused while the first is drawn, and let in after", async () => {
  const budget = createDrawBudget({ slots: 4 });
  const first = admitted(budget.enter("203.0.113.7"));
  expect(await started(first)).toBe(true);
  expect(budget.enter("203.0.113.7")).toEqual({ ok: false, reason: "client", retryAfterS: DRAW_RETRY_AFTER_S });
  // Another address is not held back by it.
  expect(await started(admitted(budget.enter("198.51.100.2")))).toBe(true);
  first.release();
  expect(await started(admitted(budget.enter("203.0.113.7")))).toBe(true);
  expect(DRAW_RETRY_AFTER_S).toBe(1);
});

test("[share.image-budget] at most `slots` cards are drawn at once; the next ones wait in a short queue, and past it are refused", async () => {
  const budget = createDrawBudget({ slots: 2, queue: 1 });
  const a = admitted(budget.enter("a"));
  const b = admitted(budget.enter("b"));
  const c = admitted(budget.enter("c"));
  expect([await started(a), await started(b), await started(c)]).toEqual([true, true, false]);
  expect([budget.drawing, budget.waiting]).toEqual([2, 1]);
  expect(budget.enter("d")).toEqual({ ok: false, reason: "site", retryAfterS: DRAW_RETRY_AFTER_S });

  // A slot given back passes to the card waiting first.
  a.release();
  expect(await started(c)).toBe(true);
  expect([budget.drawing, budget.waiting]).toEqual([2, 0]);
  a.release(); // giving a place back twice gives back one
  expect(budget.drawing).toBe(2);
  b.release();
  c.release();
  expect([budget.drawing, budget.waiting]).toEqual([0, 0]);
});

test("[share.image-budget] a waiting card given back leaves the queue without taking a slot", async () => {
  const budget = createDrawBudget({ slots: 1, queue: 2 });
  const a = admitted(budget.enter("a"));
  const b = admitted(budget.enter("b"));
  const c = admitted(budget.enter("c"));
  b.release();
  expect(budget.waiting).toBe(1);
  // b's address may ask again at once.
  const b2 = admitted(budget.enter("b"));
  a.release();
  expect([await started(c), await started(b2)]).toEqual([true, false]);
  c.release();
  expect(await started(b2)).toBe(true);
});

test("[share.image-budget] the pre-generation waits for a slot however long the queue, and holds one place like any client", async () => {
  const budget = createDrawBudget({ slots: 1, queue: 0 });
  const visitor = admitted(budget.enter("a"));
  expect(budget.enter("b")).toMatchObject({ ok: false, reason: "site" });
  const job = admitted(budget.enter("(pre-generation)", { patient: true }));
  expect(budget.enter("(pre-generation)", { patient: true })).toMatchObject({ ok: false, reason: "client" });
  expect(await started(job)).toBe(false);
  visitor.release();
  expect(await started(job)).toBe(true);
});

test("[share.image-budget] a process draws on every core but one, shared among the machine's workers, and at least one", () => {
  expect(defaultDrawSlots(2)).toBe(1);
  expect(defaultDrawSlots(1)).toBe(1);
  expect(defaultDrawSlots(8)).toBe(7);
  expect(defaultDrawSlots(8, 4)).toBe(1);
  expect(defaultDrawSlots(16, 2)).toBe(7);
  expect(defaultDrawSlots(4, 8)).toBe(1);
  expect(DRAW_QUEUE_PER_SLOT).toBe(4);
  expect(createDrawBudget({ slots: 3 }).enter("x")).toMatchObject({ ok: true });
  expect(() => createDrawBudget({ slots: 0 })).toThrow(RangeError);
});
