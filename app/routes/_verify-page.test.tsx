import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { VERIFY_MESSAGES } from "#app/features/newsletter/verify-messages.ts";
import { repeatedSentences, visibleText } from "#tests/factories/repeated-sentences.ts";
import VerifyPage from "./verify";

function renderAfter(actionData: unknown, unlock = false) {
  const loaderData = { token: "t", unlock };
  const Stub = createRoutesStub([
    { id: "verify", path: "/verify", Component: VerifyPage, loader: () => loaderData, action: () => actionData },
  ]);
  return renderToString(
    <Stub
      initialEntries={["/verify?token=t"]}
      hydrationData={{ loaderData: { verify: loaderData }, ...(actionData === undefined ? {} : { actionData: { verify: actionData } }) }}
    />,
  ).replace(/<!-- -->/g, "");
}

test("[newsletter.welcome-mail] the confirmed page keeps the spec's words, promises the welcome mail in a sentence of its own, and says nothing twice", () => {
  const text = visibleText(renderAfter({ outcome: "confirmed", message: VERIFY_MESSAGES.confirmed }));
  expect(text).toContain(VERIFY_MESSAGES.confirmed);
  expect(text).toContain(VERIFY_MESSAGES.welcomeSent);
  expect(repeatedSentences(text)).toEqual([]);
});

test("[newsletter.verify-messages] a refused link says so once, with the form for a new one", () => {
  const text = visibleText(renderAfter({ outcome: "invalid", message: VERIFY_MESSAGES.invalid }));
  expect(text).toContain(VERIFY_MESSAGES.invalid);
  expect(text).not.toContain(VERIFY_MESSAGES.welcomeSent);
  expect(repeatedSentences(text)).toEqual([]);
});

test("[session.unlocks-when-confirmed] a spent link says where the readings are open; an unlock link's page speaks of unlocking, and says nothing twice", () => {
  const confirmed = visibleText(renderAfter({ outcome: "confirmed", message: VERIFY_MESSAGES.confirmed, token: "x", waiting: true }));
  expect(confirmed).toContain(VERIFY_MESSAGES.welcomeSent);
  expect(confirmed).toContain(VERIFY_MESSAGES.openBoth);
  expect(repeatedSentences(confirmed)).toEqual([]);
  const again = visibleText(renderAfter({ outcome: "confirmed", message: VERIFY_MESSAGES.confirmed, token: "x", waiting: false }));
  expect(again).toContain(VERIFY_MESSAGES.openHere);
  expect(again).not.toContain(VERIFY_MESSAGES.openBoth);

  const before = renderAfter(undefined, true);
  expect(before).toContain("Unlock the Full Readings");
  expect(before).toContain("Unlock the full readings</button>");
  expect(before).not.toContain("Confirm my subscription");
  const unlocked = visibleText(renderAfter({ outcome: "unlocked", message: VERIFY_MESSAGES.unlocked, token: "x", waiting: true }, true));
  expect(unlocked).toContain(VERIFY_MESSAGES.unlocked);
  expect(unlocked).toContain(VERIFY_MESSAGES.openBoth);
  expect(unlocked).not.toContain(VERIFY_MESSAGES.welcomeSent);
  expect(repeatedSentences(unlocked)).toEqual([]);
});
