/** The slice's texts alone (no UI, no model), for whoever loads them with a chunk. */
export { dentalMedicalSelectionTexts } from './config/texts';
