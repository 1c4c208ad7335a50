import { expect, test } from "vitest";
import { indefiniteArticle, possessive, withArticle } from "./text";

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
