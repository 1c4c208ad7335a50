// The twelve sign slugs in zodiac order, for the benchmark scripts, which run as plain Node and
// cannot import app/zodiac/signs.ts; tests/architecture/bench-signs.test.ts keeps the two equal.
export const SIGN_SLUGS = [
  "aries",
  "taurus",
  "gemini",
  "cancer",
  "leo",
  "virgo",
  "libra",
  "scorpio",
  "sagittarius",
  "capricorn",
  "aquarius",
  "pisces",
];
