import { expect, test } from "@playwright/test";

// [errors.bad-input] [errors.bad-request-page] Input no page of the site sends, against the built
// server: each answered 500 "A cosmic hiccup" before.

test("[errors.bad-request-page] a form posted as text/plain gets 415 and the bad-request page with the reason", async ({ request }) => {
  const res = await request.post("/verify", { headers: { "Content-Type": "text/plain" }, data: "intent=resend&email=a@b.c" });
  expect(res.status()).toBe(415);
  const html = await res.text();
  expect(html).toContain("<h1");
  expect(html).toContain("We could not read that request");
  expect(html).toContain("Send the form as application/x-www-form-urlencoded or multipart/form-data.");
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
});

test("[errors.bad-input] a form value holding a NUL gets 400 and the bad-request page", async ({ request }) => {
  const res = await request.post("/verify", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "intent=resend&email=a%00b%40example.com",
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain("Text may not contain NUL characters.");
});

test("[errors.bad-input] a blog tag holding a NUL gets 400, and a post slug holding one the not-found page", async ({ request }) => {
  const tag = await request.get("/blog?tag=a%00b");
  expect(tag.status()).toBe(400);
  expect(await tag.text()).toContain("We could not read that request");
  const post = await request.get("/blog/a%00b");
  expect(post.status()).toBe(404);
  expect(await post.text()).toContain("Star Lost in Space");
});
