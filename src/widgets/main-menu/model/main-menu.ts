import { menuContentQuery } from '@/entities/content';
import { $routeAccess, routeAccessRequested, ROUTES_CHECKED_BY_FACTS } from '@/entities/route-access';
import { $appConfig } from '@/shared/config';
import { $label } from '@/shared/label';
import { $openRouteName, shellEntered } from '@/shared/routing';
import { menuEntryRouteOf, visibleMenu, type MenuEntry, type RouteName } from '@portal/domain';
import { combine, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';

/** "The active sub-menu name is cleared and set again 100 ms later." (spec 01 §2, §9) */
export const SUB_MENU_SET_DELAY_MS = 100;

/** The logged-in shell was entered: the menu's content and the data behind two routes' checks are loaded. */
const menuShown = shellEntered.filter({ fn: (shell) => shell === 'authenticated' });
/** A group's button: opens its sub-menu, or closes it when it is the open one. */
export const subMenuToggled = createEvent<string>();
export const subMenuClosed = createEvent();
/** The phone-width menu button. */
export const drawerToggled = createEvent();
export const drawerClosed = createEvent();
/** A link in the menu was followed. */
export const menuItemChosen = createEvent();

sample({
  clock: menuShown,
  source: $appConfig,
  filter: Boolean,
  fn: (config) => ({ contentBaseUrl: config.contentBaseUrl, cacheGuid: config.cacheGuid }),
  target: menuContentQuery.start,
});

// Two entries are authorised by data beyond the token (spec 01 §2): add insured (a basic insurance) and the insurance-right check.
sample({ clock: menuShown, fn: () => ROUTES_CHECKED_BY_FACTS, target: routeAccessRequested });

/** The entries the user may open, in the content's order; empty groups dropped. */
export const $menu = combine(menuContentQuery.$data, $routeAccess, $label, (content, access, label): MenuEntry[] =>
  content ? visibleMenu(content.items, { access, label }) : [],
);
export const $menuFailed = menuContentQuery.$failed;

/** The route whose entry stands for the screen on show: its own, or the one it was reached from (settings-edit → settings). */
export const $currentEntryRoute = $openRouteName.map((name): RouteName | null => (name ? menuEntryRouteOf(name) : null));

/** The sub-menu the user asked for last (null: none); the shown one follows it 100 ms later. */
const $requestedSubMenu = createStore<string | null>(null);
export const $activeSubMenu = createStore<string | null>(null);

const subMenuRequested = sample({
  clock: subMenuToggled,
  source: $requestedSubMenu,
  fn: (requested, name) => (requested === name ? null : name),
});
$requestedSubMenu.on(subMenuRequested, (_, name) => name).reset(subMenuClosed, menuItemChosen, drawerClosed);
$activeSubMenu.reset(subMenuRequested, subMenuClosed, menuItemChosen, drawerClosed);

const subMenuDue = delay(subMenuRequested, SUB_MENU_SET_DELAY_MS);
sample({
  clock: subMenuDue,
  source: $requestedSubMenu,
  filter: (requested, due) => due !== null && requested === due,
  fn: (requested) => requested,
  target: $activeSubMenu,
});

export const $isDrawerOpen = createStore(false)
  .on(drawerToggled, (open) => !open)
  .reset(drawerClosed, menuItemChosen);
