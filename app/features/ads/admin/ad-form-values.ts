import { localDateTimeIn } from "#app/lib/local-date-time.ts";
import { SIGN_SLUGS, signOf, type SignSlug } from "#app/zodiac/signs.ts";
import type { AdInput } from "./ad-input";
import { DEFAULT_CTA_TEXT, fillSignMarker, type AdType, type AnchorPosition, type ServedAd } from "#app/features/ads/inventory.ts";

/** The admin form's fields as the browser holds them while the admin types (field names as adInputFromForm reads them). */
export type AdFormValues = {
  name: string;
  type: AdType;
  imageUrl: string;
  linkUrl: string;
  headline: string;
  subtext: string;
  ctaText: string;
  anchorPosition: AnchorPosition;
  active: boolean;
  /** datetime-local values on the site's clocks, or "". */
  startsAt: string;
  endsAt: string;
  slots: string[];
  pageTypes: string[];
  signs: string[];
  weight: string;
};

export type AdFieldErrors = Partial<Record<keyof AdFormValues, string>>;

export const NEW_AD_VALUES: AdFormValues = {
  name: "",
  type: "text",
  imageUrl: "",
  linkUrl: "",
  headline: "",
  subtext: "",
  ctaText: "",
  anchorPosition: "bottom",
  active: true,
  startsAt: "",
  endsAt: "",
  slots: [],
  pageTypes: ["all"],
  signs: [],
  weight: "1",
};

/** A stored ad as the form shows it, its dates on the clocks of `timeZone`. */
export function adFormValuesOf(ad: AdInput, timeZone: string): AdFormValues {
  return {
    name: ad.name,
    type: ad.type,
    imageUrl: ad.imageUrl ?? "",
    linkUrl: ad.linkUrl,
    headline: ad.headline,
    subtext: ad.subtext,
    ctaText: ad.ctaText,
    anchorPosition: ad.anchorPosition,
    active: ad.active,
    startsAt: ad.startsAt ? localDateTimeIn(ad.startsAt, timeZone) : "",
    endsAt: ad.endsAt ? localDateTimeIn(ad.endsAt, timeZone) : "",
    slots: [...ad.slots],
    pageTypes: [...ad.pageTypes],
    signs: [...ad.signs],
    weight: String(ad.weight),
  };
}

/** The sign the preview fills `{sign}` with: the first sign the ad targets, else Aries. */
export function exampleSignName(signs: readonly string[]): string {
  const first = signs.find((slug): slug is SignSlug => (SIGN_SLUGS as readonly string[]).includes(slug));
  return signOf(first ?? "aries").name;
}

/**
 * The address the preview may load while the admin types: only one the ad could be saved with
 * (http(s), or a path on this site), so half-typed addresses fetch nothing.
 */
export function previewImageUrl(value: string): string | null {
  const url = value.trim();
  if (url.startsWith("/") && !url.startsWith("//") && !url.includes("\\")) return url;
  return /^https?:\/\/[^/\s]+\.[^/\s]+/i.test(url) && URL.canParse(url) ? url : null;
}

/** The ad as readers would get it on a page of `signName`: `{sign}` filled, the default button text, the image if usable. */
export function previewAdOf(values: AdFormValues, signName: string): ServedAd {
  const text = (value: string) => fillSignMarker(value.trim(), signName);
  return {
    id: "preview",
    name: values.name.trim() || "Untitled ad",
    type: values.type,
    imageUrl: previewImageUrl(values.imageUrl),
    linkUrl: values.linkUrl.trim(),
    headline: text(values.headline),
    subtext: text(values.subtext),
    ctaText: text(values.ctaText) || DEFAULT_CTA_TEXT,
    anchorPosition: values.anchorPosition,
  };
}
