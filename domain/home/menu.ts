import { isRouteAuthorised, type RouteAccess, type RouteName } from '../access';
import type { MenuEntry, MenuItem, MenuItemGroup } from './content';

export interface MenuViewer {
  access: RouteAccess;
  /** the collectivity label the portal runs under */
  label: string;
}

function isExcludedFor(entry: { excludedLabels: readonly string[] }, label: string): boolean {
  const wanted = label.toLowerCase();
  return entry.excludedLabels.some((excluded) => excluded.toLowerCase() === wanted);
}

function isItemVisible(item: MenuItem, viewer: MenuViewer): boolean {
  return isRouteAuthorised(item.routeName, viewer.access) && !isExcludedFor(item, viewer.label);
}

function visibleGroup(group: MenuItemGroup, viewer: MenuViewer): MenuItemGroup | null {
  if (isExcludedFor(group, viewer.label)) return null;
  const primary = group.primary.filter((item) => isItemVisible(item, viewer));
  const secondary = group.secondary.filter((item) => isItemVisible(item, viewer));
  if (primary.length === 0 && secondary.length === 0) return null;
  const { tile, ...rest } = group;
  const keepsTile = tile !== undefined && isRouteAuthorised(tile.routeName, viewer.access);
  return { ...rest, primary, secondary, ...(keepsTile ? { tile } : {}) };
}

/**
 * "An entry shows only if its route is authorised for the user (check passes
 * or is absent). Groups with no visible items are dropped." (spec 01 §2 "Menu")
 * An entry, or a whole group, whose excludedLabels hold the label does not
 * show either (labels compared case-insensitively); a group keeps its tile
 * only when the tile's route is authorised.
 */
export function visibleMenu(menu: readonly MenuEntry[], viewer: MenuViewer): MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    if (entry.type === 'menu-item') return isItemVisible(entry, viewer) ? [entry] : [];
    const group = visibleGroup(entry, viewer);
    return group ? [group] : [];
  });
}

/**
 * The screens a menu entry leads on to, which are not in the menu themselves: on these the menu shows where the
 * user is by the entry they came from (the settings when changing them, the policy change when choosing a year's
 * package). Every other route is its own entry, or none.
 */
export const MENU_ENTRY_OF_SUB_SCREEN: Partial<Record<RouteName, RouteName>> = {
  'settings-edit': 'settings',
  'contact-details-edit': 'settings',
  'personal-info-edit': 'personal-info',
  'payment-details-edit': 'payment-details',
  'request-policy-for-year': 'edit-policy',
  'edit-policy-for-year': 'edit-policy',
  'medical-selection': 'edit-policy',
  'message-box-cluster': 'message-box',
};

/** The route whose menu entry stands for the screen one is on. */
export function menuEntryRouteOf(routeName: RouteName): RouteName {
  return MENU_ENTRY_OF_SUB_SCREEN[routeName] ?? routeName;
}
