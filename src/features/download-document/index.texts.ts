/** The slice's texts alone (no UI, no model), for whoever loads them with a chunk. */
export { downloadDocumentTexts } from './config/texts';
