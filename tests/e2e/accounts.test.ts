import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { gotoHydrated, lastConfirmationLink, SERVER_START_TIMEOUT_MS, startReadyServer, stopServer, type RunningServer } from "./support";
import { ownPort } from "./ports";

// The first account of an installation becomes its admin, so these journeys run in order on a
// server of their own with an empty database.
test.describe.configure({ mode: "serial", timeout: 60_000 });

const PORT = ownPort("accounts");
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "founder@example.com", password: "north-node" };
const READER = { email: "reader@example.com", password: "south-node" };

let server: RunningServer;
// Signed-in browser states, kept so later journeys need not sign in again (the per-account
// attempt limit allows five sign-ins a minute).
type SignedInState = Awaited<ReturnType<BrowserContext["storageState"]>>;
let adminState: SignedInState;
let readerState: SignedInState;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  server = await startReadyServer({ port: PORT });
});
test.afterAll(() => stopServer(server));

const toast = (page: Page, text: string | RegExp) => page.locator("[data-toast]").filter({ hasText: text });

async function signUp(page: Page, account: { email: string; password: string }, confirmPassword = account.password) {
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const panel = page.getByRole("tabpanel", { name: "Sign Up" });
  await panel.getByLabel("Email").fill(account.email);
  await panel.getByLabel("Password", { exact: true }).fill(account.password);
  await panel.getByLabel("Confirm password").fill(confirmPassword);
  await panel.getByRole("button", { name: "Sign Up" }).click();
}

async function signIn(page: Page, account: { email: string; password: string }) {
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email").fill(account.email);
  await panel.getByLabel("Password", { exact: true }).fill(account.password);
  await panel.getByRole("button", { name: "Sign In" }).click();
}

async function confirmFromMail(page: Page, email: string) {
  await gotoHydrated(page, lastConfirmationLink(server, email));
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByText("Your email is confirmed. You can now sign in.")).toBeVisible();
}

/** A fresh browser on this test's server, signed in when given a state. */
async function openBrowser(browser: Browser, state?: SignedInState) {
  const context = await browser.newContext({ baseURL: BASE, storageState: state });
  const page = await context.newPage();
  // A click that cannot happen fails with its own message rather than the test's timeout.
  page.setDefaultTimeout(10_000);
  return page;
}

test("the first account: sign up, confirm from the mail, sign in, land on /admin as admin", async ({ browser }) => {
  const page = await openBrowser(browser);
  const visit = await page.goto("/admin");
  expect(visit?.status()).toBe(200);
  await expect(page).toHaveURL(`${BASE}/auth?redirectTo=%2Fadmin`);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
  await expect(page.getByText("Sign in to access the admin dashboard")).toBeVisible();

  // The sign-up form's own rules, word for word.
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByText("The first account to confirm its email becomes the admin of the site.")).toBeVisible();
  await page.getByRole("tabpanel", { name: "Sign Up" }).getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await signUp(page, { email: ADMIN.email, password: "12345" }, "12345");
  await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
  await signUp(page, ADMIN, "something-else");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await signUp(page, { email: "not-an-email", password: ADMIN.password });
  await expect(toast(page, "Please enter a valid email address")).toBeVisible();

  // Show/hide on the password.
  const password = page.getByRole("tabpanel", { name: "Sign Up" }).getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("tabpanel", { name: "Sign Up" }).getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");

  await signUp(page, { email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password });
  await expect(toast(page, "Account created! Please check your email for confirmation.")).toBeVisible();
  await signUp(page, ADMIN);
  await expect(toast(page, "An account with this email already exists. Please sign in instead.")).toBeVisible();

  // Not confirmed yet. Three toasts now stack over the top of the form, so the tab is reached from
  // the keyboard, as a reader would while they are showing.
  await page.getByRole("tab", { name: "Sign In" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await signIn(page, ADMIN);
  await expect(toast(page, "Please check your email and click the confirmation link.")).toBeVisible();

  await confirmFromMail(page, ADMIN.email);

  await gotoHydrated(page, "/auth?redirectTo=%2Fadmin");
  await page.getByRole("tabpanel", { name: "Sign In" }).getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await signIn(page, { email: ADMIN.email, password: "wrong-password" });
  await expect(toast(page, "Invalid email or password. Please check your credentials.")).toBeVisible();

  // Hold the sign-in request a moment so the busy label can be seen.
  await page.route("**/auth.data*", async (route) => {
    await new Promise((done) => setTimeout(done, 600));
    await route.continue();
  });
  await signIn(page, ADMIN);
  await expect(page.getByRole("button", { name: "Signing In..." })).toBeDisabled();
  await expect(page).toHaveURL(`${BASE}/admin`);
  await page.unroute("**/auth.data*");
  await expect(toast(page, "Successfully signed in!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByTestId("Registered users")).toHaveText("1");

  const header = page.getByRole("banner");
  await expect(header.getByText("Admin", { exact: true })).toBeVisible();
  await expect(header.getByText(ADMIN.email)).toBeVisible();
  await expect(header.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin");
  await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
  adminState = await page.context().storageState();
  await page.context().close();
});

test("a second account is not admin and sees Access Denied with status 403", async ({ browser }) => {
  const page = await openBrowser(browser);
  await gotoHydrated(page, "/auth");
  await signUp(page, READER);
  await expect(toast(page, "Account created! Please check your email for confirmation.")).toBeVisible();
  await confirmFromMail(page, READER.email);
  await gotoHydrated(page, "/auth");
  await signIn(page, READER);
  await expect(page).toHaveURL(`${BASE}/`);

  const denied = await page.goto("/admin");
  expect(denied?.status()).toBe(403);
  await expect(page.getByRole("alert").filter({ hasText: "Access Denied." })).toHaveText(
    "Access Denied. You need admin privileges to access this page.",
  );
  const header = page.getByRole("banner");
  await expect(header.getByText(READER.email)).toBeVisible();
  await expect(header.getByText("Admin", { exact: true })).toHaveCount(0);
  readerState = await page.context().storageState();
  await page.context().close();
});

test("a signed-in user opening /auth goes back where they came from, and never off the site", async ({ browser }) => {
  const page = await openBrowser(browser, readerState);
  await page.goto("/auth?redirectTo=%2Fsigns%2Fleo");
  await expect(page).toHaveURL(`${BASE}/signs/leo`);
  await page.goto("/auth", { referer: `${BASE}/tools` });
  await expect(page).toHaveURL(`${BASE}/tools`);
  await page.goto("/auth");
  await expect(page).toHaveURL(`${BASE}/`);
  for (const vector of [
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
  ]) {
    await page.goto(`/auth?redirectTo=${encodeURIComponent(vector)}`);
    await expect(page, vector).toHaveURL(`${BASE}/`);
  }
  await page.context().close();
});

test("the admin saves the ad mode and publisher id, with toasts for success and error", async ({ browser }) => {
  const page = await openBrowser(browser, adminState);
  await gotoHydrated(page, "/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site Settings" })).toBeVisible();
  await expect(page.getByLabel("Google auto ads")).toBeChecked();

  await page.getByLabel("Google publisher id").fill("ca-pub-12");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "google_publisher_id must be ca-pub- followed by 16 digits")).toBeVisible();

  await page.getByLabel("Off").check();
  await page.getByLabel("Google publisher id").fill("ca-pub-1234567890123456");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Settings saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Off")).toBeChecked();
  expect(await (await page.request.get("/api/settings")).json()).toEqual({
    ads_mode: "off",
    google_publisher_id: "ca-pub-1234567890123456",
  });
  await page.context().close();
});

