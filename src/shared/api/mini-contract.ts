import type { Contract } from '@farfetched/core';
import type { z } from './zod-mini';

/**
 * farfetched's `Contract` for a schema in zod's small build (`zod/v4-mini`), the dialect of the first screen's
 * answers (README, "Two zod dialects"). `zodContract` of @farfetched/zod checks such a schema too, but reads its
 * messages from zod 3's `error.errors` and throws on a refused answer; this reads zod 4's `error.issues`.
 */
export function miniContract<Schema extends z.ZodMiniType>(schema: Schema): Contract<unknown, z.infer<Schema>> {
  return {
    isData: (raw): raw is z.infer<Schema> => schema.safeParse(raw).success,
    getErrorMessages: (raw) =>
      schema.safeParse(raw).error?.issues.map((issue) => (issue.path.length > 0 ? `${issue.message}, path: ${issue.path.join('.')}` : issue.message)) ?? [],
  };
}
