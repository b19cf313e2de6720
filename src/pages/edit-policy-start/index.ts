export { EditPolicyStartPage } from './ui/edit-policy-start-page';
export { texts } from './config/texts';
