import { createWatch, type Scope, type Unit } from 'effector';

/** What one unit of the scope carried while `run` ran (a mutation's success or failure). */
export async function payloadsOf<T>(scope: Scope, unit: Unit<T>, run: () => Promise<unknown>): Promise<T[]> {
  const payloads: T[] = [];
  const unwatch = createWatch({ unit, scope, fn: (payload) => payloads.push(payload) });
  await run();
  unwatch();
  return payloads;
}
