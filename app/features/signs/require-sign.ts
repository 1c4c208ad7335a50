import { redirect } from "react-router";
import { findSign, type Sign } from "./signs";

/** The sign a route's slug names; an unknown or oddly-cased slug goes home (sign-content spec section 2). */
export function requireSign(slug: string | undefined): Sign {
  const sign = findSign(slug);
  if (!sign || sign.slug !== slug) throw redirect("/");
  return sign;
}
