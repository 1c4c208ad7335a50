import fc from "fast-check";
import { expect, test } from "vitest";
import { SIGNS } from "#app/zodiac/signs.ts";
import { LOTTERY, lotteryLine } from "./lottery";

const LUCKY_NUMBERS = SIGNS.map((sign) => sign.luckyNumbers);

test("[rituals.lottery] six numbers from 1 to 49, three of them the sign's", () => {
  expect(LOTTERY).toEqual({ count: 6, lowest: 1, highest: 49, fromSign: 3 });
});

test("[rituals.lottery] for every sign and any random source: the sign's three first, then three more, all different and in 1..49", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...LUCKY_NUMBERS),
      fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
      (lucky, stream) => {
        const values = stream[Symbol.iterator]();
        const line = lotteryLine(lucky, () => values.next().value as number);
        expect(line).toHaveLength(6);
        expect(line.slice(0, 3)).toEqual(lucky);
        expect(new Set(line).size).toBe(6);
        for (const n of line) expect(Number.isInteger(n) && n >= 1 && n <= 49).toBe(true);
        const drawn = line.slice(3);
        expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
      },
    ),
  );
});

test("[rituals.lottery] the extreme random values still land inside the range", () => {
  expect(lotteryLine([1, 4, 19], () => 0)).toEqual([1, 4, 19, 2, 3, 5]);
  expect(lotteryLine([1, 4, 19], () => 0.9999999)).toEqual([1, 4, 19, 2, 3, 49]);
});

test("[rituals.lottery] every number outside the sign's can be drawn", () => {
  const seen = new Set<number>();
  for (let i = 0; i < 500; i++) for (const n of lotteryLine([1, 4, 19]).slice(3)) seen.add(n);
  expect(seen.size).toBe(46);
});

test("[rituals.lottery] duplicate or out-of-range lucky numbers are skipped and the line is still six distinct numbers", () => {
  const line = lotteryLine([7, 7, 50, 3], () => 0.5);
  expect(line.slice(0, 2)).toEqual([7, 3]);
  expect(new Set(line).size).toBe(6);
});
