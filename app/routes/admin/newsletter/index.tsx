import type { ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import { useActionResult } from "#app/components/admin/action-result.ts";
import { adminPageMeta } from "#app/components/admin/admin-meta.ts";
import { AdminTable, countColumn, type Column, type TableAbout } from "#app/components/admin/admin-table.tsx";
import { QuerySelect } from "#app/components/admin/query-select.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import type { EditionContent } from "#app/features/newsletter/editions/edition-content.ts";
import { DIGEST_AUDIENCE, EDITION_KINDS, type EditionAudience } from "#app/features/newsletter/editions/edition-kinds.ts";
import { EditionView } from "#app/features/newsletter/editions/edition-view.tsx";
import { isSendingPaused } from "#app/features/newsletter/editions/sending-state.server.ts";
import { confirmedCountsBySign, subscriberCounts } from "#app/features/newsletter/subscriber-admin.server.ts";
import { pushCountsBySign } from "#app/features/notifications/push-subscriptions.server.ts";
import { queryValue, readForm } from "#app/lib/request-input.server.ts";
import { SIGNS, signOf } from "#app/zodiac/signs.ts";
import { kindLabel, NO_SPECIAL_MESSAGE, SCHEDULE_DAYS } from "#app/features/newsletter/editions/admin-schedule.ts";
import {
  noneScheduledMessage,
  previewEdition,
  readPreviewChoice,
  upcomingEditions,
  type PreviewChoice,
  type ScheduledEdition,
} from "#app/features/newsletter/editions/admin-schedule.server.ts";
import type { Route } from "./+types/index";
import { newsletterAction } from "./_actions.server";
import { sentEditions } from "./_editions.server";

export const meta = adminPageMeta("Newsletter", "The newsletter's editions: what is scheduled, what was sent.");

/** What the preview part of the page shows: nothing asked, a refused choice, nothing due, or the edition. */
type PreviewState =
  | { state: "idle" }
  | { state: "refused"; message: string }
  | { state: "none"; choice: PreviewChoice; message: string }
  | { state: "ready"; choice: PreviewChoice; edition: ScheduledEdition; content: EditionContent };

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const choice = readPreviewChoice(queryValue(url, "kind"), queryValue(url, "sign"));
  const [paused, scheduled, sent, counts, mailBySign, pushBySign] = await Promise.all([
    isSendingPaused(context.db),
    upcomingEditions(context),
    sentEditions(context),
    subscriberCounts(context.db),
    confirmedCountsBySign(context.db),
    pushCountsBySign(context.db),
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
      // Mail and push readers side by side: each sign's row, its two counts.
      readersBySign: SIGNS.map(({ slug, name }) => ({ id: slug, name, mail: mailBySign[slug], push: pushBySign[slug] })),
      specialScheduled: scheduled.some((edition) => edition.kind === "special"),
      preview,
    },
    { status: preview.state === "refused" ? 400 : 200 },
  );
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  return newsletterAction(context, await readForm(request), viewer.email);
}

const AUDIENCES = [
  { value: DIGEST_AUDIENCE, label: "All signs (digest)" },
  ...SIGNS.map(({ slug, name }) => ({ value: slug, label: name })),
];
const audienceName = (audience: EditionAudience) => (audience === DIGEST_AUDIENCE ? "All signs (digest)" : signOf(audience).name);
const numbers = new Intl.NumberFormat("en-US");

const SCHEDULED: TableAbout = {
  label: "Scheduled editions",
  rowTestId: "scheduled-edition",
  empty: `No edition is due in the next ${SCHEDULE_DAYS} days.`,
};
const SCHEDULED_CAPTION = `Editions due in the next ${SCHEDULE_DAYS} days that have not run yet, in the order they leave.`;
const SENT: TableAbout = { label: "Sent editions", rowTestId: "sent-edition", empty: "No edition has been sent yet." };
const SENT_CAPTION =
  "The latest editions, newest first, and where their mail stands. Queued mail waits for its reader's hour; failed mail waits for its next attempt; bounced mail was refused for good; expired mail found its reader's day over.";

const BY_SIGN: TableAbout = { label: "Readers by sign", rowTestId: "readers-by-sign", empty: "No sign has readers yet." };
const BY_SIGN_CAPTION =
  "Confirmed mail subscribers who chose each sign, beside the browsers that get its reading as a daily notification. A mail subscriber without a sign gets the all-signs digest and is not counted here.";
