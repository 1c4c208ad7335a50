import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AD_BATCH_WINDOW_MS, drawSlotAds } from "./ad-requests";
import type { ServedAd } from "#app/features/ads/inventory.ts";

const served = (name: string) => ({ id: name, name }) as unknown as ServedAd;

describe("[ads.inventory] a page's slots draw their ads together", () => {
  const requested: URL[] = [];
  let answer: (url: URL) => Promise<Response>;

  beforeEach(() => {
    vi.useFakeTimers();
    requested.length = 0;
    vi.stubGlobal("fetch", (input: string) => {
      const url = new URL(input, "https://cosmic.example");
      requested.push(url);
      return answer(url);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks once for the slots that mount within the window, and gives each slot its own draw", async () => {
    answer = async () =>
      Response.json({ slots: { "in-content-1": [served("a"), served("b")], "footer-grid": [], "modal-vignette": [served("c")] } });
    const content = drawSlotAds("in-content-1", "sign", "/signs/leo");
    await vi.advanceTimersByTimeAsync(AD_BATCH_WINDOW_MS / 2);
    const footer = drawSlotAds("footer-grid", "sign", "/signs/leo");
    const vignette = drawSlotAds("modal-vignette", "sign", "/signs/leo");
    expect(requested).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(AD_BATCH_WINDOW_MS / 2);
    expect(requested).toHaveLength(1);
    expect(Object.fromEntries(requested[0]!.searchParams)).toEqual({
      slots: "in-content-1,footer-grid,modal-vignette",
      pageType: "sign",
      url: "/signs/leo",
    });
    expect(await content).toEqual({ ads: [served("a"), served("b")] });
    expect(await footer).toEqual({ problem: "No ads available" });
    expect(await vignette).toEqual({ ads: [served("c")] });
  });

  it("starts a request of its own for a slot asked for again, or for another page", async () => {
    answer = async () => Response.json({ slots: {} });
    void drawSlotAds("in-content-1", "sign", "/signs/leo");
    void drawSlotAds("in-content-1", "sign", "/signs/leo");
    void drawSlotAds("hero-banner", "home", "/");
    await vi.advanceTimersByTimeAsync(AD_BATCH_WINDOW_MS);
    expect(requested.map((url) => `${url.searchParams.get("slots")} ${url.searchParams.get("url")}`)).toEqual([
      "in-content-1 /signs/leo",
      "in-content-1 /signs/leo",
      "hero-banner /",
    ]);
  });

  it("gives every slot of a failed request the message of its failure", async () => {
    answer = async () => new Response("busy", { status: 503 });
    const refused = [drawSlotAds("in-content-1", "sign", "/signs/leo"), drawSlotAds("footer-grid", "sign", "/signs/leo")];
    await vi.advanceTimersByTimeAsync(AD_BATCH_WINDOW_MS);
    expect(await Promise.all(refused)).toEqual([{ problem: "API response not ok: 503" }, { problem: "API response not ok: 503" }]);

    answer = () => Promise.reject(new TypeError("network down"));
    const failed = drawSlotAds("in-content-1", "sign", "/signs/leo");
    await vi.advanceTimersByTimeAsync(AD_BATCH_WINDOW_MS);
    expect(await failed).toEqual({ problem: "Failed to load ad" });
  });
});
