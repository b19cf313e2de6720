/**
 * The page's model alone, without its screen: the app loads it when the
 * route is approved, so the data starts while the screen's chunk loads.
 */
export * as billsAndPaymentsPageModel from './model/bills-and-payments-page';
export * as idealPaymentModel from './model/ideal-payment';
export { texts } from './config/texts';
