import { chooseContractCard, exceedsMaximumSelectableAmount, type ContractCardGroupKey } from '@portal/domain';
import type { ContractCardGroupView } from '../api/contracts';

export interface CardChoiceOnGroup {
  groupKey: ContractCardGroupKey;
  productComponentCode: string;
  customerNumber: string;
}

/**
 * A card ticked or unticked on either card page (edit policy, add insured): the groups after the choice, and the
 * group's maximum when the choice would go over it ("maximum selectable message shown when exceeded": the choice
 * is not taken then).
 */
export function chooseCardWithinMaximum(groups: ContractCardGroupView[], { groupKey, productComponentCode, customerNumber }: CardChoiceOnGroup) {
  const result = chooseContractCard(groups, groupKey, { productComponentCode, customerNumber });
  const group = result.groups.find((entry) => entry.key === groupKey);
  const exceeds = group ? exceedsMaximumSelectableAmount(group, customerNumber) : false;
  const maximum = groups.find((entry) => entry.key === groupKey)?.maximumSelectableAmount ?? 1;
  return { ...result, exceeded: exceeds ? { groupKey, maximum } : null };
}
