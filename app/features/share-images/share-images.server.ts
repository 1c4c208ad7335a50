import { join } from "node:path";
import type { Logger } from "pino";
import { addDays } from "#app/lib/dates.ts";
import type { CardFonts } from "./card-svg";
import { cardKeyText, type CardKey } from "./cards";
import { createDrawBudget, type DrawBudget, type DrawRefusal } from "./draw-budget";
import { drawPng } from "./draw-threads.server";
import { createImageStore, type ImageStore } from "./image-store.server";
import { etagOf, keepShareImage, keptShareImage, shareImageFonts, type ShareImage } from "./render.server";

/**
 * The share cards on demand ([share.image-budget]): a card kept in memory or stored on disk is
 * answered without drawing; any other is drawn within the budget (draw-budget.ts) on a drawing
 * thread, and concurrent requests for one card share its drawing. The day's cards are drawn ahead
 * by the pre-generation (`storeDay`), one after another within the same budget, so visitors'
 * cards and page renders keep their share of the machine while it runs.
 */

/** A card ready to draw: its SVG for the faces found, and whether its facts were complete (only then is it kept). */
export type CardDrawing = { svg: (fonts: CardFonts) => string; complete: boolean };
/** Gathers a card's facts; called only once the budget lets the card be drawn. */
export type CardSource = () => CardDrawing | Promise<CardDrawing>;

export type DrawnCard = { ok: true; image: ShareImage; complete: boolean };

export type ShareImages = {
  /** The card from memory, else from the store (then kept in memory), else undefined. */
  kept(key: CardKey): Promise<ShareImage | undefined>;
  /** The card drawn for `client`, or a refusal when that client or the site is over its budget. */
  draw(key: CardKey, client: string, source: CardSource): Promise<DrawnCard | DrawRefusal>;
  /**
   * Draws and stores each of `cards` that is not stored yet, one at a time, then removes every
   * stored day but `date` and the day before (yesterday's pages still name their cards).
   */
  storeDay(
    date: string,
    cards: ReadonlyArray<{ key: CardKey; source: CardSource }>,
    options?: { signal?: AbortSignal },
  ): Promise<StoreDayResult>;
  readonly budget: DrawBudget;
};

/** Cards drawn and stored now, cards found stored already, and cards left to be drawn on demand. */
export type StoreDayResult = { drawn: number; existing: number; incomplete: number };

/** The budget's name for the pre-generation: never a client address. */
const PREGENERATION = "(pre-generation)";

type ShareImagesOptions = {
  /** DATA_DIR: the cards are stored in its share-images folder. */
  dataDir: string;
  /** Cards drawn at once (defaultDrawSlots). */
  slots: number;
  logger: Logger;
};

export function createShareImages({ dataDir, slots, logger }: ShareImagesOptions): ShareImages {
  const store: ImageStore = createImageStore(join(dataDir, "share-images"));
  const budget = createDrawBudget({ slots });
  const drawing = new Map<string, Promise<DrawnCard>>();
  const onProblem = (problem: string) => logger.warn({ problem }, "share images: a font is missing; drawing with what there is");

  /** Draws once the budget's place is ready; whoever asks for the same card meanwhile shares it. */
  function drawShared(key: CardKey, source: CardSource, ready: Promise<void>, { remember = true } = {}): Promise<DrawnCard> {
    const text = cardKeyText(key);
    const shared = (async (): Promise<DrawnCard> => {
      await ready;
      const { svg, complete } = await source();
      const setup = shareImageFonts(onProblem);
      const png = await drawPng(svg(setup.families), setup);
      const image = { png, etag: etagOf(png) };
      if (complete && remember) keepShareImage(text, image);
      return { ok: true, image, complete };
    })().finally(() => drawing.delete(text));
    drawing.set(text, shared);
    return shared;
  }

  /** The pre-generation's card: it waits for a slot however long the queue, holding one place. */
  async function drawInTurn(key: CardKey, source: CardSource): Promise<DrawnCard> {
    const ticket = budget.enter(PREGENERATION, { patient: true });
    if (!ticket.ok) throw new Error("the pre-generation draws one card at a time");
    try {
      // Stored on disk, the day's cards need no place in memory until they are asked for.
      return await drawShared(key, source, ticket.ready, { remember: false });
    } finally {
      ticket.release();
    }
  }

  return {
    budget,
    async kept(key) {
      const text = cardKeyText(key);
      const inMemory = keptShareImage(text);
      if (inMemory) return inMemory;
      const png = await store.read(key);
      if (!png) return undefined;
      const image = { png, etag: etagOf(png) };
      keepShareImage(text, image);
      return image;
    },
    async draw(key, client, source) {
      const under = drawing.get(cardKeyText(key));
      if (under) return under;
      const ticket = budget.enter(client);
      if (!ticket.ok) return ticket;
      try {
        return await drawShared(key, source, ticket.ready);
      } finally {
        ticket.release();
      }
    },
    async storeDay(date, cards, { signal } = {}) {
      const result: StoreDayResult = { drawn: 0, existing: 0, incomplete: 0 };
      for (const { key, source } of cards) {
        if (signal?.aborted) break;
        if (await store.has(key)) {
          result.existing++;
          continue;
        }
        const drawn = await (drawing.get(cardKeyText(key)) ?? drawInTurn(key, source));
        // A card of incomplete facts (its reading could not be read) is left to be drawn on demand.
        if (!drawn.complete) {
          result.incomplete++;
          continue;
        }
        await store.write(key, drawn.image.png);
        result.drawn++;
      }
      if (!signal?.aborted) await store.keepOnly([addDays(date, -1), date]);
      return result;
    },
  };
}
