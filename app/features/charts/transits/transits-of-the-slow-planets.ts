// Transit readings of the slow planets, Jupiter to Pluto, to each point of the birth chart. These
// last weeks or months, so they speak of a season; a slow body's transit to its own birth place is
// a stage of life, and says which.
import { TRANSITS_OF_JUPITER_AND_SATURN } from "./transits-of-jupiter-and-saturn";
import { TRANSITS_OF_THE_OUTER_PLANETS } from "./transits-of-the-outer-planets";

export const TRANSITS_OF_THE_SLOW_PLANETS = { ...TRANSITS_OF_JUPITER_AND_SATURN, ...TRANSITS_OF_THE_OUTER_PLANETS };
