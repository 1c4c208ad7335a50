import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import PreferencesPage from "./preferences";
import SubscribePage from "#app/routes/subscribe.tsx";
import type { EditionContent } from "#app/features/newsletter/editions/edition-content.ts";
import { EDITION_KINDS, EDITION_NAMES, type EditionKind } from "#app/features/newsletter/editions/edition-kinds.ts";
import { renderEditionMail } from "#app/features/newsletter/editions/edition-mail.ts";
import { editionsOn } from "#app/features/newsletter/editions/schedule.ts";

// [newsletter.edition-names] Each edition has one name, and the subscribe page, the preferences
// page and the mails say it in the same words: a name changed in one place fails here.
const NAMES = { daily: "Daily horoscope", weekly: "Weekly forecast", monthly: "Monthly overview", special: "Special edition" };
const DELIVERY = { zones: ["Asia/Tokyo", "Europe/London", "UTC"], zone: "Europe/London", time: "06:00" };

const namesIn = (html: string) => [...html.matchAll(/data-edition-name="(\w+)">([^<]+)</g)].map((match) => [match[1], match[2]]);

const subscribePage = () => {
  const props = { loaderData: { subscribers: 12, delivery: DELIVERY } } as unknown as Parameters<typeof SubscribePage>[0];
  return <SubscribePage {...props} />;
};

function renderRoute(Component: () => ReactNode, loaderData: unknown) {
  const Stub = createRoutesStub([{ id: "page", path: "/", Component, loader: () => loaderData }]);
  return renderToString(<Stub hydrationData={{ loaderData: { page: loaderData } }} />).replace(/<!-- -->/g, "");
}

test("[newsletter.edition-names] the subscribe page, the preferences page and every edition mail name each edition alike", () => {
  expect(EDITION_NAMES).toEqual(NAMES);
  const expected = EDITION_KINDS.map((kind) => [kind, NAMES[kind]]);

  const subscribe = renderRoute(subscribePage, {});
  expect(namesIn(subscribe)).toEqual(expected);
  // The cards beside the form use the same names.
  for (const name of Object.values(NAMES)) expect(subscribe).toMatch(new RegExp(`>${name}</`));

  const preferences = renderRoute(PreferencesPage, {
    token: "t",
    preferences: { email: "luna@example.com", sign: "leo", editions: ["daily"], subscribed: true, deliveryTime: "06:00", timeZone: "UTC" },
    zones: DELIVERY.zones,
  });
  expect(namesIn(preferences)).toEqual(expected);
  expect(preferences).toContain('<option value="06:00" selected="">06:00</option>');

  for (const kind of EDITION_KINDS) {
    const mail = renderEditionMail(contentOf(kind));
    expect(mail.text.split("\n")[0], kind).toBe(NAMES[kind]);
    expect(mail.html, kind).toContain(`>${NAMES[kind]}</td>`);
  }
  // The editions' titles, which the admin lists and the browser view shows, begin with the name too.
  const titles = editionsOn("2031-09-01", [{ slug: "full-moon", title: "Full Moon in Pisces" }]).filter((plan) => plan.kind !== "special");
  for (const plan of titles) expect(plan.title.startsWith(NAMES[plan.kind])).toBe(true);
});

test("[newsletter.schedule] the subscribe page says the weekly edition leaves on Mondays, as it does", () => {
  const subscribe = renderRoute(subscribePage, {});
  expect(subscribe).not.toMatch(/Sunday/);
  expect(subscribe).toMatch(/every Monday/);
});

function contentOf(kind: EditionKind): EditionContent {
  return { kind, audience: "leo", subject: "S", preheader: "", title: "T", dateLine: "D", intro: "I.", blocks: [] };
}

test("[newsletter.full-form] the delivery time and zone are labelled selects, the site's zone chosen until the browser says its own", () => {
  const html = renderRoute(subscribePage, {});
  expect(html).toMatch(/<label for="[^"]+-delivery-time"[^>]*>Delivery time<\/label>/);
  expect(html).toMatch(/<label for="[^"]+-time-zone"[^>]*>Time zone<\/label>/);
  expect(html).toContain('<option value="Europe/London" selected="">Europe / London</option>');
  expect(html).toContain('<option value="06:00" selected="">06:00</option>');
});
