import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { VERIFY_MESSAGES } from "#app/features/newsletter/verify-messages.ts";
import { repeatedSentences, visibleText } from "#tests/factories/repeated-sentences.ts";
import VerifyPage from "./verify";

function renderAfter(actionData: unknown) {
  const Stub = createRoutesStub([
    { id: "verify", path: "/verify", Component: VerifyPage, loader: () => ({ token: "t" }), action: () => actionData },
  ]);
  return renderToString(
    <Stub
      initialEntries={["/verify?token=t"]}
      hydrationData={{ loaderData: { verify: { token: "t" } }, actionData: { verify: actionData } }}
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
