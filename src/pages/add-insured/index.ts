export { AddInsuredPage } from './ui/add-insured-page';
export { texts } from './config/texts';
