/**
 * The page's model alone, without its screen: the app loads it when the
 * route is approved, so the persons, the meters and the declarations load while the screen's chunk loads.
 */
export * as healthcareCostsPageModel from './model/healthcare-costs-page';
export { texts } from './config/texts';
