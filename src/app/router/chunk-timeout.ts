/** "Chunk load failure: 'Loading chunk failed' after a 120 s time-out" (spec 01 §8). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor() {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
  }
}

export function withChunkTimeout<T>(chunk: Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
  });
  return Promise.race([
    chunk.catch(() => {
      throw new ChunkLoadError();
    }),
    timeout,
  ]).finally(() => clearTimeout(timer));
}
