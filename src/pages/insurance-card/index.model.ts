/**
 * The page's model alone, without its screen: the app loads it when the
 * route is approved, so the cards load while the screen's chunk loads.
 */
export * as insuranceCardPageModel from './model/insurance-card-page';
export { texts } from './config/texts';
