/**
 * Contract cards of the edit-policy screen (spec 02 §3 "Contract cards"):
 * groups basic, extraAdditional, additional, dental, excess, each with the
 * server's maximumSelectableAmount; a card carries one option per insured person.
 */
export const CONTRACT_CARD_GROUP_KEYS = ['basic', 'extraAdditional', 'additional', 'dental', 'excess'] as const;
export type ContractCardGroupKey = (typeof CONTRACT_CARD_GROUP_KEYS)[number];

/** One insured person's option on a card. */
export interface CardOption {
  customerNumber: string;
  /** euros; null: the server gave no premium amount for this person */
  netPremiumWithDiscount: number | null;
  ownRiskDiscount?: number | null;
  isSelected: boolean;
  isDisabled: boolean;
}

export interface ContractCard {
  productComponentCode: string;
  title: string;
  /** the package line the card belongs to; null for cards outside any line (no insurance, excess) */
  packageSetNumber: number | null;
  /** packageTypeForWebApplications.productType */
  packageType: string;
  /** the card that stands for choosing no insurance in this group */
  isNoInsurance: boolean;
  hasMedicalSelection: boolean;
  isDisabled: boolean;
  insuredPersons: CardOption[];
}

export interface ContractCardGroup {
  key: ContractCardGroupKey;
  maximumSelectableAmount: number;
  cards: ContractCard[];
}

export interface CardChoice {
  productComponentCode: string;
  customerNumber: string;
}

function withOption(card: ContractCard, customerNumber: string, isSelected: boolean): ContractCard {
  return {
    ...card,
    insuredPersons: card.insuredPersons.map((option) =>
      option.customerNumber === customerNumber ? { ...option, isSelected } : option,
    ),
  };
}

function optionOf(card: ContractCard, customerNumber: string): CardOption | undefined {
  return card.insuredPersons.find((option) => option.customerNumber === customerNumber);
}

/**
 * "Same package set" read as a package line: a card outside any line (null:
 * Aanvullend Goed, every dental card) combines with every line, so it shares
 * the set of any card (issue 33 point 8: ticking Aanvullend Best, line 2,
 * replaces Aanvullend Goed). Two different lines do not share one; choosing
 * across lines is the package-line conflict (`chooseContractCard`).
 */
function sharesPackageLine(one: number | null, other: number | null): boolean {
  return one === null || other === null || one === other;
}

/**
 * "choosing a card deselects the person's other card in the same group when
 * the group allows only one, same package set and type": a group whose
 * maximum is one and whose cards are all of one package type is a choice of
 * one per person (a radio choice on the screen). Its package lines need not
 * be one: a card of another line is replaced by the package-line rule.
 */
export function isOneOfGroup(group: Pick<ContractCardGroup, 'maximumSelectableAmount' | 'cards'>): boolean {
  const types = new Set(group.cards.map((card) => card.packageType));
  return group.maximumSelectableAmount === 1 && types.size <= 1;
}

/**
 * "Choosing a cover option for a person (unless disabled) updates the
 * selection": a chosen option is deselected, an unchosen one selected, and then
 *  - "choosing the no-insurance card deselects that person's other cards in the group";
 *  - "choosing a card deselects the person's other card in the same group
 *    when the group allows only one, same package set and type".
 * Choosing a real card also deselects the person's no-insurance card in the
 * group: having cover and no cover at once is not a selection.
 * A disabled card or option, or an unknown card or person, changes nothing.
 */
export function toggleContractCard(group: ContractCardGroup, choice: CardChoice): ContractCardGroup {
  const chosen = group.cards.find((card) => card.productComponentCode === choice.productComponentCode);
  const option = chosen && optionOf(chosen, choice.customerNumber);
  if (!chosen || !option || chosen.isDisabled || option.isDisabled) return group;
  if (option.isSelected) {
    return { ...group, cards: group.cards.map((card) => (card === chosen ? withOption(card, choice.customerNumber, false) : card)) };
  }
  const isReplaced = (card: ContractCard): boolean => {
    if (chosen.isNoInsurance || card.isNoInsurance) return true;
    return (
      group.maximumSelectableAmount === 1 &&
      sharesPackageLine(card.packageSetNumber, chosen.packageSetNumber) &&
      card.packageType === chosen.packageType
    );
  };
  return {
    ...group,
    cards: group.cards.map((card) => {
      if (card === chosen) return withOption(card, choice.customerNumber, true);
      if (optionOf(card, choice.customerNumber)?.isSelected && isReplaced(card)) {
        return withOption(card, choice.customerNumber, false);
      }
      return card;
    }),
  };
}

/** The cards a person has chosen in a group. */
export function selectedCards(group: ContractCardGroup, customerNumber: string): ContractCard[] {
  return group.cards.filter((card) => optionOf(card, customerNumber)?.isSelected);
}

/**
 * "maximum number of selectable packages per card group set by the server;
 * maximum selectable message shown when exceeded" (counted per person; the
 * no-insurance card does not count as a package).
 */
export function exceedsMaximumSelectableAmount(group: ContractCardGroup, customerNumber: string): boolean {
  const packages = selectedCards(group, customerNumber).filter((card) => !card.isNoInsurance);
  return packages.length > group.maximumSelectableAmount;
}

/**
 * "Cards are shown only if someone has a discounted premium or the package
 * set has more than one card." A discounted premium is a net premium with
 * discount above zero; the package set is counted within the card's group.
 */
export function isContractCardShown(card: ContractCard, group: ContractCardGroup): boolean {
  const someonePays = card.insuredPersons.some((option) => (option.netPremiumWithDiscount ?? 0) > 0);
  const cardsInSet = group.cards.filter((other) => other.packageSetNumber === card.packageSetNumber).length;
  return someonePays || cardsInSet > 1;
}

/** "Options without a premium amount are not shown" (a premium of 0, a free child, is an amount). */
export function shownCardOptions(card: ContractCard): CardOption[] {
  return card.insuredPersons.filter((option) => option.netPremiumWithDiscount !== null);
}

/**
 * The options that can be chosen: shown and neither the card nor the option disabled. Adding an insured person
 * shows only these (issue 33 point 14: a newborn's step without twenty disabled cards); what a person gets without
 * a choice is `fixedPackages`.
 */
export function choosableCardOptions(card: ContractCard): CardOption[] {
  return card.isDisabled ? [] : shownCardOptions(card).filter((option) => !option.isDisabled);
}

/**
 * Per person, the packages they have without being able to choose them (a child's, from the parent with the most
 * cover): the titles of the selected options that cannot be chosen, in the groups' order; persons without any left out.
 */
export function fixedPackages(groups: readonly ContractCardGroup[]): { customerNumber: string; titles: string[] }[] {
  const byPerson = new Map<string, string[]>();
  for (const group of groups) {
    for (const card of group.cards) {
      if (card.isNoInsurance) continue;
      const choosable = new Set(choosableCardOptions(card).map((option) => option.customerNumber));
      // only options with a premium amount, as on the cards (a child's compulsory excess has none: children pay no excess)
      for (const option of shownCardOptions(card)) {
        if (!option.isSelected || choosable.has(option.customerNumber)) continue;
        byPerson.set(option.customerNumber, [...(byPerson.get(option.customerNumber) ?? []), card.title]);
      }
    }
  }
  return [...byPerson].map(([customerNumber, titles]) => ({ customerNumber, titles }));
}