test("the admin grants and revokes admin, cannot remove the last admin, and signs a user out everywhere", async ({ browser }) => {
  const reader = await openBrowser(browser, readerState);
  const page = await openBrowser(browser, adminState);
  await gotoHydrated(page, "/admin/users");
  await expect(page.getByTestId("user-row")).toHaveCount(2);
  await page.getByRole("searchbox", { name: "Search by email or name" }).fill("reader");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("user-row")).toHaveCount(1);

  await page.getByRole("button", { name: `Make admin ${READER.email}` }).click();
  await expect(toast(page, `${READER.email} is now an admin.`)).toBeVisible();
  const readerAdmin = await reader.goto("/admin");
  expect(readerAdmin?.status()).toBe(200);

  await page.getByRole("button", { name: `Remove admin role from ${READER.email}` }).click();
  await expect(toast(page, `${READER.email} is no longer an admin.`)).toBeVisible();
  expect((await reader.goto("/admin"))?.status()).toBe(403);

  await gotoHydrated(page, "/admin/users?search=founder");
  await page.getByRole("button", { name: `Remove admin role from ${ADMIN.email}` }).click();
  await expect(toast(page, "The last admin cannot be removed.")).toBeVisible();

  await gotoHydrated(page, "/admin/users?search=reader");
  await page.getByRole("button", { name: `Revoke sessions of ${READER.email}` }).click();
  await expect(toast(page, new RegExp(`${READER.email} was signed out of \\d+ session`))).toBeVisible();
  await reader.goto("/admin");
  await expect(reader).toHaveURL(`${BASE}/auth?redirectTo=%2Fadmin`);
  await reader.context().close();
  await page.context().close();
});

test("client-side navigation into /admin says 'Checking authentication...' while the session loads", async ({ browser }) => {
  const page = await openBrowser(browser, adminState);
  await gotoHydrated(page, "/signs");
  await page.route("**/admin.data*", async (route) => {
    await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });
  await page.getByRole("banner").getByRole("link", { name: "Admin Dashboard" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Checking authentication..." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await page.context().close();
});

test("the mobile side menu carries the Admin badge, email, Admin Dashboard and Sign Out", async ({ browser }) => {
  const page = await openBrowser(browser, adminState);
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByText("Admin", { exact: true })).toBeVisible();
  await expect(menu.getByText(ADMIN.email)).toBeVisible();
  await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await menu.getByRole("link", { name: "Admin Dashboard" }).click();
  await expect(page).toHaveURL(`${BASE}/admin`);
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  await page.context().close();
});

test("Sign Out ends the session and goes to /", async ({ browser }) => {
  const page = await openBrowser(browser, adminState);
  await gotoHydrated(page, "/admin");
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByRole("banner").getByText(ADMIN.email)).toHaveCount(0);
  await page.goto("/admin");
  await expect(page).toHaveURL(`${BASE}/auth?redirectTo=%2Fadmin`);
  await page.context().close();
});

test("[auth.attempt-limits] too many sign-in attempts are refused with 'Too many attempts. Please wait a minute and try again.'", async ({
  browser,
}) => {
  const page = await openBrowser(browser);
  await gotoHydrated(page, "/auth");
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signIn(page, { email: "nobody@example.com", password: "guessing" });
    await expect(toast(page, "Invalid email or password. Please check your credentials.").first()).toBeVisible();
  }
  await signIn(page, { email: "nobody@example.com", password: "guessing" });
  await expect(toast(page, "Too many attempts. Please wait a minute and try again.")).toBeVisible();
  await page.context().close();
});
