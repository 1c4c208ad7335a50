import { afterEach, beforeEach, expect, test } from "vitest";
import { READER_SIGN_KEY, readerSign, rememberReaderSign } from "./reader-sign";

const stored = new Map<string, string>();
beforeEach(() => {
  stored.clear();
  (globalThis as { localStorage?: Pick<Storage, "getItem" | "setItem"> }).localStorage = {
    getItem: (key) => stored.get(key) ?? null,
    setItem: (key, value) => void stored.set(key, value),
  };
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

test("the reader's sign is kept under cosmic_sign, and only a real sign is kept or read back", () => {
  expect(READER_SIGN_KEY).toBe("cosmic_sign");
  expect(readerSign()).toBeNull();
  rememberReaderSign("virgo");
  expect(stored.get("cosmic_sign")).toBe("virgo");
  expect(readerSign()).toBe("virgo");
  rememberReaderSign("ophiuchus");
  expect(readerSign()).toBe("virgo");
  stored.set("cosmic_sign", "<script>");
  expect(readerSign()).toBeNull();
});

test("without storage (a private window) nothing is remembered and nothing breaks", () => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
  expect(() => rememberReaderSign("leo")).not.toThrow();
  expect(readerSign()).toBeNull();
});
