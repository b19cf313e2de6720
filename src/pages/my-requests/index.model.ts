/**
 * The page's model alone, without its screen: the app loads it when the
 * route is approved, so the requests load while the screen's chunk loads.
 */
export * as myRequestsPageModel from './model/my-requests-page';
export { texts } from './config/texts';
