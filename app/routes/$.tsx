import { data } from "react-router";
import { pickRandomSigns } from "#app/zodiac/signs.ts";

// Any path no other route claims. The root error boundary draws the page, so every 404
// (this one, or a loader's unknown post or element) looks and behaves the same.
export function loader() {
  const signs = pickRandomSigns(3).map(({ slug, name, symbol }) => ({ slug, name, symbol }));
  throw data({ signs }, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
