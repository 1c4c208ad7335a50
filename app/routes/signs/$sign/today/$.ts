import { redirect } from "react-router";
import type { Route } from "./+types/$";

// The daily reading lives at /signs/{sign}; any path containing /today leads there.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/signs/${encodeURIComponent(params.sign.toLowerCase())}`, 301);
}
