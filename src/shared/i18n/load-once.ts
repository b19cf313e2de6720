/** Loads once per key: later calls share the first load, and a load that failed is tried again by the next call. */
export function loadOnceEach<Key>(load: (key: Key) => Promise<void>): (key: Key) => Promise<void> {
  const loading = new Map<Key, Promise<void>>();
  return (key) => {
    const known = loading.get(key);
    if (known) return known;
    const loaded = load(key);
    loaded.catch(() => loading.delete(key));
    loading.set(key, loaded);
    return loaded;
  };
}
