import type { ContractCardGroupView } from '../api/contract';

/** One group whose choice changed for a person: the cards chosen before and after, by their titles. */
export interface PackageChange {
  groupKey: ContractCardGroupView['key'];
  groupLabel: string;
  /** empty: nothing was chosen in the group */
  before: string[];
  after: string[];
}

export interface PersonPolicyChange {
  customerNumber: string;
  changes: PackageChange[];
}

const chosenTitles = (group: ContractCardGroupView | undefined, customerNumber: string) =>
  (group?.cards ?? [])
    .filter((card) => card.insuredPersons.some((option) => option.customerNumber === customerNumber && option.isSelected))
    .map((card) => card.title);

/**
 * What a saved change changed (issue 33 point 7: "the policy save
 * confirmation lists what changed"): per person, each group whose chosen
 * cards differ between the server's first answer and the choice saved, in
 * the order of the persons and the groups; persons without a change left out.
 */
export function policyChanges(
  original: readonly ContractCardGroupView[],
  saved: readonly ContractCardGroupView[],
  customerNumbers: readonly string[],
): PersonPolicyChange[] {
  return customerNumbers
    .map((customerNumber) => ({
      customerNumber,
      changes: saved.flatMap((group): PackageChange[] => {
        const before = chosenTitles(original.find((candidate) => candidate.key === group.key), customerNumber);
        const after = chosenTitles(group, customerNumber);
        const isSame = before.length === after.length && before.every((title) => after.includes(title));
        return isSame ? [] : [{ groupKey: group.key, groupLabel: group.label, before, after }];
      }),
    }))
    .filter((person) => person.changes.length > 0);
}
