import { afterEach, expect, test, vi } from "vitest";
import { postSubscription } from "./subscribe-request";

afterEach(() => vi.unstubAllGlobals());

function serverAnswering(status: number, body: unknown) {
  vi.stubGlobal("sessionStorage", { setItem: () => {} });
  vi.stubGlobal("fetch", () => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

test("[analytics.events] a subscription reports subscribe_started, then subscribe_succeeded once the server accepts it, with the form's source", async () => {
  serverAnswering(201, { message: "Check your email to confirm subscription!" });
  const events: Array<[string, unknown]> = [];
  const answer = await postSubscription({ email: "vega@example.com", tags: ["daily"], source: "unlock-modal" }, (name, properties) =>
    events.push([name, properties]),
  );
  expect(answer).toEqual({ ok: true, message: "Check your email to confirm subscription!" });
  expect(events).toEqual([
    ["subscribe_started", { source: "unlock-modal" }],
    ["subscribe_succeeded", { source: "unlock-modal" }],
  ]);
});

test("[analytics.events] a subscription the server refuses is started but never succeeds", async () => {
  serverAnswering(400, { error: { message: "Please enter a valid email address" } });
  const events: string[] = [];
  const answer = await postSubscription({ email: "vega@example", tags: ["daily"], source: "subscribe-page" }, (name) => events.push(name));
  expect(answer).toEqual({ ok: false, message: "Please enter a valid email address" });
  expect(events).toEqual(["subscribe_started"]);
});
