export { invoicesQuery, paymentArrangementsQuery, paymentArrangementsFx } from './api/queries';
export {
  InvoicesContract,
  PaymentArrangementsContract,
  type InvoiceList,
  type Invoice,
  type PaymentArrangement,
} from './api/contract';
