import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { CompatibilityTool, type PickerSign } from "./compatibility-tool";

const SIGNS: PickerSign[] = [
  { slug: "aries", name: "Aries", symbol: "♈", dateRange: "March 21 – April 19" },
  { slug: "leo", name: "Leo", symbol: "♌", dateRange: "July 23 – August 22" },
  { slug: "libra", name: "Libra", symbol: "♎", dateRange: "September 23 – October 22" },
];

function render(first: string | null, second: string | null) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <CompatibilityTool signs={SIGNS} first={first} second={second} /> }]);
  return renderToString(<Stub />).replace(/<!-- -->/g, "");
}

test("[signs.compatibility-tool] until both signs are chosen the heading asks for two signs; with both it offers another pairing", () => {
  expect(render(null, null)).toContain(">Choose Two Signs to Compare</h2>");
  expect(render("leo", null)).toContain(">Choose Two Signs to Compare</h2>");
  expect(render("leo", "libra")).toContain(">Try Another Pairing</h2>");
});

test("[signs.compatibility-tool] two labelled selects, First Sign and Second Sign, each option showing symbol, name and date range", () => {
  const html = render("leo", null);
  for (const [label, name] of [
    ["First Sign", "sign1"],
    ["Second Sign", "sign2"],
  ]) {
    const id = html.match(new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`))?.[1];
    expect(id, label).toBeTruthy();
    expect(html).toMatch(new RegExp(`<select[^>]*id="${id}"[^>]*name="${name}"|<select[^>]*name="${name}"[^>]*id="${id}"`));
  }
  expect(html).toContain('<option value="leo" selected="">♌ Leo (July 23 – August 22)</option>');
  expect(html).toContain('<option value="aries">♈ Aries (March 21 – April 19)</option>');
});

test("[signs.compatibility-tool] without scripts it is a GET form to /compatibility with a submit button", () => {
  const form = render(null, null).match(/<form[^>]*>/)![0];
  expect(form).toContain('method="get"');
  expect(form).toContain('action="/compatibility"');
  expect(render(null, null)).toMatch(/<button type="submit"[^>]*>Compare<\/button>/);
});
