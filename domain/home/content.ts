/**
 * Shapes of the content host's menu and tiles JSON (spec 01 §2 "Menu",
 * "Dashboard tiles"). The content host is a separate service; the fake
 * backend serves these files under /content/.
 */
import type { AuthenticatedRouteName } from '../access/routes';

export type LocalisedText = { 'nl-NL': string; 'en-US'?: string };
export type RouteQuery = Record<string, string>;

export interface MenuItem {
  type: 'menu-item';
  name: string;
  displayName: LocalisedText;
  excludedLabels: string[];
  routeName: AuthenticatedRouteName;
  query?: RouteQuery;
}

export interface MenuTile {
  title: LocalisedText;
  text: LocalisedText;
  routeName: AuthenticatedRouteName;
  query?: RouteQuery;
}

export interface MenuItemGroup {
  type: 'menu-item-group';
  name: string;
  displayName: LocalisedText;
  excludedLabels: string[];
  primary: MenuItem[];
  secondary: MenuItem[];
  tile?: MenuTile;
}

export type MenuEntry = MenuItem | MenuItemGroup;
export interface MenuContent {
  items: MenuEntry[];
}

export const TILE_TYPES = [
  'own-risk',
  'messages',
  'open-invoices',
  'good-news',
  'payment-arrangement',
  'ehic',
  'declaration',
  'insurance-right',
  'tile-info-title',
  'arrange-immediately',
  'tile-info-title-and-paragraph',
  'request-policy',
  'your-insurance',
  'fysio-self-check',
  'damage-insurance',
  'healthcare-contracts',
  'coverage-search',
] as const;
export type TileType = (typeof TILE_TYPES)[number];

export interface TilePlacement {
  visible: boolean;
  position: number;
  priority: number;
}

export interface TileConditions {
  /** yyyy-MM-dd; shown from this day on (day level) */
  startDate?: string;
  /** yyyy-MM-dd; shown up to and including this day */
  endDate?: string;
  excludedRoles?: ('H' | 'M' | 'P')[];
  /** exclusive list: the agreement's contract code must be in it */
  contractCodes?: string[];
  /** exclusive list: the collectivity label must be in it */
  labels?: string[];
  requiresActiveAgreement?: boolean;
  excludedProducts?: string[];
  requiredProducts?: string[];
  excludeDefaulters?: boolean;
  requiresAdult?: boolean;
  offerYear?: number;
}

export interface TileContent {
  title: LocalisedText;
  text?: LocalisedText;
  paragraph?: LocalisedText;
  linkText?: LocalisedText;
  routeName?: AuthenticatedRouteName;
  query?: RouteQuery;
  /** external link (promotional tiles) */
  url?: string;
}

export interface DashboardTile {
  id: string;
  type: TileType;
  desktop: TilePlacement;
  mobile: TilePlacement;
  content: TileContent;
  conditions?: TileConditions;
}

export interface TilesContent {
  tiles: DashboardTile[];
}
