import { data, Form, useActionData, useNavigation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import type { EditionContent } from "#app/features/newsletter/editions/edition-content.ts";
import { DIGEST_AUDIENCE, EDITION_KINDS, type EditionAudience } from "#app/features/newsletter/editions/edition-kinds.ts";
import { EditionView } from "#app/features/newsletter/editions/edition-view.tsx";
import { isSendingPaused, setSendingPaused } from "#app/features/newsletter/editions/sending-state.server.ts";
import { subscriberCounts } from "#app/features/newsletter/subscriber-admin.server.ts";
import { queryValue, readForm } from "#app/lib/request-input.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { useResultToast } from "#app/lib/use-result-toast.ts";
import { SIGNS, signOf } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/index";
import { kindLabel, NO_SPECIAL_MESSAGE, SCHEDULE_DAYS } from "./_editions";
import {
  noneScheduledMessage,
  previewEdition,
  readPreviewChoice,
  sendTestEdition,
  sentEditions,
  upcomingEditions,
  type PreviewChoice,
  type ScheduledEdition,
} from "./_editions.server";

export const meta = pageMeta({
  title: "Newsletter",
  description: "The newsletter's editions: what is scheduled, what was sent.",
  noindex: true,
});

/** What the preview part of the page shows: nothing asked, a refused choice, nothing due, or the edition. */
type PreviewState =
  | { state: "idle" }
  | { state: "refused"; message: string }
  | { state: "none"; choice: PreviewChoice; message: string }
  | { state: "ready"; choice: PreviewChoice; edition: ScheduledEdition; content: EditionContent };

type ActionResult = { ok: boolean; message: string };

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const choice = readPreviewChoice(queryValue(url, "kind"), queryValue(url, "sign"));
  const [paused, scheduled, sent, counts] = await Promise.all([
    isSendingPaused(context.db),
    upcomingEditions(context),
    sentEditions(context),
    subscriberCounts(context.db),
  ]);
  let preview: PreviewState = { state: "idle" };
  if (choice && "problem" in choice) preview = { state: "refused", message: choice.problem };
  else if (choice) {
    const found = await previewEdition(context, choice);
    preview = found ? { state: "ready", choice, ...found } : { state: "none", choice, message: noneScheduledMessage(choice.kind) };
  }
  return data(
    {
      paused,
      sendTime: context.env.newsletterSendTime,
      timeZone: context.env.siteTimeZone,
      scheduled,
      sent,
      confirmedSubscribers: counts.verified,
      specialScheduled: scheduled.some((edition) => edition.kind === "special"),
      preview,
    },
    { status: preview.state === "refused" ? 400 : 200 },
  );
}

const formText = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : null);

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "pause":
      await setSendingPaused(context.db, true, viewer.email);
      return data<ActionResult>({ ok: true, message: "Sending is paused." });
    case "resume":
      await setSendingPaused(context.db, false, viewer.email);
      return data<ActionResult>({ ok: true, message: "Sending is resumed." });
    case "send-test": {
      const choice = readPreviewChoice(formText(form.get("kind")), formText(form.get("sign")));
      if (!choice) return data<ActionResult>({ ok: false, message: "Choose an edition and a sign to send a test." }, { status: 400 });
      if ("problem" in choice) return data<ActionResult>({ ok: false, message: choice.problem }, { status: 400 });
      const preview = await previewEdition(context, choice);
      if (!preview) return data<ActionResult>({ ok: false, message: noneScheduledMessage(choice.kind) }, { status: 404 });
      const to = await sendTestEdition(context, preview, viewer.email);
      return data<ActionResult>({ ok: true, message: `Test edition sent to ${to}.` });
    }
    default:
      return data<ActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
  }
}

