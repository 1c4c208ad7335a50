import { describe, expect, test } from "vitest";
import { fillEdition, MissingMergeFieldError } from "./mail-merge";

const render = {
  subject: "Your Leo week",
  text: "Read it online: {{browserUrl}}\nUnsubscribe: {{unsubscribeUrl}}",
  html: '<a href="{{browserUrl}}">Online</a> <a href="{{unsubscribeUrl}}">Unsubscribe</a> {{browserUrl}}',
};
const fields = {
  browserUrl: "https://cosmic.example/editions/weekly-2026-11-23?for=leo&utm_source=newsletter",
  unsubscribeUrl: "https://cosmic.example/unsubscribe?token=abc",
};

describe("fillEdition", () => {
  test("fills every placeholder, as it is in the text and HTML-escaped in the HTML", () => {
    expect(fillEdition(render, fields)).toEqual({
      subject: "Your Leo week",
      text: `Read it online: ${fields.browserUrl}\nUnsubscribe: ${fields.unsubscribeUrl}`,
      html:
        '<a href="https://cosmic.example/editions/weekly-2026-11-23?for=leo&amp;utm_source=newsletter">Online</a> ' +
        '<a href="https://cosmic.example/unsubscribe?token=abc">Unsubscribe</a> ' +
        "https://cosmic.example/editions/weekly-2026-11-23?for=leo&amp;utm_source=newsletter",
    });
  });

  test("a value can never break out of its attribute or add markup", () => {
    const filled = fillEdition(
      { subject: "s", text: "{{name}}", html: '<p title="{{name}}">{{name}}</p>' },
      { name: `"><script>alert('x')</script>&` },
    );
    expect(filled.html).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</p>',
    );
    expect(filled.text).toBe(`"><script>alert('x')</script>&`);
  });

  test("values are not searched for placeholders again, and the subject is filled too", () => {
    const filled = fillEdition({ subject: "Hello {{name}}", text: "{{a}} {{b}}", html: "{{a}}" }, { name: "Luna", a: "{{b}}", b: "B" });
    expect(filled).toEqual({ subject: "Hello Luna", text: "{{b}} B", html: "{{b}}" });
  });

  test("a render without placeholders is used as it is", () => {
    const plain = { subject: "s", text: "t {{ not a placeholder }} {x}", html: "<p>{}</p>" };
    expect(fillEdition(plain, {})).toEqual(plain);
  });

  test("a placeholder without a merge field refuses the whole message", () => {
    expect(() => fillEdition(render, { browserUrl: fields.browserUrl })).toThrow(MissingMergeFieldError);
    expect(() => fillEdition(render, { browserUrl: fields.browserUrl })).toThrow(
      'the edition needs the merge field "unsubscribeUrl", which this message does not have',
    );
    expect(() => fillEdition({ subject: "{{name}}", text: "", html: "" }, {})).toThrow(MissingMergeFieldError);
    // Only the row's own fields count, never what every object inherits.
    expect(() => fillEdition({ subject: "", text: "{{constructor}}", html: "" }, {})).toThrow(MissingMergeFieldError);
    expect(() => fillEdition({ subject: "", text: "{{toString}}", html: "" }, {})).toThrow(MissingMergeFieldError);
  });
});
