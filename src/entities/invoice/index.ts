export { invoicesQuery } from './api/queries';
export { InvoicesContract, type InvoiceList } from './api/contract';
