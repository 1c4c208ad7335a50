import { redirect } from "react-router";

// The about page links to /contact; the contact details live in its #contact section.
export function loader() {
  return redirect("/about#contact", 301);
}
