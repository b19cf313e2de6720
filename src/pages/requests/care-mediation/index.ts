export { CareMediationPage } from './ui/care-mediation-page';
export { texts } from './config/texts';
