/**
 * How a site event travels between instances: its topic and the instance that published it, so
 * each instance can skip its own notices (it ran its handlers when it published them).
 */
export type SiteEventNotice = { topic: string; from: string };

export function encodeNotice(notice: SiteEventNotice): string {
  return JSON.stringify(notice);
}

/** The notice in a message, or undefined for anything else on the channel. */
export function decodeNotice(message: string): SiteEventNotice | undefined {
  try {
    const value = JSON.parse(message) as Partial<SiteEventNotice> | null;
    if (typeof value?.topic !== "string" || typeof value.from !== "string") return undefined;
    return { topic: value.topic, from: value.from };
  } catch {
    return undefined;
  }
}

/** What a relay gives back to the boot: stop listening and let go of its connection. */
export type SiteEventRelayConnection = { close: () => Promise<void> };
