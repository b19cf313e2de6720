/** The slice's texts alone, for the chunks that load texts before the slice's code. */
export { invoiceTexts } from './config/texts';
