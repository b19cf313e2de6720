export { InsuranceCardPage } from './ui/insurance-card-page';
export { texts } from './config/texts';
