export {
  ContractCardGroupsContract,
  ContractCardsAnswerContract,
  InsuredPersonContract,
  SaveRefusalContract,
  ValidationAnswerContract,
  type ContractCardGroupView,
  type ContractCardsAnswer,
  type ContractPerson,
  type ValidationAnswer,
} from './api/contracts';
export { ContractCardGroupField, contractPersonName, type CardChoice } from './ui/card-group';
export { PremiumTable } from './ui/premium-table';
export { contractCardsTexts } from './config/texts';
export { chosenInsurances, type ChosenInsurance } from './lib/chosen-insurances';
export { chooseCardWithinMaximum, type CardChoiceOnGroup } from './lib/choose-card';
