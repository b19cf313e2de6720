export {
  TILE_TYPES,
  type LocalisedText,
  type RouteQuery,
  type MenuItem,
  type MenuTile,
  type MenuItemGroup,
  type MenuEntry,
  type MenuContent,
  type TileType,
  type TilePlacement,
  type TileConditions,
  type TileContent,
  type DashboardTile,
  type TilesContent,
} from './content';
export { localisedText, type ShownText } from './localised-text';
export { visibleMenu, menuEntryRouteOf, MENU_ENTRY_OF_SUB_SCREEN, type MenuViewer } from './menu';
export type { DashboardContext } from './dashboard-context';
export { meetsTileConditions } from './tile-conditions';
export { meetsTileTypeRule, isTileVisible, dashboardTiles, isTileLinkAuthorised, type DashboardDevice } from './tiles';
export {
  UNREAD_DOCUMENTS_WINDOW_MONTHS,
  sixMonthsAgoDateOnly,
  isPublishedWithinUnreadWindow,
  countersAfterMessageRead,
  type UnreadCounters,
} from './unread-counters';
export {
  MESSAGE_BOX_YEARS,
  CORRESPONDENCE_KEPT_YEARS,
  NO_MESSAGE_BOX_FILTER,
  messageBoxYears,
  filterMessages,
  messageBoxDocumentTypes,
  markMessageRead,
  messageBoxClusters,
  messagesInCluster,
  messageBoxInsured,
  type MessageDocument,
  type MessageBoxFilter,
  type MessageBoxInsured,
} from './message-box';
export { DOCUMENT_NAME_PREFIXES, splitDocumentName, type DocumentNameParts } from './document-name';
export { visibleNewsTexts, newsTextSegments, type NewsText, type NewsSegment } from './news';
export {
  openingHoursOfWeek,
  openingHoursOn,
  nextAvailableDate,
  type OpeningHours,
  type OpeningTimes,
  type OpeningDay,
} from './opening-hours';
export { DECLARATION_TILE_SIZE, newestDeclarations, type ReceivedDeclaration } from './declaration-tile';
