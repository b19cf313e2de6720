/**
 * The page's model alone, without its screen: the app loads it when the
 * route is approved, so the data starts while the screen's chunk loads.
 */
export * as paymentArrangementPageModel from './model/payment-arrangement-page';
export { texts } from './config/texts';
