/**
 * Site events: short notices that something instances keep in memory has changed, so every
 * instance behind the proxy forgets its copy. A notice carries only its topic ("flags"); whoever
 * hears it reads the news from the database again. So a notice lost while an instance was cut off
 * costs freshness until that cache's own lifetime ends, never correctness.
 *
 * The contract is all features and the composition root see. What carries notices between
 * processes (Redis pub/sub, PostgreSQL LISTEN/NOTIFY, or nothing when there is one process) is a
 * relay plugged in at boot (server/boot/).
 */
export type SiteEvents = {
  /**
   * Tells every instance that `topic` changed: this one at once (its handlers have run when this
   * returns), the others as soon as the relay carries it. Never throws and never waits.
   */
  publish: (topic: string) => void;
  /** Runs `handler` for each notice on `topic`, from here or elsewhere; answers the unsubscribe. */
  subscribe: (topic: string, handler: () => void) => () => void;
};

/** Carries this instance's notices to the others; it must never throw and never wait. */
export type SiteEventRelay = { send: (topic: string) => void };

export type SiteEventHub = SiteEvents & {
  /** A notice that came from another instance: runs this instance's handlers for it. */
  deliver: (topic: string) => void;
  /** Runs the handlers of every topic: after the relay was cut off, notices may have been missed. */
  deliverAll: () => void;
  /** From now on, every publish also goes out through `relay`. */
  relayTo: (relay: SiteEventRelay) => void;
};

type SiteEventsOptions = {
  /** A handler that throws is reported here; the other handlers and the publisher carry on. */
  onHandlerError?: (error: unknown, topic: string) => void;
};

export function createSiteEvents({ onHandlerError = () => {} }: SiteEventsOptions = {}): SiteEventHub {
  const handlers = new Map<string, Set<() => void>>();
  let relay: SiteEventRelay | undefined;

  function deliver(topic: string) {
    // A copy: a handler may unsubscribe itself or another while the notice goes round.
    for (const handler of [...(handlers.get(topic) ?? [])]) {
      try {
        handler();
      } catch (error) {
        // A publish follows a write that is already stored: a listener's fault must not undo
        // the caller's success or stop the other listeners.
        onHandlerError(error, topic);
      }
    }
  }

  return {
    publish(topic) {
      deliver(topic);
      try {
        relay?.send(topic);
      } catch (error) {
        onHandlerError(error, topic);
      }
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    deliver,
    deliverAll() {
      for (const topic of [...handlers.keys()]) deliver(topic);
    },
    relayTo(next) {
      relay = next;
    },
  };
}

/**
 * What a service that writes takes so the site hears of the change: `onChange` runs once the
 * change is stored (the composition root publishes a site event from it). Without it the service
 * still forgets its own cache, which is all one process needs.
 */
export type ChangeOptions = { onChange?: () => void };
