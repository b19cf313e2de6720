export { BillsAndPaymentsPage } from './ui/bills-and-payments-page';
export { texts } from './config/texts';
