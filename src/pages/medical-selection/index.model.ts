/**
 * The page's model alone, without its screen: the app loads it when the
 * route is approved, so the persons load while the screen's chunk loads.
 */
export * as medicalSelectionPageModel from './model/medical-selection-page';
export { texts } from './config/texts';
