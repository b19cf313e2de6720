export { SeatedTransportPage } from './ui/seated-transport-page';
export { texts } from './config/texts';
