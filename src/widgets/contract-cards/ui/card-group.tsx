import { fullNameOf } from '@/entities/customer';
import { useTranslation } from '@/shared/i18n';
import { formatEuros, formatMoney } from '@/shared/lib/format';
import { Link } from '@/shared/routing';
import { choosableCardOptions, isContractCardShown, isOneOfGroup, shownCardOptions, totalOwnRisk, type ContractCard, type ContractCardGroup, type ContractCardGroupKey } from '@portal/domain';
import { CardLinks } from './card-links';
import type { ContractCardGroupView, ContractPerson } from '../api/contracts';
import './contract-cards.css';

export function contractPersonName(person: ContractPerson): string {
  return fullNameOf({ ...person, birthName: null, prefixBirthName: null });
}

export interface CardChoice {
  groupKey: ContractCardGroupKey;
  productComponentCode: string;
  customerNumber: string;
}

/**
 * An own-risk card by its amounts, "€ 100 vrijwillig (totaal € 485)" (issue 33 point 8): the voluntary
 * amount from the card's ownRiskAmount, the total with the mandatory own risk; other cards by their title.
 */
function CardTitle({ card, groupKey }: { card: ContractCardGroupView['cards'][number]; groupKey: ContractCardGroupKey }) {
  const { t } = useTranslation();
  if (groupKey !== 'excess' || card.ownRiskAmount === null) return card.title;
  const total = formatEuros(totalOwnRisk(card.ownRiskAmount));
  return card.ownRiskAmount === 0
    ? t('widgets.contractCards.ownRiskNone', { total })
    : t('widgets.contractCards.ownRiskVoluntary', { amount: formatEuros(card.ownRiskAmount), total });
}

/**
 * One card group (basic, additional, extra additional, dental, own risk) with
 * a choice per insured person on each card shown (spec 02 §4 "Selection
 * toggling": cards with a discounted premium or more than one in the set,
 * options with a premium amount). A group that allows one card per person is
 * a radio choice per person (one name per person over the group's cards, so
 * the arrow keys move within it); a group that allows more has checkboxes.
 */
export function ContractCardGroupField({
  group,
  persons,
  readOnly,
  exceeded,
  onChoose,
  medicalSelectionHref = null,
  onlyChoosable = false,
}: {
  group: ContractCardGroupView;
  persons: readonly ContractPerson[];
  readOnly: boolean;
  exceeded: { groupKey: ContractCardGroupKey; maximum: number } | null;
  onChoose: (choice: CardChoice) => void;
  /** where the dental questionnaire can be filled in beforehand (edit policy), or null */
  medicalSelectionHref?: string | null;
  /** only the options that can be chosen (adding an insured person: the page names what is fixed) */
  onlyChoosable?: boolean;
}) {
  const { t } = useTranslation();
  const domainGroup = group as unknown as ContractCardGroup;
  const optionsOf = (card: ContractCardGroupView['cards'][number]) =>
    onlyChoosable ? choosableCardOptions(card) : shownCardOptions(card);
  const cards = group.cards.filter((card) => isContractCardShown(card as unknown as ContractCard, domainGroup));
  // a group with nothing to choose for anyone here (dental or own risk for a child alone) is left out
  if (cards.every((card) => optionsOf(card).length === 0)) return null;
  const legendId = `card-group-${group.key}`;
  const isOneOf = isOneOfGroup(domainGroup);
  return (
    <fieldset className="contract-cards__group" aria-labelledby={legendId}>
      <legend id={legendId} className="contract-cards__group-title">
        {group.label}
      </legend>
      {group.maximumSelectableAmount > 1 && <p className="contract-cards__hint">{t('widgets.contractCards.maximum', { count: group.maximumSelectableAmount })}</p>}
      {exceeded?.groupKey === group.key && (
        <p className="form-message" role="alert" data-testid="maximum-exceeded">
          {t('widgets.contractCards.maximumExceeded', { count: exceeded.maximum })}
        </p>
      )}
      <div className="contract-cards__cards">
        {cards.map((card) => {
          const options = optionsOf(card);
          if (options.length === 0) return null;
          const titleId = `card-${group.key}-${card.productComponentCode}`;
          return (
            <div key={card.productComponentCode} className="contract-cards__card" role="group" aria-labelledby={titleId} data-testid="contract-card">
              <p id={titleId} className="contract-cards__card-title">
                <CardTitle card={card} groupKey={group.key} />
              </p>
              <CardLinks card={card} />
              {card.hasMedicalSelection && (
                <p className="contract-cards__hint">
                  {t('widgets.contractCards.medicalSelection')}{' '}
                  {medicalSelectionHref && <Link to={medicalSelectionHref}>{t('widgets.contractCards.questionnaireLink')}</Link>}
                </p>
              )}
              {options.map((option) => {
                const person = persons.find((entry) => entry.customerNumber === option.customerNumber);
                if (!person) return null;
                const id = `${titleId}-${option.customerNumber}`;
                const amount = option.netPremiumWithDiscount ?? 0;
                const original = card.insuredPersons.find((entry) => entry.customerNumber === option.customerNumber);
                const price =
                  group.key === 'excess'
                    ? original?.ownRiskDiscount
                      ? t('widgets.contractCards.ownRiskDiscount', { amount: formatMoney(original.ownRiskDiscount) })
                      : ''
                    : amount === 0 && !person.isAdult
                      ? t('widgets.contractCards.free')
                      : t('widgets.contractCards.perMonth', { amount: formatMoney(amount) });
                return (
                  <div key={option.customerNumber} className="contract-cards__option">
                    <input
                      id={id}
                      type={isOneOf ? 'radio' : 'checkbox'}
                      name={isOneOf ? `${legendId}-${option.customerNumber}` : undefined}
                      checked={option.isSelected}
                      disabled={readOnly || option.isDisabled || card.isDisabled}
                      onChange={() => onChoose({ groupKey: group.key, productComponentCode: card.productComponentCode, customerNumber: option.customerNumber })}
                    />
                    <label htmlFor={id}>
                      {contractPersonName(person)}
                      {price && <span className="contract-cards__price">{price}</span>}
                    </label>
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
