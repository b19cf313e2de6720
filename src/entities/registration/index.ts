export {
  identifiedByBank,
  bankIdentificationTaken,
  $bankIdentification,
  type StartedRegistration,
} from './model/bank-identification';
