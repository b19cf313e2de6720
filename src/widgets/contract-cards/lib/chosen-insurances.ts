import type { ContractCardGroupView } from '../api/contracts';

export interface ChosenInsurance {
  customerNumber: string;
  productComponentCodes: string[];
}

/** The chosen insurances of these persons (the adults: children's packages follow from their parents on the server). */
export function chosenInsurances(groups: readonly ContractCardGroupView[], customerNumbers: readonly string[]): ChosenInsurance[] {
  return customerNumbers.map((customerNumber) => ({
    customerNumber,
    productComponentCodes: groups.flatMap((group) =>
      group.cards
        .filter((card) => !card.isNoInsurance && card.insuredPersons.some((option) => option.customerNumber === customerNumber && option.isSelected))
        .map((card) => card.productComponentCode),
    ),
  }));
}
