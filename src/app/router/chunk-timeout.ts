/** "Chunk load failure: 'Loading chunk failed' after a 120 s time-out" (spec 01 §8). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A stale chunk reloads the page at most once in this long; after that it is a failure like any other. */
export const STALE_CHUNK_RELOAD_WINDOW_MS = 60_000;
const RELOADED_AT_KEY = 'mo_chunk_reload_at';

export class ChunkLoadError extends Error {
  constructor() {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
  }
}

/**
 * A chunk that will not load right after a release is stale: the open page
 * names chunks the new release no longer has (a 404). One reload fetches the
 * new index with the new names (issue 13). Reload only when online, and at
 * most once a minute, so a chunk that fails for another reason shows
 * 'Loading chunk failed' with a retry instead of reloading for ever.
 */
export function shouldReloadForStaleChunk(isOnline: boolean, lastReloadAt: number, now: number): boolean {
  return isOnline && now - lastReloadAt >= STALE_CHUNK_RELOAD_WINDOW_MS;
}

/** What a failed chunk reads and does; the browser's by default, a test's own in tests. */
export interface ChunkEnvironment {
  timeoutMs?: number;
  isOnline?: boolean;
  now?: number;
  /** when the page last reloaded for a chunk (0: never) */
  lastReloadAt?: number;
  reload?: (at: number) => void;
  /** the address the page is going to (the router commits it only once the chunk is in): the reload loads that */
  target?: () => string | null;
}

function reloadPage(at: number, target: string | null): void {
  window.sessionStorage.setItem(RELOADED_AT_KEY, String(at));
  if (target) window.location.assign(target);
  else window.location.reload();
}

export function withChunkTimeout<T>(chunk: Promise<T>, env: ChunkEnvironment = {}): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), env.timeoutMs ?? CHUNK_TIMEOUT_MS);
  });
  const loaded = chunk.catch((): Promise<never> => {
    const now = env.now ?? Date.now();
    const lastReloadAt = env.lastReloadAt ?? (Number(window.sessionStorage.getItem(RELOADED_AT_KEY)) || 0);
    if (shouldReloadForStaleChunk(env.isOnline ?? navigator.onLine, lastReloadAt, now)) {
      if (env.reload) env.reload(now);
      else reloadPage(now, env.target?.() ?? null);
      // the page is going: nothing renders in between
      return new Promise<never>(() => undefined);
    }
    throw new ChunkLoadError();
  });
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}