const audienceName = (audience: EditionAudience) => (audience === DIGEST_AUDIENCE ? "All signs (digest)" : signOf(audience).name);
const numbers = new Intl.NumberFormat("en-US");
const cell = "px-3 py-2";
const sectionHeading = "mb-3 text-2xl font-semibold";

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { paused, sendTime, timeZone, scheduled, sent, confirmedSubscribers, specialScheduled, preview } = loaderData;
  useResultToast(useActionData<typeof action>());
  const busy = useNavigation().state !== "idle";
  const chosen = preview.state === "ready" || preview.state === "none" ? preview.choice : undefined;
  const kinds = EDITION_KINDS.filter((kind) => kind !== "special" || specialScheduled || chosen?.kind === "special");

  return (
    <section className="flex flex-col gap-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">Newsletter</h1>
        <p className="text-muted">
          Each edition is written once per sign and once for the all-signs digest, then queued to every confirmed subscriber who chose it.{" "}
          <SiteLink to="/admin/subscribers" className="text-link underline underline-offset-2">
            {numbers.format(confirmedSubscribers)} confirmed {confirmedSubscribers === 1 ? "subscriber" : "subscribers"}
          </SiteLink>
          .
        </p>
      </header>

      <section aria-labelledby="newsletter-sending">
        <h2 id="newsletter-sending" className={sectionHeading}>
          Sending
        </h2>
        <div className="flex flex-col gap-3 rounded-xl border border-border p-4">
          <p className="text-lg font-semibold" data-testid="sending-state">
            {paused ? "Sending is paused." : "Sending is on."}
          </p>
          <p>While paused no edition starts and no edition mail leaves the outbox; confirmation mails still go.</p>
          <p>
            Editions leave at {sendTime}, {timeZone}.
          </p>
          <Form method="post" preventScrollReset>
            <button
              type="submit"
              name="intent"
              value={paused ? "resume" : "pause"}
              disabled={busy}
              className={buttonClasses(paused ? "primary" : "secondary")}
            >
              {paused ? "Resume sending" : "Pause sending"}
            </button>
          </Form>
        </div>
      </section>

      <section aria-labelledby="newsletter-scheduled">
        <h2 id="newsletter-scheduled" className={sectionHeading}>
          Scheduled
        </h2>
        <div
          className="overflow-x-auto rounded-xl border border-border"
          tabIndex={0}
          role="region"
          aria-labelledby="newsletter-scheduled-caption"
        >
          <table className="w-full text-left text-sm">
            <caption id="newsletter-scheduled-caption" className="px-3 py-2 text-left text-muted">
              Editions due in the next {SCHEDULE_DAYS} days that have not run yet, in the order they leave.
            </caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className={cell}>
                  Date
                </th>
                <th scope="col" className={cell}>
                  Edition
                </th>
                <th scope="col" className={cell}>
                  Title
                </th>
                <th scope="col" className={cell}>
                  Leaves
                </th>
              </tr>
            </thead>
            <tbody>
              {scheduled.map((edition) => (
                <tr key={edition.id} className="border-t border-border" data-testid="scheduled-edition">
                  <td className={`${cell} whitespace-nowrap`}>{edition.dateLabel}</td>
                  <td className={cell}>{edition.kindLabel}</td>
                  <th scope="row" className={`${cell} font-normal`}>
                    {edition.title}
                  </th>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={edition.sendsAt}>{edition.sendsAtLabel}</time>
                  </td>
                </tr>
              ))}
              {scheduled.length === 0 ? (
                <tr>
                  <td colSpan={4} className="px-3 py-6 text-center text-muted">
                    No edition is due in the next {SCHEDULE_DAYS} days.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="newsletter-preview" className="flex flex-col gap-4">
        <h2 id="newsletter-preview" className="text-2xl font-semibold">
          Preview
        </h2>
        <p className="text-muted">The next edition of a kind, as one audience will read it. Nothing is sent until you ask for a test.</p>
        <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-2" aria-label="Preview an edition">
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor="preview-kind">Edition</label>
            <select id="preview-kind" name="kind" defaultValue={chosen?.kind ?? "daily"} className={inputClasses}>
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabel(kind)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor="preview-sign">Sign</label>
            <select id="preview-sign" name="sign" defaultValue={chosen?.audience ?? DIGEST_AUDIENCE} className={inputClasses}>
              <option value={DIGEST_AUDIENCE}>All signs (digest)</option>
              {SIGNS.map((sign) => (
                <option key={sign.slug} value={sign.slug}>
                  {sign.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClasses("secondary")}>
            Preview
          </button>
        </Form>
        {specialScheduled ? null : <p className="text-sm text-muted">{NO_SPECIAL_MESSAGE}</p>}
        {preview.state === "refused" || preview.state === "none" ? (
          <p role="alert" className="rounded-xl border border-border p-4 font-medium">
            {preview.message}
          </p>
        ) : null}
        {preview.state === "ready" ? <PreviewOf preview={preview} busy={busy} /> : null}
      </section>

      <section aria-labelledby="newsletter-sent">
        <h2 id="newsletter-sent" className={sectionHeading}>
          Sent
        </h2>
        <div
          className="overflow-x-auto rounded-xl border border-border"
          tabIndex={0}
          role="region"
          aria-labelledby="newsletter-sent-caption"
        >
          <table className="w-full text-left text-sm">
            <caption id="newsletter-sent-caption" className="px-3 py-2 text-left text-muted">
              The latest editions, newest first, and where their mail stands. Failed mail waits for its next attempt; bounced mail was
              refused for good.
            </caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className={cell}>
                  Edition
                </th>
                <th scope="col" className={cell}>
                  Date
                </th>
                {["Recipients", "Queued", "Sent", "Failed", "Bounced"].map((label) => (
                  <th key={label} scope="col" className={`${cell} text-right`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {sent.map((edition) => (
                <tr key={edition.id} className="border-t border-border align-top" data-testid="sent-edition">
                  <th scope="row" className={`${cell} min-w-[12rem] font-normal`}>
                    <span className="block font-medium">{edition.title}</span>
                    <span className="block text-xs text-muted">
                      {edition.kindLabel} · <code>{edition.id}</code>
                    </span>
                  </th>
                  <td className={`${cell} whitespace-nowrap`}>
                    {edition.dateLabel}
                    <span className="block text-xs text-muted">
                      {edition.queuedAtLabel ? `Queued ${edition.queuedAtLabel}` : "Still queueing"}
                    </span>
                  </td>
                  {[edition.recipients, edition.queued, edition.sent, edition.failed, edition.bounced].map((value, index) => (
                    <td key={index} className={`${cell} text-right`}>
                      {numbers.format(value)}
                    </td>
                  ))}
                </tr>
              ))}
              {sent.length === 0 ? (
                <tr>
                  <td colSpan={7} className="px-3 py-6 text-center text-muted">
                    No edition has been sent yet.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </section>
    </section>
  );
}

function PreviewOf({ preview, busy }: { preview: Extract<PreviewState, { state: "ready" }>; busy: boolean }) {
  const { choice, edition, content } = preview;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-4">
        <p className="text-sm">
          {kindLabel(choice.kind)} for {audienceName(choice.audience)}: {edition.title}, leaving{" "}
          <time dateTime={edition.sendsAt}>{edition.sendsAtLabel}</time>.
        </p>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="kind" value={choice.kind} />
          <input type="hidden" name="sign" value={choice.audience} />
          <button type="submit" name="intent" value="send-test" disabled={busy} className={buttonClasses("primary")}>
            Send a test to yourself
          </button>
        </Form>
      </div>
      <div className="rounded-xl border border-border p-4 sm:p-6" data-testid="edition-preview">
        <EditionView content={content} headingLevel={2} />
      </div>
    </div>
  );
}
