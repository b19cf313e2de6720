import { addTexts } from '@/shared/i18n';
import type { RouteName } from '@portal/domain';
import { ENTRY_MODELS, type ModelLoader } from './entry-screens';
import type { ModelTexts } from './route-models';

/** Routes whose page model is in and wired: opening them again needs no wait. */
const loadedModels = new Set<RouteName>();

/**
 * A route's page model (its own chunk), with the page's texts: a model may show a notice before the screen is in.
 * The login page's loader is in the entry; every other one in the table of route models, a chunk of its own whose
 * many imports do not weigh on the login page. The router loads it beside the screen, before the navigation commits;
 * the route lifecycle waits for it to open the route (a module loads once, so the second ask shares the first).
 */
export async function loadRouteModel(routeName: RouteName): Promise<void> {
  const entryModel: ModelLoader | undefined = (ENTRY_MODELS as Partial<Record<RouteName, ModelLoader>>)[routeName];
  const load = entryModel ?? (await import('./route-models')).ROUTE_MODELS[routeName];
  const model = await load?.();
  if (model && 'texts' in model) addTexts(...(model as ModelTexts).texts);
  loadedModels.add(routeName);
}

/**
 * Whether the route's model is in. The route lifecycle opens such a route at once: even an `import()` of a module
 * the browser already has resolves in a task of its own (Chromium posts it), and in that gap the screen could render
 * and take the user's typing before the page's `opened` resets its form.
 */
export function isRouteModelLoaded(routeName: RouteName): boolean {
  return loadedModels.has(routeName);
}