type BySign = Route.ComponentProps["loaderData"]["readersBySign"][number];
const BY_SIGN_COLUMNS: Column<BySign>[] = [
  { header: "Sign", rowHeader: true, cell: (row) => row.name },
  countColumn("Mail subscribers", (row) => row.mail),
  countColumn("Push subscribers", (row) => row.push),
];

type Scheduled = Route.ComponentProps["loaderData"]["scheduled"][number];
type Sent = Route.ComponentProps["loaderData"]["sent"][number];

const SCHEDULED_COLUMNS: Column<Scheduled>[] = [
  { header: "Date", className: "whitespace-nowrap", cell: (edition) => edition.dateLabel },
  { header: "Edition", cell: (edition) => edition.kindLabel },
  { header: "Title", rowHeader: true, cell: (edition) => edition.title },
  {
    header: "Starts leaving",
    className: "whitespace-nowrap",
    cell: (edition) => <time dateTime={edition.sendsAt}>{edition.sendsAtLabel}</time>,
  },
];

const SENT_COLUMNS: Column<Sent>[] = [
  {
    header: "Edition",
    rowHeader: true,
    className: "min-w-[12rem]",
    cell: (edition) => (
      <>
        <span className="block font-medium">{edition.title}</span>
        <span className="block text-xs text-muted">
          {edition.kindLabel} · <code>{edition.id}</code>
        </span>
      </>
    ),
  },
  {
    header: "Date",
    className: "whitespace-nowrap",
    cell: (edition) => (
      <>
        {edition.dateLabel}
        <span className="block text-xs text-muted">{edition.queuedAtLabel ? `Queued ${edition.queuedAtLabel}` : "Still queueing"}</span>
      </>
    ),
  },
  countColumn("Recipients", (edition) => edition.recipients),
  countColumn("Queued", (edition) => edition.queued),
  countColumn("Sent", (edition) => edition.sent),
  countColumn("Failed", (edition) => edition.failed),
  countColumn("Bounced", (edition) => edition.bounced),
  countColumn("Expired", (edition) => edition.expired),
];
/** One part of the page under its heading; `stacked` spaces its pieces evenly. */
function Part({ id, title, stacked = false, children }: { id: string; title: string; stacked?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={stacked ? "flex flex-col gap-4" : undefined}>
      <h2 id={id} className={stacked ? "text-2xl font-semibold" : "mb-3 text-2xl font-semibold"}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { paused, sendTime, timeZone, scheduled, sent, confirmedSubscribers, readersBySign, specialScheduled, preview } = loaderData;
  useActionResult<typeof action>();
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

      <Part id="newsletter-sending" title="Sending">
        <div className="flex flex-col gap-3 rounded-xl border border-border p-4">
          <p className="text-lg font-semibold" data-testid="sending-state">
            {paused ? "Sending is paused." : "Sending is on."}
          </p>
          <p>While paused no edition starts and no edition mail leaves the outbox; confirmation mails still go.</p>
          <p>
            Each reader&rsquo;s mail leaves at their own hour on their own clocks ({sendTime} unless they chose another; {timeZone} for
            readers who never chose a zone). An edition starts leaving when its date begins at UTC+14.
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
      </Part>

      <Part id="newsletter-readers" title="Readers by sign">
        <AdminTable about={BY_SIGN} caption={BY_SIGN_CAPTION} columns={BY_SIGN_COLUMNS} rows={readersBySign} figures />
      </Part>

      <Part id="newsletter-scheduled" title="Scheduled">
        <AdminTable about={SCHEDULED} caption={SCHEDULED_CAPTION} columns={SCHEDULED_COLUMNS} rows={scheduled} />
      </Part>

      <Part id="newsletter-preview" title="Preview" stacked>
        <p className="text-muted">The next edition of a kind, as one audience will read it. Nothing is sent until you ask for a test.</p>
        <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-2" aria-label="Preview an edition">
          <QuerySelect
            label="Edition"
            name="kind"
            defaultValue={chosen?.kind ?? "daily"}
            options={kinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          />
          <QuerySelect label="Sign" name="sign" defaultValue={chosen?.audience ?? DIGEST_AUDIENCE} options={AUDIENCES} />
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
      </Part>

      <Part id="newsletter-sent" title="Sent">
        <AdminTable about={SENT} caption={SENT_CAPTION} columns={SENT_COLUMNS} rows={sent} figures />
      </Part>
    </section>
  );
}

function PreviewOf({ preview, busy }: { preview: Extract<PreviewState, { state: "ready" }>; busy: boolean }) {
  const { choice, edition, content } = preview;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-4">
        <p className="text-sm">
          {kindLabel(choice.kind)} for {audienceName(choice.audience)}: {edition.title}, starting to leave{" "}
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
