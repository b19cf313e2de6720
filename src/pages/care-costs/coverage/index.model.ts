/**
 * The page's model alone, without its screen: the app loads it when the
 * route is approved, so the persons and the coverage load while the screen's chunk loads.
 */
export * as coveragePageModel from './model/coverage-page';
export { texts } from './config/texts';
