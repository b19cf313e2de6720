import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// The unit project shares one module graph and environment per worker (isolate: false): what a test leaves behind
// must not be there for the next file's tests. Its storage, and what it rendered: Testing Library unmounts by itself
// only with vitest's globals, which this project does not use, so a file without its own `afterEach(cleanup)` left
// its screen in the document for the next jsdom file of its worker (whose `getAllByRole` found the old buttons first).
afterEach(async () => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof document !== 'undefined') (await import('@testing-library/react')).cleanup();
});
