import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// The unit project shares one module graph and environment per worker (isolate: false): what a test stores in the
// browser's storage must not be there for the next file's tests.
afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
