import { expect, type Page } from "@playwright/test";
import { gotoHydrated } from "./support";

// A new address for each run: where the servers share a Redis, the limit on mails to one address
// (5 an hour) outlives the servers, and repeated runs would use it up.
const FIRST_ADMIN = { email: `gatekeeper-${Date.now().toString(36)}@example.com`, password: "closed-door" };

/**
 * On a fresh server: signs up the first account (which becomes admin), confirms it through the
 * link `confirmationLink` finds, signs in and switches the named flags on with the keyboard.
 */
export async function switchFlagsOnAsFirstAdmin(page: Page, flags: string[], confirmationLink: (email: string) => Promise<string>) {
  const toast = (text: string) => page.locator("[data-toast]").filter({ hasText: text });
  await gotoHydrated(page, "/auth?redirectTo=%2Fadmin%2Fflags");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("Email").fill(FIRST_ADMIN.email);
  await signUp.getByLabel("Password", { exact: true }).fill(FIRST_ADMIN.password);
  await signUp.getByLabel("Confirm password").fill(FIRST_ADMIN.password);
  await signUp.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast("Account created! Please check your email for confirmation.")).toBeVisible();
  await gotoHydrated(page, await confirmationLink(FIRST_ADMIN.email));
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByText("Your email is confirmed. You can now sign in.")).toBeVisible();
  await gotoHydrated(page, "/auth?redirectTo=%2Fadmin%2Fflags");
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await signIn.getByLabel("Email").fill(FIRST_ADMIN.email);
  await signIn.getByLabel("Password", { exact: true }).fill(FIRST_ADMIN.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Flags & Products" })).toBeVisible();
  for (const name of flags) {
    const flag = page.getByRole("switch", { name });
    await expect(flag).toHaveAttribute("aria-checked", "false");
    await flag.focus();
    await page.keyboard.press("Space");
    await expect(toast(`${name} is now on.`)).toBeVisible();
    await expect(flag).toHaveAttribute("aria-checked", "true");
  }
}
