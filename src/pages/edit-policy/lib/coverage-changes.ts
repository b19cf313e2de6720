import type { ProductsCoverage } from '@/entities/coverage';
import { chosenInsurances, type ContractCardGroupView, type ContractPerson } from '@/widgets/contract-cards';
import { coverageAgeInYear, coverageChanges, type CoverageChange } from '@portal/domain';

/** One person's coverage changes on the edit screen (issue 34 point 4); empty: the packages pay as before. */
export interface PersonCoverageChanges {
  customerNumber: string;
  changes: CoverageChange[];
  /**
   * No basic insurance in the choice (a request started afresh): every care
   * type would read "niet vergoed", which says nothing a user can act on, and
   * the choice cannot be saved so; the screen asks for the basic insurance first.
   */
  isBasicMissing: boolean;
}

const hasBasicChosen = (groups: readonly ContractCardGroupView[], customerNumber: string) =>
  groups.some(
    (group) =>
      group.key === 'basic' &&
      group.cards.some((card) => !card.isNoInsurance && card.insuredPersons.some((option) => option.customerNumber === customerNumber && option.isSelected)),
  );

/** The packages whose coverage the screen may compare: every card but the no-insurance cards and the own risk, which pay for no care. */
export function coverageProductIds(groups: readonly ContractCardGroupView[]): string[] {
  const codes = groups.filter((group) => group.key !== 'excess').flatMap((group) => group.cards.filter((card) => !card.isNoInsurance).map((card) => card.productComponentCode));
  return [...new Set(codes)];
}

/**
 * Per person, in the order of the persons: what changes in coverage between
 * the packages the server first gave (`original`) and the choice as it stands
 * (`groups`, children following their parents once validated), for the year
 * of the catalogue.
 */
export function personsCoverageChanges(input: {
  catalogue: ProductsCoverage;
  original: readonly ContractCardGroupView[];
  groups: readonly ContractCardGroupView[];
  persons: readonly Pick<ContractPerson, 'customerNumber' | 'birthDate'>[];
}): PersonCoverageChanges[] {
  const customerNumbers = input.persons.map((person) => person.customerNumber);
  const before = chosenInsurances(input.original, customerNumbers);
  const after = chosenInsurances(input.groups, customerNumbers);
  return input.persons.map((person, index) => ({
    customerNumber: person.customerNumber,
    isBasicMissing: !hasBasicChosen(input.groups, person.customerNumber),
    changes: coverageChanges({
      catalogue: input.catalogue.careTypes,
      before: before[index]?.productComponentCodes ?? [],
      after: after[index]?.productComponentCodes ?? [],
      age: coverageAgeInYear(person.birthDate, input.catalogue.year),
    }),
  }));
}
