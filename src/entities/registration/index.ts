export {
  identifiedByBank,
  bankIdentificationTaken,
  $bankIdentifiedCustomerNumber,
} from './model/bank-identification';
