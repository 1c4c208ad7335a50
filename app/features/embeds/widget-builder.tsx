import { useEffect, useId, useState } from "react";
import { SelectField } from "#app/components/ui/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/lib/toast.ts";
import { SIGNS } from "#app/zodiac/signs.ts";
import { EMBED_LOOKS, EMBED_MESSAGES, embedFrame, embedSnippet, type EmbedLook, type EmbedSubject } from "./embeds";

const SUBJECTS: readonly EmbedSubject[] = [...SIGNS.map((sign) => sign.slug), "all"];
const SUBJECT_LABELS = Object.fromEntries([...SIGNS.map((sign) => [sign.slug, sign.name]), ["all", EMBED_MESSAGES.allSigns]]) as Record<
  EmbedSubject,
  string
>;

/** An embed as a frame of this page: the very frame the snippet makes, its title told apart by `look` when several show. */
function EmbedFrame({
  siteUrl,
  subject,
  look,
  named = false,
}: {
  siteUrl: string;
  subject: EmbedSubject;
  look: EmbedLook;
  named?: boolean;
}) {
  const { src, title, width, height } = embedFrame(siteUrl, subject, look);
  return (
    <iframe
      src={src}
      title={named ? `${title}, ${look} look` : title}
      width={width}
      height={height}
      loading="lazy"
      className="max-w-full rounded-xl border border-border"
    />
  );
}

/**
 * The widget page's builder ([embeds.widget-page]): a sign (or all twelve) and a look, the frame
 * they make and its snippet to copy, then both looks side by side. A GET form, so without scripts
 * "Show this widget" draws the choice on the server; with them, every change shows at once.
 */
export function WidgetBuilder({
  siteUrl,
  subject: initialSubject,
  look: initialLook,
}: {
  siteUrl: string;
  subject: EmbedSubject;
  look: EmbedLook;
}) {
  const [subject, setSubject] = useState(initialSubject);
  const [look, setLook] = useState(initialLook);
  const snippetId = useId();
  const snippet = embedSnippet(siteUrl, subject, look);
  // The clipboard is offered once the page is interactive and the browser has one.
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => setCanCopy(typeof navigator.clipboard?.writeText === "function"), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.success(EMBED_MESSAGES.copied, { description: EMBED_MESSAGES.copiedDescription });
    } catch {
      toast.error(EMBED_MESSAGES.copyFailed, { description: "Select the snippet and copy it by hand." });
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <form
        method="get"
        action="/widgets"
        className="grid gap-4 rounded-xl border border-border bg-surface p-5 sm:grid-cols-2"
        aria-label="Choose your widget"
      >
        <SelectField
          id="widget-sign"
          name="sign"
          label="Sign"
          hint="One sign’s day in short, or a line for each of the twelve."
          value={subject}
          choices={SUBJECTS}
          labels={SUBJECT_LABELS}
          onChange={setSubject}
        />
        <SelectField
          id="widget-theme"
          name="theme"
          label="Look"
          hint="Light, dark, or the one your reader’s device is set to."
          value={look}
          choices={EMBED_LOOKS}
          labels={EMBED_MESSAGES.lookLabels}
          onChange={setLook}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary">
            Show this widget
          </Button>
        </div>
      </form>

      <section aria-labelledby="widget-preview" className="flex flex-col gap-3">
        <h2 id="widget-preview" className="text-2xl font-semibold">
          Preview
        </h2>
        <p className="text-muted">Your widget, exactly as the snippet below draws it.</p>
        <EmbedFrame siteUrl={siteUrl} subject={subject} look={look} />
      </section>

      <section aria-labelledby="widget-snippet" className="flex flex-col gap-3">
        <h2 id="widget-snippet" className="text-2xl font-semibold">
          The snippet
        </h2>
        <label htmlFor={snippetId} className="text-muted">
          Paste this into your page’s HTML where the box should appear.
        </label>
        <textarea
          id={snippetId}
          readOnly
          value={snippet}
          rows={4}
          spellCheck={false}
          className="w-full rounded-lg border border-border bg-background p-3 font-mono text-sm text-foreground"
          data-testid="widget-snippet"
        />
        {canCopy ? (
          <div>
            <Button onClick={copy}>{EMBED_MESSAGES.copy}</Button>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="widget-looks" className="flex flex-col gap-3">
        <h2 id="widget-looks" className="text-2xl font-semibold">
          Light and dark
        </h2>
        <p className="text-muted">
          The light and the dark look side by side. Left to follow the device, the widget picks between them for each reader.
        </p>
        <div className="flex flex-wrap gap-4">
          <EmbedFrame siteUrl={siteUrl} subject={subject} look="light" named />
          <EmbedFrame siteUrl={siteUrl} subject={subject} look="dark" named />
        </div>
      </section>
    </div>
  );
}
