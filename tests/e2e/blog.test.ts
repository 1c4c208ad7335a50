import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { XSS_VECTORS } from "#tests/fixtures/xss-vectors.ts";
import {
  freshDataDir,
  gotoHydrated,
  lastConfirmationLink,
  SERVER_START_TIMEOUT_MS,
  startReadyServer,
  stopServer,
  type RunningServer,
} from "./support";
import { ownPort } from "./ports";

// The blog on a server of its own, restarted once on the same data to show that the file import
// never overwrites an admin's edit. The admin comes from the operator command.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PORT = ownPort("blog");
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "editor@example.com", password: "ink-and-stars" };
let dataDir: string;
const POST_FILES = readdirSync("content/blog").filter((name) => name.endsWith(".md"));
let server: RunningServer;

async function start() {
  server = await startReadyServer({ port: PORT, dataDir });
}
async function stop() {
  await stopServer(server);
}

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS);
  dataDir = freshDataDir();
  execFileSync(process.execPath, ["build/server/admin.js", "create", "--email", ADMIN.email], {
    input: `${ADMIN.password}\n${ADMIN.password}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  });
  await start();
});
test.afterAll(stop);

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

test("every post file is on /blog newest first, each page has its title in <h1>, and /rss.xml lists them all", async ({
  request,
  page,
}) => {
  expect(POST_FILES.length).toBe(30);
  const rss = await (await request.get(`${BASE}/rss.xml`)).text();
  expect(rss.startsWith("<?xml")).toBe(true);
  // Well-formed XML, as the browser's own parser reads it.
  const parsed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    return { error: doc.querySelector("parsererror")?.textContent ?? null, items: doc.querySelectorAll("channel > item").length };
  }, rss);
  expect(parsed).toEqual({ error: null, items: 30 });
  expect(rss.match(/<item>/g)).toHaveLength(30);
  const slugs = [...rss.matchAll(/<link>[^<]*\/blog\/([a-z0-9-]+)<\/link>/g)].map((match) => match[1]!);
  expect(slugs).toHaveLength(30);
  for (const slug of slugs) {
    const res = await request.get(`${BASE}/blog/${slug}`);
    expect(res.status(), slug).toBe(200);
    const html = await res.text();
    expect(html, slug).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html, slug).toContain('"@type":"BlogPosting"');
  }
  const list = await (await request.get(`${BASE}/blog`)).text();
  const dates = [...list.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})"/g)].map((match) => match[1]!);
  expect(dates.length).toBeGreaterThan(0);
  expect([...dates].sort().reverse()).toEqual(dates);
  expect((await request.get(`${BASE}/blog/no-such-post`)).status()).toBe(404);
});

test("an admin writes a post, sees it on /blog, edits it, and a restart keeps the edit", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await gotoHydrated(page, "/auth?redirectTo=%2Fadmin%2Fposts%2Fnew");
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await signIn.getByLabel("Email").fill(ADMIN.email);
  await signIn.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  // The first landing after sign-in checks the new session and loads the editor's own chunk: on a
  // busy two-core machine (two test workers) that has taken more than the default 5 s.
  await expect(page.getByRole("heading", { level: 1, name: "New Post" })).toBeVisible({ timeout: 20_000 });
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

  await page.getByLabel("Title").fill("Stargazing on a School Night");
  await page.getByLabel("Slug").fill("stargazing-on-a-school-night");
  await page.getByLabel("Date").fill("2026-11-22");
  const body = page.getByLabel("Markdown (front matter and body)");
  const text = await body.inputValue();
  await body.fill(text.replace(/\n---\n[\s\S]*$/, "\n---\nTen minutes outside before bed.\n\n## What to look for\n\nThe Moon first.\n"));
  await expect(page.getByRole("region", { name: "Preview" }).getByRole("heading", { name: "What to look for" })).toBeVisible();
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(toast(page, "Post saved.")).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/admin/posts/stargazing-on-a-school-night`);

  await gotoHydrated(page, "/blog");
  await expect(page.getByRole("link", { name: "Stargazing on a School Night" }).first()).toBeVisible();

  await gotoHydrated(page, "/admin/posts/stargazing-on-a-school-night");
  await page.getByLabel("Title").fill("Stargazing on a Work Night");
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(toast(page, "Post saved.")).toBeVisible();

  // A closed tab loses nothing: the unsaved text comes back from localStorage.
  await page.getByLabel("Excerpt").fill("Half-finished thought");
  await page.reload();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expect(page.getByText("Your unsaved draft was restored.")).toBeVisible();
  await expect(page.getByLabel("Excerpt")).toHaveValue("Half-finished thought");
  await page.getByRole("button", { name: "Discard draft" }).click();

  // An edit of a file's post survives the restart too.
  await gotoHydrated(page, "/admin/posts/the-four-elements-in-astrology");
  await page.getByLabel("Title").fill("The Four Elements, Revised");
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(toast(page, "Post saved.")).toBeVisible();

  // Deleting asks first.
  await gotoHydrated(page, "/admin/posts");
  await page.getByRole("button", { name: "Delete The Fire Signs: Aries, Leo and Sagittarius" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this post?" });
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole("button", { name: "Delete The Fire Signs: Aries, Leo and Sagittarius" }).click();
  await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete post" }).click();
  await expect(toast(page, "“the-fire-signs-aries-leo-sagittarius” is deleted.")).toBeVisible();
  expect((await fetch(`${BASE}/blog/the-fire-signs-aries-leo-sagittarius`)).status).toBe(404);
  await context.close();

  await stop();
  await start();
  const edited = await (await fetch(`${BASE}/blog/stargazing-on-a-school-night`)).text();
  expect(edited).toContain("Stargazing on a Work Night");
  const revised = await (await fetch(`${BASE}/blog/the-four-elements-in-astrology`)).text();
  expect(revised).toContain("The Four Elements, Revised");
  // Its file is still in content/blog, but a deleted post stays deleted.
  expect((await fetch(`${BASE}/blog/the-fire-signs-aries-leo-sagittarius`)).status).toBe(404);
});

test("a visitor's save gets 401 and a signed-in reader's 403", async () => {
  const headers = { "Content-Type": "application/json", Origin: BASE };
  const save = (cookie?: string) =>
    fetch(`${BASE}/api/admin/posts`, {
      method: "POST",
      headers: cookie ? { ...headers, Cookie: cookie } : headers,
      body: JSON.stringify({ slug: "x", content: "---\ntitle: x\n---" }),
    });
  expect((await save()).status).toBe(401);

  const reader = { email: "reader@example.com", password: "only-reading" };
  const signedUp = await fetch(`${BASE}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify(reader) });
  expect(signedUp.status).toBe(200);
  // The log line with the link is written a moment after the answer.
  const linkInLog = () => {
    try {
      return lastConfirmationLink(server, reader.email);
    } catch {
      return "";
    }
  };
  await expect.poll(linkInLog).not.toBe("");
  const token = new URL(linkInLog()).searchParams.get("token")!;
  await fetch(`${BASE}/auth/confirm`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
    body: new URLSearchParams({ token }),
  });
  const signedIn = await fetch(`${BASE}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify(reader) });
  const cookie = signedIn.headers
    .getSetCookie()
    .find((line) => line.includes("session_token="))!
    .split(";")[0]!;
  const refused = await save(cookie);
  expect(refused.status).toBe(403);
});

