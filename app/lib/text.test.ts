import { expect, test } from "vitest";
import { indefiniteArticle, numberWord, possessive, wholeNumber, withArticle } from "./text";

test("possessives: 's after most names, a bare apostrophe after a final s", () => {
  expect(possessive("Leo")).toBe("Leo’s");
  expect(possessive("Aries")).toBe("Aries’");
  expect(possessive("Pisces")).toBe("Pisces’");
  expect(["Aquarius", "Sagittarius"].map(possessive)).toEqual(["Aquarius’", "Sagittarius’"]);
});

test("articles: an before a vowel, a before a consonant", () => {
  expect(withArticle("Aries")).toBe("an Aries");
  expect(withArticle("Aquarius")).toBe("an Aquarius");
  expect(withArticle("Leo")).toBe("a Leo");
  expect(withArticle("Scorpio")).toBe("a Scorpio");
  expect(indefiniteArticle("earthy")).toBe("an");
  expect(indefiniteArticle("bold")).toBe("a");
});

test("whole numbers carry en-US thousands separators, exactly as Intl writes them", () => {
  expect(wholeNumber(34281)).toBe("34,281");
  expect(wholeNumber(999)).toBe("999");
  expect(wholeNumber(1000)).toBe("1,000");
  expect(wholeNumber(-1234567)).toBe("-1,234,567");
  expect(wholeNumber(1234.9)).toBe("1,234");
  const english = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0, roundingMode: "trunc" });
  const samples = [0, 1, 12, 123, 1234, 12345, 123456, 1234567, 987654321, Number.MAX_SAFE_INTEGER, -5, -12345, 1e21, Infinity, Number.NaN];
  for (let power = 0; power < 16; power++) samples.push(10 ** power, 10 ** power - 1, 7 * 10 ** power + 3);
  for (const value of samples) expect(wholeNumber(value)).toBe(english.format(value));
});

test("counts up to twelve are words in prose, larger ones figures", () => {
  expect(numberWord(5)).toBe("five");
  expect(numberWord(12)).toBe("twelve");
  expect(numberWord(13)).toBe("13");
  expect(numberWord(4096)).toBe("4,096");
});
