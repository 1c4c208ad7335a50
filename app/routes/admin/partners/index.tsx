import { useActionResult } from "#app/components/admin/action-result.ts";
import { adminPageMeta } from "#app/components/admin/admin-meta.ts";
import { ItemList, ItemName, type Column } from "#app/components/admin/admin-table.tsx";
import { answerItemWrite } from "#app/components/admin/page-action.server.ts";
import { requireAdminViewer } from "#app/features/accounts/viewer.server.ts";
import { PARTNER_ITEM } from "#app/features/partners/partner-item.ts";
import { CARD_LABELS } from "#app/features/partners/partners.ts";
import { listPartners } from "#app/features/partners/partners.server.ts";
import { readForm } from "#app/lib/request-input.server.ts";
import { signOf, SIGN_SLUGS, type SignSlug } from "#app/zodiac/signs.ts";
import type { Route } from "./+types/index";
import { partnerWrites } from "./_actions.server";

export const meta = adminPageMeta("Partners", "The partner links on the love, career and ritual cards of the daily reading.");

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdminViewer(context, request, url);
  const partners = await listPartners(context.db);
  return {
    partners: partners.map(({ id, label, url, card, signs, active }) => ({ id, name: label, url, card, signs: signNames(signs), active })),
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(context, request, url);
  const form = await readForm(request);
  return answerItemWrite(context, form.get("intent"), partnerWrites(context, String(form.get("partnerId") ?? ""), viewer.email));
}

/** The signs a partner shows for, by name; "Every sign" when it names none. */
function signNames(signs: readonly string[]): string {
  const known = signs.filter((slug): slug is SignSlug => (SIGN_SLUGS as readonly string[]).includes(slug));
  return known.length === 0 ? "Every sign" : known.map((slug) => signOf(slug).name).join(", ");
}

type PartnerRow = Route.ComponentProps["loaderData"]["partners"][number];

const COLUMNS: Column<PartnerRow>[] = [
  {
    header: "Partner",
    rowHeader: true,
    className: "min-w-[12rem] max-w-[24rem]",
    cell: (partner) => (
      <ItemName to={`/admin/partners/${partner.id}`} name={partner.name} detail={partner.url} detailClassName="break-all" />
    ),
  },
  { header: "Card", cell: (partner) => CARD_LABELS[partner.card] },
  { header: "Signs", className: "min-w-[8rem]", cell: (partner) => partner.signs },
  {
    header: "Status",
    cell: (partner) => (
      <span
        className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${partner.active ? "bg-accent text-accent-foreground" : "bg-surface-muted text-foreground"}`}
      >
        {partner.active ? "Active" : "Hidden"}
      </span>
    ),
  },
];

export default function AdminPartners({ loaderData }: Route.ComponentProps) {
  useActionResult<typeof action>();
  return <ItemList kind={PARTNER_ITEM} columns={COLUMNS} rows={loaderData.partners} />;
}
