import { type CardChoice, type ContractCard, type ContractCardGroup, toggleContractCard } from './contract-cards';

/**
 * A card's package line is its packageSetNumber; cards without one (no
 * insurance, excess) combine with every line.
 */
function lineOf(card: ContractCard): number | null {
  return card.packageSetNumber;
}

function isChosenBy(card: ContractCard, customerNumber: string): boolean {
  return card.insuredPersons.some((option) => option.customerNumber === customerNumber && option.isSelected);
}

/**
 * "A combination of packages from different package lines is not possible":
 * the person's chosen cards, over all groups, belong to more than one line.
 */
export function hasPackageLineConflict(groups: readonly ContractCardGroup[], customerNumber: string): boolean {
  const lines = new Set(
    groups.flatMap((group) => group.cards.filter((card) => isChosenBy(card, customerNumber)).map(lineOf)),
  );
  lines.delete(null);
  return lines.size > 1;
}

/**
 * Choosing a card in edit policy: the selection toggles within its group
 * (see toggleContractCard); when the card is now chosen and belongs to
 * another package line than the person's other choices, "choosing it resets
 * the other choices": the person's cards of other lines are deselected in
 * every group. `isPackageSelectionConflict` tells the screen to say so (the
 * conflict is resolvable: the new choice stands).
 */
export function chooseContractCard(
  groups: readonly ContractCardGroup[],
  groupKey: ContractCardGroup['key'],
  choice: CardChoice,
): { groups: ContractCardGroup[]; isPackageSelectionConflict: boolean } {
  const toggled = groups.map((group) => (group.key === groupKey ? toggleContractCard(group, choice) : group));
  const chosen = toggled
    .find((group) => group.key === groupKey)
    ?.cards.find((card) => card.productComponentCode === choice.productComponentCode);
  const chosenLine = chosen && isChosenBy(chosen, choice.customerNumber) ? lineOf(chosen) : null;
  if (chosenLine === null) return { groups: toggled, isPackageSelectionConflict: false };

  let isPackageSelectionConflict = false;
  const resolved = toggled.map((group) => ({
    ...group,
    cards: group.cards.map((card) => {
      const line = lineOf(card);
      if (line === null || line === chosenLine || !isChosenBy(card, choice.customerNumber)) return card;
      isPackageSelectionConflict = true;
      return {
        ...card,
        insuredPersons: card.insuredPersons.map((option) =>
          option.customerNumber === choice.customerNumber ? { ...option, isSelected: false } : option,
        ),
      };
    }),
  }));
  return { groups: resolved, isPackageSelectionConflict };
}
