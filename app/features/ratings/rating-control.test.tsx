import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { FIRST_TO_RATE, RatingControl } from "./rating-control";
import type { RatingSummary } from "./rating-rules";

const SUMMARY: RatingSummary = { average: 4.2, total: 356, accurate: 290 };

function render(visitorRating: number | null, summary: RatingSummary = SUMMARY) {
  const Stub = createRoutesStub([
    {
      path: "/signs/leo",
      Component: () => <RatingControl signName="Leo" summary={summary} visitorRating={visitorRating} />,
      action: () => null,
    },
  ]);
  // React marks text boundaries with empty comments; they are not part of what anyone reads.
  return renderToString(<Stub initialEntries={["/signs/leo"]} />).replace(/<!-- -->/g, "");
}

test("[ratings.control] unrated: a form posting to the page, five required radios named rating in a labelled group, and a submit button", () => {
  const html = render(null);
  const form = html.match(/<form[^>]*>/)![0];
  expect(form).toContain('action="/signs/leo"');
  expect(form).toContain('method="post"');
  expect(html).toContain('name="intent" value="rate-sign"');
  const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
  expect(radios).toHaveLength(5);
  radios.forEach((radio, i) => {
    expect(radio).toContain('name="rating"');
    expect(radio).toContain(`value="${i + 1}"`);
    expect(radio).toContain('required=""');
  });
  for (const label of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) expect(html).toContain(label);
  expect(html).toMatch(/role="radiogroup" aria-labelledby="[^"]+"/);
  expect(html).toContain("<legend");
  expect(html).toContain("Submit Rating");
  expect(html).toContain("Rate today’s Leo horoscope");
  expect(html).toContain("4.2</strong> average from 356 ratings");
});

test("[ratings.control] rated today: locked, with the visitor's stars and no form", () => {
  const html = render(3);
  expect(html).not.toContain("<form");
  expect(html).toContain('role="img" aria-label="Your rating: 3 out of 5 stars"');
  expect(html).toContain("You rated today’s reading 3 out of 5. Come back tomorrow to rate again.");
});

test("[ratings.summary] before the day's first rating the control invites one and shows no average", () => {
  const html = render(null, { average: null, total: 0, accurate: 0 });
  expect(FIRST_TO_RATE).toBe("Be the first to rate today’s reading");
  expect(html).toContain(FIRST_TO_RATE);
  expect(html).not.toContain("average from");
  expect(render(null, { average: 5, total: 1, accurate: 1 })).toContain("5.0</strong> average from 1 rating<");
});
