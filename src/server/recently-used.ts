// A Map as a least-recently-used store: a Map keeps insertion order, so its first key is the least recent.

/** Sets `key` as the most recently used entry of `map`, forgetting the least recently used past `max`. */
export function setRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}
