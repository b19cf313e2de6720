export { PaymentArrangementPage } from './ui/payment-arrangement-page';
export { texts } from './config/texts';
