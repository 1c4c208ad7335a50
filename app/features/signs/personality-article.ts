import { MONTH_NAMES } from "./months";
import type { SignProfile } from "./sign-profile";
import { parseCalendarDay } from "#app/lib/dates.ts";
import { modalityOf } from "#app/zodiac/modalities.ts";
import { rulerInProse } from "#app/zodiac/planets.ts";
import { type Sign } from "#app/zodiac/signs.ts";

type ArticleSign = Pick<Sign, "slug" | "name" | "element" | "rulingPlanet" | "dateRange" | "traits" | "nickname">;

/** "1986-03-28" as "March 28, 1986", without the host's locale or time zone. */
function formatBirthDate(iso: string): string {
  const { year, month, day } = parseCalendarDay(iso);
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

/** "a, b, c and d" */
function listInProse(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * The personality article of /signs/{sign}/personality ([signs.personality-page]): markdown with `## `
 * section headings and no title, built only from the sign and its profile, so the same input always gives
 * the same text.
 */
export function buildPersonalityArticle(sign: ArticleSign, profile: SignProfile): string {
  const { name } = sign;
  const modality = modalityOf(sign);
  const traits = listInProse(sign.traits.map((trait) => trait.toLowerCase()));
  const p = profile.personality;
  const [from, to] = sign.dateRange.split(/\s+–\s+/);
  const born = from && to ? `between ${from} and ${to}` : sign.dateRange;

  const opening =
    `${name}, the sign of the ${sign.nickname}, belongs to everyone born ${born}. ` +
    `It is a ${modality.toLowerCase()} ${sign.element} sign ruled by ${rulerInProse(sign)}, ` +
    `and the traits most often linked with it are ${traits}.`;

  const famous = profile.famousPeople
    .map((person) => `- **${person.name}** (born ${formatBirthDate(person.born)}): ${person.knownFor}`)
    .join("\n");

  const keywords = listInProse(profile.keywords.map((keyword) => keyword.toLowerCase()));

  const sections: [heading: string, body: string][] = [
    [`The ${name} Personality`, `${opening}\n\n${p.introduction}`],
    ["Strengths", p.strengths],
    ["The Shadow Side", p.shadowSide],
    [`${name} in Love`, p.inLove],
    [`${name} at Work`, p.atWork],
    ["Friendship", p.friendship],
    ["Family", p.family],
    ["Growing Into Your Best Self", `${p.growth}\n\nIf you want ${name} in a handful of words: ${keywords}.`],
    [
      `Famous ${name} People`,
      `Sun signs are only one part of a birth chart, but these well-known ${name} natives show the sign's colours in public life:\n\n${famous}`,
    ],
  ];

  return sections.map(([heading, body]) => `## ${heading}\n\n${body}`).join("\n\n") + "\n";
}
