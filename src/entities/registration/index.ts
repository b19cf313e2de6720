export {
  identifiedByBank,
  bankIdentificationTaken,
  $bankIdentification,
  type StartedRegistration,
} from './model/bank-identification';
export { activationAsked, activationRequestTaken, $activationRequest } from './model/activation-request';
