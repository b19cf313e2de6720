import { premiumOverviewOwnRisk } from '@portal/domain';
import type { ContractPerson, ValidationAnswer } from '../api/contracts';

type PremiumOverviewEntry = ValidationAnswer['premiumOverview'][number];

export interface OwnRiskLine {
  before: number | null;
  after: number | null;
}

/** The own-risk line of one person in the premium overview, before and after the choice; null when neither side has one (children, no basic package). */
export function ownRiskLineOf(entry: PremiumOverviewEntry, person: Pick<ContractPerson, 'isAdult'>): OwnRiskLine | null {
  const side = (premium: PremiumOverviewEntry['before']) =>
    premiumOverviewOwnRisk({ isAdult: person.isAdult, productTypes: premium.products.map((product) => product.typeOfProduct), excessAmount: premium.excessAmount });
  const line = { before: side(entry.before), after: side(entry.after) };
  return line.before === null && line.after === null ? null : line;
}
