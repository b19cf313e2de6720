export { MyRequestsPage } from './ui/my-requests-page';
export { texts } from './config/texts';
