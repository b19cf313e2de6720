import { addTexts } from '@/shared/i18n';
import type { RouteName } from '@portal/domain';
import type { ComponentType } from 'react';
import { withChunkTimeout, type ChunkEnvironment } from './chunk-timeout';
import { ENTRY_SCREENS, type Screen } from './entry-screens';

/**
 * A route's screen, its own chunk: the login page's loader is in the entry, every other one in the screen table
 * (`screens.tsx`, a chunk of its own). A chunk that does not come within 120 s, or fails, is 'Loading chunk failed'
 * (spec 01 §8); the data router shows it in the route's `errorElement` and asks again on the next navigation.
 */
export function loadScreen(routeName: RouteName, env: ChunkEnvironment = {}): Promise<Screen> {
  if (routeName in ENTRY_SCREENS) return withChunkTimeout(ENTRY_SCREENS[routeName as keyof typeof ENTRY_SCREENS](), env);
  return withChunkTimeout(import('./screens').then((table) => table.SCREENS[routeName]()), env);
}

/** The page for a path of no route, or parameters that do not fit its route. */
export function loadNotFoundScreen(): Promise<ComponentType> {
  return withChunkTimeout(import('@/pages/not-found')).then((page) => {
    addTexts(...page.texts);
    return page.NotFoundPage;
  });
}
