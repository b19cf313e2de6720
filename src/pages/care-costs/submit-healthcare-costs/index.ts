export { SubmitHealthcareCostsPage } from './ui/submit-healthcare-costs-page';
export { texts } from './config/texts';
