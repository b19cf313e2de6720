export { PolicyOverviewPage } from './ui/policy-overview-page';
export { texts } from './config/texts';
