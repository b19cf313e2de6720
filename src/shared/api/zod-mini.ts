import { z } from 'zod/v4-mini';

// zod 4 tries `new Function` once, at its first object schema, to compile a faster parser; under the portal's CSP (no
// 'unsafe-eval') that is a refused eval on every visit. It parses without: set before any schema is made, which is why
// the first screen's contracts take `z` from here and never from 'zod/v4-mini' itself (eslint holds it).
z.config({ jitless: true });

export { z };
