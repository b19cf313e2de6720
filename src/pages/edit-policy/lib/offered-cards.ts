import type { ContractCardGroupView } from '../api/contract';

/**
 * The validation's cards within what the edit-policy request was offered:
 * `Contract/validate` answers every card of the catalogue, while the first
 * answer left out the ignored products and the dental options of newly
 * participating persons under 18 (spec 02 §3 "Edit-policy request", §4
 * "Dental cards for newly participating persons are offered only to those
 * aged 18 or over"). What was not offered stays out after a choice.
 */
export function withinOffered(validated: readonly ContractCardGroupView[], offered: readonly ContractCardGroupView[]): ContractCardGroupView[] {
  return validated.map((group) => {
    const offeredGroup = offered.find((candidate) => candidate.key === group.key);
    if (!offeredGroup) return group;
    return {
      ...group,
      cards: group.cards.flatMap((card) => {
        const offeredCard = offeredGroup.cards.find((candidate) => candidate.productComponentCode === card.productComponentCode);
        if (!offeredCard) return [];
        const persons = new Set(offeredCard.insuredPersons.map((option) => option.customerNumber));
        return [{ ...card, insuredPersons: card.insuredPersons.filter((option) => persons.has(option.customerNumber)) }];
      }),
    };
  });
}
