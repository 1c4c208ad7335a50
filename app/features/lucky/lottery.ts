/** The lottery line of /lucky ([rituals.lottery]): six numbers from 1 to 49, the sign's three first. */
export const LOTTERY = { count: 6, lowest: 1, highest: 49, fromSign: 3 } as const;

/**
 * The sign's first three lucky numbers, then random numbers from the rest of 1..49 until there
 * are six, none repeated. The drawn half is sorted so the line reads easily; `random` is
 * injectable so tests can pin it.
 */
export function lotteryLine(luckyNumbers: readonly number[], random: () => number = Math.random): number[] {
  const lucky = [...new Set(luckyNumbers)].filter(isInRange).slice(0, LOTTERY.fromSign);
  const pool: number[] = [];
  for (let n = LOTTERY.lowest; n <= LOTTERY.highest; n++) if (!lucky.includes(n)) pool.push(n);
  const needed = LOTTERY.count - lucky.length;
  // A partial Fisher-Yates shuffle: each draw takes one number out of what remains.
  for (let i = 0; i < needed; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return [...lucky, ...pool.slice(0, needed).sort((a, b) => a - b)];
}

function isInRange(n: number): boolean {
  return Number.isInteger(n) && n >= LOTTERY.lowest && n <= LOTTERY.highest;
}
