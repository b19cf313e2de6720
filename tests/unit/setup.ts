import '@testing-library/jest-dom/vitest';
import { performance as nodePerformance } from 'node:perf_hooks';
import { afterEach, beforeEach } from 'vitest';

/**
 * The unit project shares one module graph and environment per worker (isolate: false), so a file may find what an
 * earlier file of its worker left behind. Node's fetch reports each response's timing to the global `performance`;
 * the fake timers' one has no `markResourceTiming`, and when a file left it (after-first-contentful-paint.test.ts
 * gave its stubs back after its timers), every fetch of the worker's next fake-backend file threw an uncaught
 * TypeError (21 in one CI run). A file without a DOM gets Node's own `performance` back before each test.
 */
beforeEach(() => {
  if (typeof document !== 'undefined' || (globalThis.performance as unknown) === nodePerformance) return;
  Object.defineProperty(globalThis, 'performance', { value: nodePerformance, configurable: true, writable: true, enumerable: true });
});

// What a test leaves must not be there for the next file's tests: its storage, and what it rendered (Testing
// Library unmounts by itself only with vitest's globals, which this project does not use, so a file without its own
// `afterEach(cleanup)` left its screen in the document for the next jsdom file of its worker).
afterEach(async () => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof document !== 'undefined') (await import('@testing-library/react')).cleanup();
});
