import { expect, test } from "vitest";
import { BAD_FORM_MESSAGES, queryValue, readForm } from "./request-input.server";

const post = (body: BodyInit, contentType?: string) =>
  new Request("http://localhost/verify", { method: "POST", body, headers: contentType ? { "Content-Type": contentType } : {} });

const thrownBy = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

test("[errors.bad-input] a form in a browser's body types is read", async () => {
  const form = await readForm(post("intent=resend&email=reader%40example.com", "application/x-www-form-urlencoded"));
  expect(form.get("email")).toBe("reader@example.com");
  const multipart = new FormData();
  multipart.set("token", "abc");
  expect((await readForm(new Request("http://localhost/verify", { method: "POST", body: multipart }))).get("token")).toBe("abc");
});

test.each([
  ["text/plain", "intent=resend"],
  ["application/json", '{"intent":"resend"}'],
  [undefined, "intent=resend"],
])("[errors.bad-input] a form sent as %s is a thrown 415 with the reason", async (type, body) => {
  expect(await thrownBy(readForm(post(body, type)))).toMatchObject({
    data: { message: BAD_FORM_MESSAGES.unsupportedType },
    init: { status: 415 },
  });
});

test("[errors.bad-input] a multipart form that does not parse is a thrown 400", async () => {
  expect(await thrownBy(readForm(post("not multipart at all", "multipart/form-data; boundary=XyZ")))).toMatchObject({
    data: { message: BAD_FORM_MESSAGES.unreadable },
    init: { status: 400 },
  });
});

test.each(["email=a%00b%40example.com", "a%00=1", "token=%00"])(
  "[errors.bad-input] the form %s, holding a NUL, is a thrown 400",
  async (body) => {
    expect(await thrownBy(readForm(post(body, "application/x-www-form-urlencoded")))).toMatchObject({
      data: { message: "Text may not contain NUL characters." },
      init: { status: 400 },
    });
  },
);

test("[errors.bad-input] a query value holding a NUL is a thrown 400; others are read as they are", () => {
  const url = new URL("http://localhost/blog?tag=moon&search=a%00b&page=2&page=3");
  expect(queryValue(url, "tag")).toBe("moon");
  expect(queryValue(url, "page")).toBe("2");
  expect(queryValue(url, "missing")).toBeNull();
  expect(() => queryValue(url, "search")).toThrow(expect.objectContaining({ init: expect.objectContaining({ status: 400 }) }));
});
