import type { AppLoadContext } from "react-router";
import { answerWrite, unknownAction } from "#app/components/admin/page-action.server.ts";
import { switchFlag } from "#app/features/flags/flag-commands.server.ts";
import { saveProduct } from "#app/features/products/product-commands.server.ts";

/** A switch's posted value as the command takes it; anything else is passed on for the command to refuse. */
const switchedOn = (value: FormDataEntryValue | null) => (value === "true" ? true : value === "false" ? false : value);

/** The flags page's writes: a flag's switch, and one product's call to action. */
export function flagsAction(context: AppLoadContext, form: FormData, by: string) {
  const failed = "saving flags or products failed";
  switch (form.get("intent")) {
    case "flag": {
      const input = { name: form.get("name"), enabled: switchedOn(form.get("enabled")) };
      return answerWrite(context, () => switchFlag(context.db, input, by, { onChange: context.changed.flags }), { failed });
    }
    case "product": {
      const input = {
        productId: String(form.get("productId") ?? ""),
        ctaEnabled: form.get("ctaEnabled") === "on",
        placementInline: form.get("placementInline") === "on",
        placementFloating: form.get("placementFloating") === "on",
        gumroadUrl: String(form.get("gumroadUrl") ?? ""),
        price: String(form.get("price") ?? ""),
      };
      return answerWrite(context, () => saveProduct(context.db, input, by, { onChange: context.changed.products }), { failed });
    }
    default:
      return unknownAction();
  }
}
