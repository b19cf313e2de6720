export { PaymentDetailsPage } from './ui/payment-details-page';
export { texts } from './config/texts';
