export { HealthcareCostsPage } from './ui/healthcare-costs-page';
export { texts } from './config/texts';
