import { expect, test } from "vitest";
import { joinReadersText } from "./join-readers";

test("[newsletter.join-readers] the count with en-US thousands separators, one reader in the singular, none as an invitation", () => {
  expect(joinReadersText(34_281)).toBe("Join 34,281 readers");
  expect(joinReadersText(1_234_567)).toBe("Join 1,234,567 readers");
  expect(joinReadersText(999)).toBe("Join 999 readers");
  expect(joinReadersText(2)).toBe("Join 2 readers");
  expect(joinReadersText(1)).toBe("Join 1 reader");
  expect(joinReadersText(0)).toBe("Be among the first readers");
});

test("[newsletter.join-readers] a count that is not a whole number of readers never shows as one", () => {
  expect(joinReadersText(-3)).toBe("Be among the first readers");
  expect(joinReadersText(Number.NaN)).toBe("Be among the first readers");
  expect(joinReadersText(Number.POSITIVE_INFINITY)).toBe("Be among the first readers");
  expect(joinReadersText(1.9)).toBe("Join 1 reader");
});
