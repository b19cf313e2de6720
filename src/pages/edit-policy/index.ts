export { EditPolicyPage } from './ui/edit-policy-page';
export { texts } from './config/texts';