test("a post made of 50 known XSS vectors renders in Chromium without running any of them", async ({ browser }) => {
  const headers = { "Content-Type": "application/json", Origin: BASE };
  const signedIn = await fetch(`${BASE}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify(ADMIN) });
  const cookie = signedIn.headers
    .getSetCookie()
    .find((line) => line.includes("session_token="))!
    .split(";")[0]!;
  const content = [
    "---",
    "title: XSS Gallery",
    "excerpt: Every trick in the book, shown as text.",
    "slug: xss-gallery",
    "date: 2026-01-02",
    "tags: [security]",
    "---",
    "## Vectors",
    "",
    XSS_VECTORS.join("\n\n"),
    "",
  ].join("\n");
  const saved = await fetch(`${BASE}/api/admin/posts`, {
    method: "POST",
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({ slug: "xss-gallery", content }),
  });
  expect(await saved.json()).toEqual({ success: true });

  const page = await (await browser.newContext({ baseURL: BASE })).newPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => Object.defineProperty(window, "__pwned", { value: false, writable: true }));
  await gotoHydrated(page, "/blog/xss-gallery");
  await expect(page.getByRole("heading", { level: 1, name: "XSS Gallery" })).toBeVisible();
  await expect(page.getByTestId("entertainment-notice")).toBeVisible();
  await page.mouse.move(200, 400);
  // Every chance the vectors had to run has come: the page's load (images, frames, objects), its
  // hydration, the pointer's move, and two more frames of rendering (autofocus, toggles, marquees).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned: boolean }).__pwned)).toBe(false);
  await page.context().close();
});
