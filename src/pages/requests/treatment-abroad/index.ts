export { TreatmentAbroadPage } from './ui/treatment-abroad-page';
export { texts } from './config/texts';
