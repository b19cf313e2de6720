/**
 * The page's model alone, without its screen: the app loads it when the
 * route is approved, so the persons and the account load while the screen's chunk loads.
 */
export * as contactFormPageModel from './model/contact-form-page';
export { texts } from './config/texts';
