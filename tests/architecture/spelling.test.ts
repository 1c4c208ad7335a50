import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

// The site writes British English: "colour", "favourite", "behaviour", "realise". The product's
// own fixed messages are quoted word for word wherever they fall (a few use American forms, such
// as "your personalized horoscope"), so this guard reads the prose the site writes itself: the
// articles, the sign profiles, the reading phrases, the pair prose, the rituals and the birth chart's interpretations.
const PROSE = [
  "content/blog",
  "app/features/signs/profiles",
  "app/features/horoscopes/phrases",
  "app/features/compatibility",
  "app/features/rituals",
  "app/features/signs",
  "app/features/charts/interpretations",
  "app/features/charts/transits",
  "app/features/charts/synastry",
];
// Hyphenated words are left out: in quotes they are CSS classes ("items-center", "text-gray-950").
const AMERICAN =
  /(?<![-\w])(colors?|colored|favorites?|favored|behaviors?|honors?|honored|neighbors?|centers?|centered|organiz\w*|realiz\w*|recogniz\w*|analyz\w*|apologiz\w*|prioritiz\w*|memoriz\w*|harmoniz\w*|gray|traveling|traveled|canceled|practicing|defense|offense|jewelry|skeptic\w*|fulfill|fulfills|mold|labor|rumor|humor|vapor|splendor|savor\w*)(?![-\w])/;

test("the site's own prose keeps to British spelling", () => {
  const found: string[] = [];
  for (const folder of PROSE) {
    for (const name of readdirSync(join(process.cwd(), folder))) {
      if (!/\.(md|ts|tsx)$/.test(name) || name.includes(".test.")) continue;
      const text = readFileSync(join(process.cwd(), folder, name), "utf8");
      text.split("\n").forEach((line, index) => {
        // Code names (luckyColor, a `color` field) are not prose; only words inside quotes or Markdown count.
        const prose = folder === "content/blog" ? line : (line.match(/(["`])(?:(?!\1).)*\1/g) ?? []).join(" ");
        const match = AMERICAN.exec(prose);
        if (match) found.push(`${folder}/${name}:${index + 1}: ${match[0]}`);
      });
    }
  }
  expect(found).toEqual([]);
});
