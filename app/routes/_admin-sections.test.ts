import { expect, test } from "vitest";
import { ADMIN_SECTIONS } from "./_admin-sections";

test("[admin.sections] the dashboard's sections come in their sidebar order", () => {
  expect(ADMIN_SECTIONS.map((section) => section.label)).toEqual([
    "Overview",
    "Analytics",
    "Settings",
    "Users",
    "Flags & Products",
    "Subscribers",
    "Newsletter",
    "Posts",
    "Ads",
    "Partners",
  ]);
});
