/** The menu's model alone: the app loads it before the logged-in shell is entered. */
export * as mainMenuModel from './model/main-menu';
