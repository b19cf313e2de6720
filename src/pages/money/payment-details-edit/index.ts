export { PaymentDetailsEditPage } from './ui/payment-details-edit-page';
export { texts } from './config/texts';
