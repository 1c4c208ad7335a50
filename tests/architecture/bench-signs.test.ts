import { expect, test } from "vitest";
import { SIGNS } from "#app/zodiac/signs.ts";
import { SIGN_SLUGS } from "#scripts/bench-signs.mjs";

test("the benchmark scripts' sign slugs are the zodiac's, in its order", () => {
  expect(SIGN_SLUGS).toEqual(SIGNS.map((sign) => sign.slug));
});
