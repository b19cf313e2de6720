export { invoicesQuery, paymentArrangementsQuery, paymentArrangementsFx } from './api/queries';
export {
  InvoicesContract,
  PaymentArrangementsContract,
  PaymentArrangementContract,
  type InvoiceList,
  type Invoice,
  type PaymentArrangement,
} from './api/contract';
export { ArrangementTermsTable } from './ui/arrangement-terms-table';
export { StatusBadge } from './ui/status-badge';
