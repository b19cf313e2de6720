export { NotAvailablePage } from './ui/not-available-page';
export { texts } from './config/texts';
