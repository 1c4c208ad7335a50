import { expect, test } from "vitest";
import { sayingEachOnce, type EditionContent } from "./edition-content";

test("[newsletter.edition-mail] an edition says each sentence once: a later retelling goes, and a block left empty with it", () => {
  const content: EditionContent = {
    kind: "weekly",
    audience: "pisces",
    subject: "S",
    preheader: "",
    title: "T",
    dateLine: "D",
    intro: "On Tuesday Venus turns direct in Leo. Pace yourself this week.",
    blocks: [
      { heading: "Love", paragraphs: ["Care shows in small favours. On Tuesday  Venus turns direct in Leo."] },
      { heading: "Career", paragraphs: ["pace yourself this week."] },
      { heading: "Key dates", paragraphs: ["Tue: Venus direct"], link: { label: "Read on", href: "https://cosmicdaily.example" } },
    ],
  };
  const once = sayingEachOnce(content);
  expect(once.intro).toBe(content.intro);
  expect(once.blocks).toEqual([{ heading: "Love", paragraphs: ["Care shows in small favours."] }, content.blocks[2]]);
});
