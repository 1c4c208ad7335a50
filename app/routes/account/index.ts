import { redirect } from "react-router";

// /account opens on the reader's day.
export function loader() {
  return redirect("/account/today");
}
