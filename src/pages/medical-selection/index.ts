export { MedicalSelectionPage } from './ui/medical-selection-page';
export { texts } from './config/texts';
