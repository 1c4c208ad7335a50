import { describe, expect, it } from "vitest";
import type { EditionContent } from "./edition-content";
import { fillMergeFields, renderEditionMail } from "./edition-mail";

const content: EditionContent = {
  kind: "daily",
  audience: "leo",
  subject: "Your Leo horoscope for Wednesday 25 November 2026",
  preheader: "A bright day.",
  title: "♌ Leo today",
  dateLine: "Wednesday 25 November 2026",
  intro: "The Moon enters Pisces, your 8th house.",
  blocks: [
    { heading: "Overview", paragraphs: ["Tom & Jerry <b>say</b> hello."] },
    {
      heading: "Lucky today",
      paragraphs: ["Numbers 4, 21, 5."],
      link: { label: "Read Leo on Cosmic Daily", href: "https://cosmicdaily.example/signs/leo" },
    },
  ],
};

describe("[newsletter.edition-mail] an edition as mail", () => {
  it("is branded HTML with a plain-text part, the recipient's links left as placeholders", () => {
    const mail = renderEditionMail(content);
    expect(mail.subject).toBe(content.subject);
    expect(mail.html).toContain("Tom &amp; Jerry &lt;b&gt;say&lt;/b&gt; hello.");
    expect(mail.html).toContain('href="{{unsubscribeUrl}}"');
    expect(mail.html).toContain('href="{{preferencesUrl}}"');
    expect(mail.html).toContain('href="{{browserUrl}}"');
    expect(mail.text).toContain("OVERVIEW\nTom & Jerry <b>say</b> hello.");
    expect(mail.text).toContain("Unsubscribe: {{unsubscribeUrl}}");
    expect(mail.text).toContain("Read Leo on Cosmic Daily: https://cosmicdaily.example/signs/leo");
  });

  it("fills in one recipient's links, escaped in the HTML", () => {
    const filled = fillMergeFields(renderEditionMail(content), {
      browserUrl: "https://cosmicdaily.example/newsletter/editions/daily-2026-11-25?token=a&b",
      preferencesUrl: "https://cosmicdaily.example/newsletter/preferences?token=t",
      unsubscribeUrl: "https://cosmicdaily.example/unsubscribe?token=t",
    });
    expect(filled.html).not.toMatch(/\{\{\w+\}\}/);
    expect(filled.text).not.toMatch(/\{\{\w+\}\}/);
    expect(filled.html).toContain("token=a&amp;b");
    expect(filled.text).toContain("View in your browser: https://cosmicdaily.example/newsletter/editions/daily-2026-11-25?token=a&b");
  });
});
