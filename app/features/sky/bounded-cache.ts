/**
 * A least-recently-used memo: the server is long-lived and the keys come from requests, so
 * every cache here must forget, and the entries asked for most (today) should be the last to go.
 */
export function createBoundedCache<K, V>(limit: number) {
  const entries = new Map<K, V>();
  return {
    get size() {
      return entries.size;
    },
    remember(key: K, compute: () => V): V {
      if (entries.has(key)) {
        const hit = entries.get(key) as V;
        // Map keeps insertion order: moving the key to the end makes the first key the stalest.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const value = compute();
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value as K);
      return value;
    },
  };
}
