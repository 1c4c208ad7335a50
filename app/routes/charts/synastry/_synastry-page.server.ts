import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { loadViewer } from "#app/features/accounts/viewer.server.ts";
import { listSavedCharts } from "#app/features/charts/saved-charts.server.ts";
import {
  readSynastryRequest,
  SYNASTRY_ADDRESS_MAX,
  SYNASTRY_SIDES,
  type SynastrySideAnswer,
} from "#app/features/charts/synastry/synastry-request.server.ts";
import type { Synastry, SynastryAspect } from "#app/features/charts/synastry/synastry.server.ts";
import type { FieldMessages } from "#app/lib/command.ts";
import { signInPathFor } from "#app/lib/return-path.ts";

/** What the form shows again: each side's saved chart, address and name, as sent (cut to length). */
export type SynastryForm = Record<"first" | "second" | "a" | "b" | "aname" | "bname", string>;

function formFrom(params: URLSearchParams): SynastryForm {
  const text = (name: keyof SynastryForm, max = 120) => (params.get(name) ?? "").slice(0, max);
  return {
    first: text("first", 64),
    second: text("second", 64),
    a: text("a", SYNASTRY_ADDRESS_MAX),
    b: text("b", SYNASTRY_ADDRESS_MAX),
    aname: text("aname"),
    bname: text("bname"),
  };
}

const chartAddress = (side: SynastrySideAnswer): `/${string}` => `/charts/free-birth-chart?${side.query}#chart`;

/** An aspect as the page reads it: title, orb and prose. */
const shown = ({ title, text, orb, tone, side, weight, kind }: SynastryAspect) => ({
  key: title,
  title,
  text,
  orb: Math.round(orb * 10) / 10,
  tone,
  side,
  weight,
  kind,
});

function resultOf(a: SynastrySideAnswer, b: SynastrySideAnswer, found: Synastry) {
  const { score } = found;
  return {
    names: found.names,
    links: { a: chartAddress(a), b: chartAddress(b) },
    score: {
      value: score.value,
      harmony: score.harmony,
      tension: score.tension,
      harmonyCount: score.harmonyCount,
      tensionCount: score.tensionCount,
      reasons: { harmony: score.reasons.harmony.map(shown), tension: score.reasons.tension.map(shown) },
    },
    personal: found.aspects.filter((aspect) => !aspect.generation).map(shown),
    generation: found.aspects.filter((aspect) => aspect.generation).map(shown),
    notes: found.notes,
  };
}

export type SynastryResult = ReturnType<typeof resultOf>;

/**
 * The synastry page's data ([charts.synastry]): the form until both sides are asked for (a
 * chart page's "Compare" link fills the first side), then the result, or the form again with each
 * problem under its field (400). A saved chart needs its owner signed in: a visitor is sent to
 * sign in, and another reader's chart id is the site's 404.
 */
export async function synastryPage(context: AppLoadContext, request: Request, url: URL) {
  const params = url.searchParams;
  const viewer = request.headers.get("cookie") ? await loadViewer(context, request) : null;
  const charts = viewer ? (await listSavedCharts(context.db, viewer.id)).map(({ id, name, isMe }) => ({ id, name, isMe })) : [];
  const form = formFrom(params);
  const base = {
    form,
    charts,
    signedIn: viewer !== null,
    problem: null as null | { message: string; fields: FieldMessages },
    result: null,
  };
  const bothAsked = SYNASTRY_SIDES.every((side) => params.has(side.side) || params.has(side.id));
  if (!bothAsked) return base;

  const read = await readSynastryRequest(params, { db: context.db, userId: async () => viewer?.id ?? null });
  if (read.kind === "ready") return { ...base, result: resultOf(read.a, read.b, read.synastry) };
  if (read.kind === "refused" && read.status === 401) throw redirect(signInPathFor(`${url.pathname}${url.search}`));
  if (read.kind === "refused" && read.status === 404) throw data(null, { status: 404 });
  const problem = read.kind === "refused" ? { message: read.message, fields: read.fields } : null;
  return data({ ...base, problem }, { status: 400 });
}
