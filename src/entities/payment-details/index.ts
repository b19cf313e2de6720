export { paymentDetailsQuery, paymentDetailsFx, type AgreementKey } from './api/queries';
export { PaymentDetailsContract, type PaymentDetails } from './api/contract';
