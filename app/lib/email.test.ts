import fc from "fast-check";
import { expect, test } from "vitest";
import { MAILBOX_LIMITS, mailboxProblem, normaliseMailbox } from "./email";

test.each([
  ["reader@example.com", "reader@example.com"],
  ["  Luna.Star+news@Mail.Example.CO.uk ", "luna.star+news@mail.example.co.uk"],
  ["o'hara@example.ie", "o'hara@example.ie"],
  ["x@xn--bcher-kva.example", "x@xn--bcher-kva.example"],
])("one mailbox %j is kept, trimmed and lower-cased", (raw, expected) => {
  expect(normaliseMailbox(raw)).toBe(expected);
});

test.each([
  "a@x.test <b@evil.test>",
  "Name <a@example.com>",
  "a@example.com, b@example.com",
  "a@example.com;b@example.com",
  "a@example.com b@example.com",
  "a@example.com\r\nBcc: b@evil.test",
  "a@example.com\u0000",
  '"quoted"@example.com',
  "a..b@example.com",
  ".a@example.com",
  "a.@example.com",
  "a@example",
  "a@-example.com",
  "a@example-.com",
  "a@example..com",
  "a@127.0.0.1",
  "a@[127.0.0.1]",
  "@example.com",
  "a@",
  "a@@example.com",
  "ä@example.com",
  "",
  `${"a".repeat(MAILBOX_LIMITS.localPart + 1)}@example.com`,
  `a@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(60)}.com`,
])("%j is not one mailbox", (raw) => {
  expect(normaliseMailbox(raw)).toBeNull();
});

test("the lengths are SMTP's: 64 before the @ and 254 in all", () => {
  const local = "a".repeat(64);
  expect(normaliseMailbox(`${local}@example.com`)).toBe(`${local}@example.com`);
  const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(56)}.com`;
  expect(`x@${domain}`).toHaveLength(254);
  expect(normaliseMailbox(`x@${domain}`)).not.toBeNull();
  expect(normaliseMailbox(`xy@${domain}`)).toBeNull();
  expect(normaliseMailbox(42)).toBeNull();
});

test("whatever the input, an accepted address holds exactly one @ and none of the characters that split recipients", () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 40 }), (left, right) => {
      const accepted = normaliseMailbox(`${left}@${right}`);
      if (accepted === null) return;
      expect(accepted.split("@")).toHaveLength(2);
      expect(accepted).not.toMatch(/[\s,;<>"()[\]\\:]/);
      expect([...accepted].every((character) => character.charCodeAt(0) > 0x1f && character.charCodeAt(0) !== 0x7f)).toBe(true);
    }),
    { numRuns: 5000 },
  );
});

test("a problem is named by its shape first, then by its length", () => {
  expect(mailboxProblem("not an address")).toBe("invalid");
  expect(mailboxProblem(`${"a".repeat(300)}`)).toBe("invalid");
  expect(mailboxProblem(`${"a".repeat(65)}@example.com`)).toBe("local-part-too-long");
  expect(mailboxProblem(`${"a".repeat(60)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`)).toBe("too-long");
  expect(mailboxProblem("reader@example.com")).toBeNull();
});
