/**
 * The page's model alone, without its screen: the app loads it when the
 * route is approved, so the data starts while the screen's chunk loads.
 */
export * as addInsuredPageModel from './model/add-insured-page';
export { texts } from './config/texts';
