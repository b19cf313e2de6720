export { InsuranceRightPage } from './ui/insurance-right-page';
export { texts } from './config/texts';
