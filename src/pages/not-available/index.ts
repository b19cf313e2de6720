export { NotAvailablePage } from './ui/not-available-page';
