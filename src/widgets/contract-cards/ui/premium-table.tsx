import { Fragment } from 'react';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { premiumProductLines } from '@portal/domain';
import type { ContractPerson, ValidationAnswer } from '../api/contracts';
import { ownRiskLineOf } from '../lib/own-risk-line';
import { contractPersonName } from './card-group';
import './contract-cards.css';

/** The premium per person and in total, before and after the choice side by side (spec 02 §4, issue 15). */
export function PremiumTable({ validation, persons, isValidating }: { validation: ValidationAnswer | null; persons: readonly ContractPerson[]; isValidating: boolean }) {
  const { t } = useTranslation();
  if (!validation) return <p role="status">{t('widgets.contractCards.validating')}</p>;
  const termText = (term: number) => t(`widgets.contractCards.termsShort.${term}`);
  return (
    <section className="panel contract-cards__premium" aria-labelledby="contract-cards-premium" aria-busy={isValidating}>
      <h2 id="contract-cards-premium" className="contract-cards__title">
        {t('widgets.contractCards.premium.title')}
      </h2>
      <table className="contract-cards__table">
        <caption className="contract-cards__caption">{t('widgets.contractCards.premium.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('widgets.contractCards.premium.person')}</th>
            <th scope="col" className="contract-cards__amount">
              {t('widgets.contractCards.premium.before')}
            </th>
            <th scope="col" className="contract-cards__amount">
              {t('widgets.contractCards.premium.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {validation.premiumOverview.map((entry) => {
            const person = persons.find((candidate) => candidate.customerNumber === entry.customerNumber);
            const name = person ? contractPersonName(person) : entry.customerNumber;
            const ownRisk = person ? ownRiskLineOf(entry, person) : null;
            const ownRiskAmount = (amount: number | null) => (amount === null ? t('widgets.contractCards.premium.noOwnRisk') : formatMoney(amount));
            // issue 32 point 11: "Premium overview per customer: … discounts, totals, product premiums": each product's premium and discount
            const productAmount = (priced: { premium: number; discount: number } | null) =>
              priced === null ? (
                t('widgets.contractCards.premium.notOnPolicy')
              ) : priced.premium === 0 && priced.discount === 0 ? (
                t('widgets.contractCards.premium.free')
              ) : (
                <>
                  {formatMoney(priced.premium)}
                  {priced.discount > 0 && <span className="contract-cards__discount">{t('widgets.contractCards.premium.discount', { amount: formatMoney(priced.discount) })}</span>}
                </>
              );
            return (
              <Fragment key={entry.customerNumber}>
                <tr data-testid="premium-person">
                  <th scope="row">{name}</th>
                  <td className="contract-cards__amount">{formatMoney(entry.before.totalNettoPremiumMonth)}</td>
                  <td className="contract-cards__amount">{formatMoney(entry.after.totalNettoPremiumMonth)}</td>
                </tr>
                {premiumProductLines(entry.before.products, entry.after.products).map((line) => (
                  <tr key={line.code} data-testid="premium-product" className="contract-cards__product">
                    <th scope="row">{t('widgets.contractCards.premium.product', { name: line.name })}</th>
                    <td className="contract-cards__amount">{productAmount(line.before)}</td>
                    <td className="contract-cards__amount">{productAmount(line.after)}</td>
                  </tr>
                ))}
                {ownRisk && (
                  <tr data-testid="premium-own-risk" className="contract-cards__own-risk">
                    <th scope="row">{t('widgets.contractCards.premium.ownRisk', { name })}</th>
                    <td className="contract-cards__amount">{ownRiskAmount(ownRisk.before)}</td>
                    <td className="contract-cards__amount">{ownRiskAmount(ownRisk.after)}</td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
        <tfoot>
          <tr data-testid="premium-total-month">
            <th scope="row">{t('widgets.contractCards.premium.total')}</th>
            <td className="contract-cards__amount">{formatMoney(validation.total.before.month)}</td>
            <td className="contract-cards__amount">{formatMoney(validation.total.after.month)}</td>
          </tr>
          <tr data-testid="premium-total-term">
            <th scope="row">{t('widgets.contractCards.premium.totalTerm')}</th>
            <td className="contract-cards__amount">
              {t('widgets.contractCards.premium.termValue', { amount: formatMoney(validation.total.before.term), term: termText(validation.total.before.paymentTerm) })}
            </td>
            <td className="contract-cards__amount">
              {t('widgets.contractCards.premium.termValue', { amount: formatMoney(validation.total.after.term), term: termText(validation.total.after.paymentTerm) })}
            </td>
          </tr>
        </tfoot>
      </table>
      <p role="status" className="contract-cards__status">
        {isValidating ? t('widgets.contractCards.validating') : ''}
      </p>
    </section>
  );
}
