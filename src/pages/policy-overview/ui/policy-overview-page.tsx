import type { AgreementDetail, AgreementParticipant } from '@/entities/agreement';
import { fullNameOf } from '@/entities/customer';
import type { GenericDocument } from '@/entities/document';
import type { Policy } from '@/entities/policy';
import { GenericDocumentDownloadButton } from '@/features/download-document';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatFieldDate, formatMoney } from '@/shared/lib/format';
import { routeUrl, Link } from '@/shared/routing';
import { DetailsList } from '@/shared/ui/details-list';
import { SelectField, yearOptions } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page';
import { ADD_INSURED_AGREEMENT_QUERY_KEY, formatInsuranceNumber, policyProductLines } from '@portal/domain';
import { useUnit } from 'effector-react';
import {
  $agreements,
  $offeredConditionsYear,
  $offerPersons,
  $areYearsKnown,
  $status,
  $unavailableYearNotice,
  $year,
  $years,
  YEAR_QUERY_KEY,
  yearChosen,
  type AgreementOverview,
} from '../model/policy-overview-page';
import './policy-overview-page.css';

function termKey(term: number): string {
  return String(term);
}

function PersonPolicy({ participant, policy, year }: { participant: AgreementParticipant; policy: Policy; year: number }) {
  const { t } = useTranslation();
  const name = fullNameOf({ ...participant.customer, birthName: null, prefixBirthName: null });
  const id = `policy-person-${participant.customer.customerNumber}`;
  const term = termKey(policy.paymentTerm);
  const hasCollectivityDiscount = policy.collectivityDiscountAmount > 0;
  const premiumLines = [
    { term: t('pages.policyOverview.premium.gross'), description: formatMoney(policy.totalGrossPremium), show: true },
    {
      term: t('pages.policyOverview.premium.collectivityDiscount'),
      description: `− ${formatMoney(policy.collectivityDiscountAmount)}`,
      show: hasCollectivityDiscount,
    },
    {
      term: t('pages.policyOverview.premium.additionalDiscount'),
      description: `− ${formatMoney(policy.additionalDiscountAmount)}`,
      show: policy.additionalDiscountAmount > 0,
    },
    {
      term: t('pages.policyOverview.premium.excessDiscount'),
      description: `− ${formatMoney(policy.excessDiscountAmount)}`,
      show: policy.excessDiscountAmount > 0,
    },
    { term: t('pages.policyOverview.premium.month'), description: formatMoney(policy.totalNettoPremiumMonth), show: true, testId: 'person-premium-month' },
    {
      term: t('pages.policyOverview.premium.paymentTermDiscount', { percentage: policy.discountPercentage.toLocaleString('nl-NL') }),
      description: `− ${formatMoney(policy.discountAmount)}`,
      show: policy.discountAmount > 0,
    },
    {
      term: t('pages.policyOverview.premium.term', { term: t(`pages.policyOverview.terms.${term}`) }),
      description: formatMoney(policy.totalNettoPremiumPaymentTerm),
      show: policy.paymentTerm !== 1,
    },
    { term: t('pages.policyOverview.premium.excessAmount'), description: formatMoney(policy.excessAmount), show: policy.excessAmount > 0, testId: 'person-excess' },
  ];
  return (
    <section className="policy-overview__person" aria-labelledby={id} data-testid="policy-person">
      <h3 id={id} className="policy-overview__person-name">
        {name} <span className="policy-overview__role">({t(`pages.policyOverview.person.roles.${participant.customer.role}`)})</span>
      </h3>
      <DetailsList
        items={[
          { term: t('pages.policyOverview.person.policyNumber'), description: formatInsuranceNumber(participant.policyNumber) },
          { term: t('pages.policyOverview.person.birthDate'), description: formatFieldDate(participant.customer.birthDate) },
          {
            term: t('pages.policyOverview.person.period'),
            description: t('pages.policyOverview.person.periodValue', {
              start: formatDay(policy.startDate),
              end: formatDay(policy.endDate),
            }),
          },
        ]}
      />
      {/* on a phone the stylesheet stacks each row, the headers' too (product on its own line, type and premium
          under it); the explicit roles keep it a table for screen readers whatever display the rows get */}
      <table className="policy-overview__products" role="table" aria-describedby={hasCollectivityDiscount ? `${id}-net` : undefined}>
        <caption className="policy-overview__caption">{t('pages.policyOverview.products.caption', { name, year })}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className="policy-overview__type">
              {t('pages.policyOverview.products.type')}
            </th>
            <th scope="col" role="columnheader" className="policy-overview__product">
              {t('pages.policyOverview.products.product')}
            </th>
            <th scope="col" role="columnheader" className="policy-overview__amount">
              {t('pages.policyOverview.products.premium')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {policyProductLines(policy.products).flatMap((line) =>
            line.products.map((product) => (
              <tr key={product.code} role="row" data-testid="policy-product">
                <td role="cell" className="policy-overview__type">{t(`pages.policyOverview.products.categories.${line.category ?? 'other'}`)}</td>
                <th scope="row" role="rowheader" className="policy-overview__product">
                  {product.name}
                </th>
                <td role="cell" className="policy-overview__amount">
                  {line.category === 'excess' && product.nettoPremium === 0
                    ? t('pages.policyOverview.products.noPremium')
                    : product.nettoPremium === 0
                      ? t('pages.policyOverview.products.free')
                      : formatMoney(product.nettoPremium)}
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      {hasCollectivityDiscount && (
        <p id={`${id}-net`} className="policy-overview__net-note" data-testid="products-after-collectivity-discount">
          {t('pages.policyOverview.products.afterCollectivityDiscount', { amount: formatMoney(policy.collectivityDiscountAmount) })}
        </p>
      )}
      <DetailsList
        items={premiumLines
          .filter((line) => line.show)
          .map(({ term: label, description, testId }) => ({ term: label, description, testId }))}
      />
    </section>
  );
}

function Entries({ overview }: { overview: AgreementOverview }) {
  const { t } = useTranslation();
  const { entries, agreement } = overview;
  const reason = entries.denialReason;
  const offerPersons = useUnit($offerPersons).filter((person) =>
    agreement.agreementParticipants.some((participant) => participant.customer.customerNumber === person.customerNumber),
  );
  return (
    <div className="policy-overview__entries">
      {entries.editPolicy && (
        <Link
          className="button button--primary"
          to={overview.editPolicyUrl}
          aria-label={t('pages.policyOverview.editPolicyFor', { year: agreement.year, number: agreement.agreementIdNumber })}
        >
          {t('pages.policyOverview.editPolicy', { year: agreement.year })}
        </Link>
      )}
      {entries.requestPolicy && (
        <Link className="button button--secondary" to={overview.requestPolicyUrl} aria-describedby={`request-policy-hint-${agreement.agreementId}`}>
          {t('pages.policyOverview.requestPolicy', { year: agreement.year })}
        </Link>
      )}
      {entries.addInsured && (
        <Link
          className="button button--secondary"
          to={routeUrl('add-insured', undefined, { [ADD_INSURED_AGREEMENT_QUERY_KEY]: agreement.agreementId })}
          aria-label={t('pages.policyOverview.addInsuredTo', { number: agreement.agreementIdNumber })}
        >
          {t('pages.policyOverview.addInsured')}
        </Link>
      )}
      {entries.requestPolicy && (
        <p className="policy-overview__hint" id={`request-policy-hint-${agreement.agreementId}`}>
          {t('pages.policyOverview.requestPolicyHint', { year: agreement.year })}
        </p>
      )}
      {entries.requestPolicy && offerPersons.length > 0 && (
        <p className="policy-overview__hint" data-testid="offer-persons">
          {t('pages.policyOverview.offerPersons', { year: agreement.year, names: offerPersons.map((person) => fullNameOf(person)).join(', ') })}
        </p>
      )}
      {reason !== null && (
        <p className="policy-overview__reason" data-testid="edit-policy-denial-reason">
          {t(`pages.policyOverview.denialReasons.${reason}`, { year: agreement.year })}
        </p>
      )}
    </div>
  );
}

function AgreementSection({ overview }: { overview: AgreementOverview }) {
  const { t } = useTranslation();
  const { agreement } = overview;
  const term = termKey(agreement.paymentTerm);
  const id = `policy-agreement-${agreement.agreementId}`;
  return (
    <section className="policy-overview__agreement" aria-labelledby={id}>
      <h2 id={id} className="policy-overview__title">
        {t('pages.policyOverview.agreement', { number: agreement.agreementIdNumber })}
      </h2>
      <DetailsList
        items={[
          { term: t('pages.policyOverview.collectivity'), description: agreement.collectivity },
          { term: t('pages.policyOverview.paymentTerm'), description: t(`pages.policyOverview.termNames.${term}`), testId: 'agreement-payment-term' },
          { term: t('pages.policyOverview.totalMonth'), description: formatMoney(agreement.totalAmount), testId: 'agreement-total-month' },
          ...(agreement.paymentTerm === 1
            ? []
            : [
                {
                  term: t('pages.policyOverview.totalTerm', { term: t(`pages.policyOverview.terms.${term}`) }),
                  description: formatMoney(agreement.totalAmountPaymentTerm),
                  testId: 'agreement-total-term',
                },
              ]),
        ]}
      />
      {agreement.insuredNotShownCount > 0 && (
        <p className="policy-overview__hint" data-testid="not-shown-on-bill">
          {t('pages.policyOverview.notShownOnBill', { count: agreement.insuredNotShownCount })}
        </p>
      )}
      <Entries overview={overview} />
      {overview.policies.map(({ participant, policy }) => (
        <PersonPolicy key={participant.customer.customerNumber} participant={participant} policy={policy} year={agreement.year} />
      ))}
      <InProgress agreement={agreement} />
      <Documents documents={overview.documents} agreementId={agreement.agreementId} year={agreement.year} />
    </section>
  );
}

function InProgress({ agreement }: { agreement: AgreementDetail }) {
  const { t } = useTranslation();
  if (agreement.newlyInsuredPersonsInProgress.length === 0) return null;
  const id = `policy-in-progress-${agreement.agreementId}`;
  return (
    <section className="policy-overview__person" aria-labelledby={id}>
      <h3 id={id} className="policy-overview__person-name">
        {t('pages.policyOverview.inProgress.title')}
      </h3>
      <p>{t('pages.policyOverview.inProgress.intro')}</p>
      <ul className="policy-overview__list">
        {agreement.newlyInsuredPersonsInProgress.map((person) => (
          <li key={`${person.initials}-${person.fullLastName}-${person.birthDate}`} data-testid="newly-insured-in-progress">
            {person.initials} {person.fullLastName} ({formatFieldDate(person.birthDate)}),{' '}
            {t(`pages.policyOverview.person.roles.${person.role}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The agreement's own conditions and coverage documents of the year (those of its contract, so of its label). */
function Documents({ documents, agreementId, year }: { documents: GenericDocument[]; agreementId: string; year: number }) {
  const { t } = useTranslation();
  if (documents.length === 0) return null;
  const id = `policy-documents-${agreementId}`;
  return (
    // a part of the agreement's region, not a landmark of its own (two agreements would give two regions of one name)
    <div className="policy-overview__person" data-testid="policy-documents">
      <h3 id={id} className="policy-overview__person-name">
        {t('pages.policyOverview.documents.title', { year })}
      </h3>
      <ul className="policy-overview__list">
        {documents.map((document) => (
          <li key={document.documentID} className="policy-overview__document" data-testid="policy-document">
            <GenericDocumentDownloadButton document={document}>{document.name}</GenericDocumentDownloadButton>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** During the offer period this year's overview points to the offered year's policy and conditions. */
function OfferedYearConditions({ offeredYear }: { offeredYear: number | null }) {
  const { t } = useTranslation();
  if (offeredYear === null) return null;
  return (
    <p className="policy-overview__hint">
      <Link to={routeUrl('policy-overview', undefined, { [YEAR_QUERY_KEY]: String(offeredYear) })} data-testid="offered-year-conditions">
        {t('pages.policyOverview.documents.offeredYear', { year: offeredYear })}
      </Link>
    </p>
  );
}

/** `polisoverzicht`: per year and per agreement participant what they are insured for and what it costs. */
export function PolicyOverviewPage() {
  const { t } = useTranslation();
  const model = useUnit({
    years: $years,
    areYearsKnown: $areYearsKnown,
    year: $year,
    status: $status,
    agreements: $agreements,
    offeredConditionsYear: $offeredConditionsYear,
    unavailableYear: $unavailableYearNotice,
    onYear: yearChosen,
  });
  return (
    <Page title={t('pages.policyOverview.title')}>
      <div className="policy-overview">
        <p className="policy-overview__intro">{t('pages.policyOverview.intro')}</p>
        {/* the choice's place is kept (not yet usable) while the years load: the overview under it does not move when they come */}
        {(model.years.length > 1 || !model.areYearsKnown) && (
          <div className="policy-overview__year">
            <SelectField
              id="policy-overview-year"
              label={t('pages.policyOverview.year')}
              value={model.year === null ? '' : String(model.year)}
              disabled={!model.areYearsKnown}
              onValueChange={(value) => model.onYear(Number(value))}
              options={yearOptions(model.years)}
            />
          </div>
        )}
        {/* one live region from the start (it says the loading first), so the notice of a year not available is announced */}
        <div role="status" className="policy-overview__status">
          {model.unavailableYear && (
            <p className="policy-overview__notice" data-testid="year-not-available">
              {t('pages.policyOverview.yearNotAvailable', {
                asked: model.unavailableYear.asked,
                shown: model.unavailableYear.shown,
                years: model.unavailableYear.years.map(String),
              })}
            </p>
          )}
          {model.status === 'loading' && <p>{t('pages.policyOverview.loading')}</p>}
          {model.status === 'ready' && model.agreements.length === 0 && model.year !== null && <p>{t('pages.policyOverview.none', { year: model.year })}</p>}
        </div>
        {model.status === 'failed' && <p className="form-message">{t('pages.policyOverview.failed')}</p>}
        {model.status === 'ready' && model.year !== null && (
          <>
            {model.agreements.map((overview) => (
              <AgreementSection key={overview.agreement.agreementId} overview={overview} />
            ))}
            <OfferedYearConditions offeredYear={model.offeredConditionsYear} />
          </>
        )}
      </div>
    </Page>
  );
}
