import { expect, test } from "vitest";
import { createSiteEvents } from "./site-events";

test("a publish runs this instance's handlers of that topic before it returns, and goes out through the relay", () => {
  const events = createSiteEvents();
  const heard: string[] = [];
  const sent: string[] = [];
  events.subscribe("flags", () => heard.push("flags:a"));
  events.subscribe("flags", () => heard.push("flags:b"));
  events.subscribe("posts", () => heard.push("posts"));
  events.publish("flags");
  expect(heard).toEqual(["flags:a", "flags:b"]);

  events.relayTo({ send: (topic) => sent.push(topic) });
  events.publish("posts");
  expect(heard).toEqual(["flags:a", "flags:b", "posts"]);
  expect(sent).toEqual(["posts"]);
});

test("a notice from another instance runs the handlers but is not sent on again", () => {
  const events = createSiteEvents();
  const sent: string[] = [];
  let heard = 0;
  events.relayTo({ send: (topic) => sent.push(topic) });
  events.subscribe("settings", () => heard++);
  events.deliver("settings");
  events.deliver("a-topic-nobody-listens-to");
  expect(heard).toBe(1);
  expect(sent).toEqual([]);
});

test("after a gap every topic's handlers run once", () => {
  const events = createSiteEvents();
  const heard: string[] = [];
  events.subscribe("flags", () => heard.push("flags"));
  events.subscribe("products", () => heard.push("products"));
  events.deliverAll();
  expect(heard.sort()).toEqual(["flags", "products"]);
});

test("unsubscribing stops the handler; a throwing handler neither stops the others nor the publisher", () => {
  const errors: string[] = [];
  const events = createSiteEvents({ onHandlerError: (error, topic) => errors.push(`${topic}: ${(error as Error).message}`) });
  let heard = 0;
  const stop = events.subscribe("flags", () => heard++);
  events.subscribe("flags", () => {
    throw new Error("broken listener");
  });
  events.subscribe("flags", () => heard++);
  events.relayTo({
    send: () => {
      throw new Error("relay down");
    },
  });
  expect(() => events.publish("flags")).not.toThrow();
  expect(heard).toBe(2);
  expect(errors).toEqual(["flags: broken listener", "flags: relay down"]);
  stop();
  events.publish("flags");
  expect(heard).toBe(3);
});
