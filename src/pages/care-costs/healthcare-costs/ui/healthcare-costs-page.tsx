import type { FinancialSummary } from '@/entities/policy';
import { useTranslation } from '@/shared/i18n';
import { formatCurrencyAmount, formatDay, formatExchangeRate, formatMoney, formatWeekday } from '@/shared/lib/format';
import { routeUrl, Link } from '@/shared/routing';
import { Dialog } from '@/shared/ui/dialog';
import { DetailsList } from '@/shared/ui/details-list';
import { SelectField, yearOptions } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page';
import { Skeleton } from '@/shared/ui/skeleton';
import { useUnit } from 'effector-react';
import {
  $chosenCustomerNumber,
  $chosenPersonName,
  $isLoadingPersons,
  $isPrintWaiting,
  $printable,
  $declarations,
  $declarationsStatus,
  $detail,
  $detailStatus,
  $openDeclaration,
  $persons,
  $personsStatus,
  $summary,
  $summaryStatus,
  $year,
  $years,
  declarationClosed,
  declarationOpened,
  overviewPrintRequested,
  personPicked,
  yearChosen,
  type DeclarationRow,
} from '../model/healthcare-costs-page';
import './healthcare-costs-page.css';

type MeterKey = keyof FinancialSummary;

function Meter({ meterKey, meter, year }: { meterKey: MeterKey; meter: FinancialSummary[MeterKey]; year: number }) {
  const { t } = useTranslation();
  const id = `cost-meter-${meterKey}`;
  const empty = meter.total === 0;
  return (
    <li className="panel cost-meter" data-testid={id}>
      <h3 className="cost-meter__title" id={`${id}-title`}>
        {t(`pages.healthcareCosts.summary.${meterKey}`)}
      </h3>
      {empty ? (
        <p className="cost-meter__empty">
          {meterKey === 'dental' ? t('pages.healthcareCosts.summary.noDental', { year }) : meterKey === 'excess' ? t('pages.healthcareCosts.summary.noExcess') : null}
        </p>
      ) : (
        <>
          <meter className="cost-meter__bar" min={0} max={meter.total} value={meter.consumed} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} />
          <p className="cost-meter__text" id={`${id}-text`}>
            <span className="cost-meter__consumed">
              {t('pages.healthcareCosts.summary.consumed', { consumed: formatMoney(meter.consumed), total: formatMoney(meter.total) })}
            </span>
            <span className="cost-meter__remaining">
              {t('pages.healthcareCosts.summary.remaining', { remaining: formatMoney(meter.remaining), percentage: meter.percentageConsumed })}
            </span>
          </p>
        </>
      )}
    </li>
  );
}

function Summary() {
  const { t } = useTranslation();
  const model = useUnit({ summary: $summary, status: $summaryStatus, year: $year, name: $chosenPersonName });
  if (model.year === null) return null;
  return (
    <section className="healthcare-costs__section" aria-labelledby="healthcare-costs-summary">
      <h2 id="healthcare-costs-summary" className="healthcare-costs__title">
        {t('pages.healthcareCosts.summary.title', { year: model.year })}
      </h2>
      {model.status === 'loading' && <p role="status">{t('pages.healthcareCosts.summary.loading')}</p>}
      {model.status === 'failed' && <p className="form-message">{t('pages.healthcareCosts.summary.failed')}</p>}
      {model.status === 'none' && <p>{t('pages.healthcareCosts.summary.notInsured', { year: model.year, name: model.name })}</p>}
      {model.status === 'ready' && model.summary && (
        <ul className="cost-meters">
          {(['excess', 'gvs', 'dental'] as const).map((key) => (
            <Meter key={key} meterKey={key} meter={model.summary![key]} year={model.year!} />
          ))}
        </ul>
      )}
    </section>
  );
}

function treatmentText(row: Pick<DeclarationRow, 'treatmentDate' | 'lastTreatmentDate'>, t: ReturnType<typeof useTranslation>['t']) {
  return row.lastTreatmentDate
    ? t('pages.healthcareCosts.declarations.treatedFromTo', { from: formatDay(row.treatmentDate), to: formatDay(row.lastTreatmentDate) })
    : t('pages.healthcareCosts.declarations.treatedOn', { date: formatDay(row.treatmentDate) });
}

function StatusBadge({ row }: { row: DeclarationRow }) {
  const { t } = useTranslation();
  return (
    <span className={`declaration-status declaration-status--${row.statusColour}`} data-testid="declaration-status">
      {t(`pages.healthcareCosts.status.${row.statusKey}`)}
    </span>
  );
}

/** Issue 32: the euros, and for a bill in another currency the amount as declared and the rate beside them. */
function declaredText(row: DeclarationRow, t: ReturnType<typeof useTranslation>['t']): string {
  if (!row.original) return formatMoney(row.declarationAmount);
  return t('pages.healthcareCosts.declarations.declaredInCurrency', {
    euros: formatMoney(row.declarationAmount),
    original: formatCurrencyAmount(row.original.amount, row.original.currency),
    rate: formatExchangeRate(row.original.euroPerUnit),
    currency: row.original.currency,
  });
}

function amountItems(row: DeclarationRow, t: ReturnType<typeof useTranslation>['t']) {
  const party = (value: DeclarationRow['paidTo']) => t(`pages.healthcareCosts.party.${value ?? 'unknown'}`);
  // what is paid, and from the own risk, is known once the declaration is assessed: € 0,00 before it would read as refused
  const assessed = (amount: number) => (row.isAssessed ? formatMoney(amount) : t('pages.healthcareCosts.declarations.notYetKnown'));
  return [
    { term: t('pages.healthcareCosts.declarations.received'), description: formatDay(row.receivedDate) },
    { term: t('pages.healthcareCosts.declarations.declarationId'), description: row.declarationId, testId: 'declaration-id' },
    { term: t('pages.healthcareCosts.declarations.invoiceId'), description: row.invoiceId, testId: 'invoice-id' },
    { term: t('pages.healthcareCosts.declarations.declared'), description: declaredText(row, t), testId: 'declared' },
    { term: t('pages.healthcareCosts.declarations.compensated'), description: assessed(row.compensatedAmount), testId: 'compensated' },
    { term: t('pages.healthcareCosts.declarations.uncompensated'), description: assessed(row.uncompensatedAmount) },
    { term: t('pages.healthcareCosts.declarations.excess'), description: assessed(row.excessAmount), testId: 'excess' },
    { term: t('pages.healthcareCosts.declarations.contribution'), description: assessed(row.contributionAmount) },
    { term: t('pages.healthcareCosts.declarations.submittedBy'), description: party(row.submittedBy) },
    { term: t('pages.healthcareCosts.declarations.paidTo'), description: party(row.paidTo), testId: 'paid-to' },
  ];
}

function DeclarationItem({ row }: { row: DeclarationRow }) {
  const { t } = useTranslation();
  const onOpen = useUnit(declarationOpened);
  const headingId = `declaration-${row.declarationId}-${row.recordId}`;
  return (
    <li className="panel declaration" data-testid="declaration" aria-labelledby={headingId}>
      <div className="declaration__header">
        <h3 className="declaration__provider" id={headingId}>
          {row.careProvider}
        </h3>
        <StatusBadge row={row} />
      </div>
      <p className="declaration__treated">
        {row.careType} · {treatmentText(row, t)}
      </p>
      {row.handledBy && (
        <p className="declaration__handled-by" data-testid="handled-by">
          {t('pages.healthcareCosts.declarations.handledBy', { date: formatWeekday(row.handledBy) })}
        </p>
      )}
      <DetailsList items={amountItems(row, t)} />
      {row.hasReadRights ? (
        <button
          type="button"
          className="button button--secondary declaration__open"
          aria-label={t('pages.healthcareCosts.declarations.detailsOf', { careProvider: row.careProvider })}
          onClick={() => onOpen({ declarationId: row.declarationId, recordId: row.recordId })}
        >
          {t('pages.healthcareCosts.declarations.details')}
        </button>
      ) : (
        <p className="declaration__no-read-rights" data-testid="no-read-rights">
          {t('pages.healthcareCosts.declarations.noReadRights')}
        </p>
      )}
    </li>
  );
}

function Declarations() {
  const { t } = useTranslation();
  const model = useUnit({ rows: $declarations, status: $declarationsStatus, year: $year, summaryStatus: $summaryStatus });
  // under the meters, whose height their answer decides: placed once they are, so that it does not move when they come
  if (model.year === null || model.summaryStatus === 'loading') return null;
  return (
    <section className="healthcare-costs__section" aria-labelledby="healthcare-costs-declarations">
      <h2 id="healthcare-costs-declarations" className="healthcare-costs__title">
        {t('pages.healthcareCosts.declarations.title', { year: model.year })}
      </h2>
      <p role="status" className="healthcare-costs__status">
        {model.status === 'loading' && t('pages.healthcareCosts.declarations.loading')}
        {model.status === 'ready' && model.rows.length === 0 && t('pages.healthcareCosts.declarations.none', { year: model.year })}
        {model.status === 'ready' && model.rows.length > 0 && t('pages.healthcareCosts.declarations.count', { count: model.rows.length })}
      </p>
      {model.status === 'failed' && <p className="form-message">{t('pages.healthcareCosts.declarations.failed')}</p>}
      {model.status === 'ready' && model.rows.length > 0 && (
        <ul className="declarations">
          {model.rows.map((row) => (
            <DeclarationItem key={`${row.declarationId}-${row.recordId}`} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DeclarationDetailDialog() {
  const { t } = useTranslation();
  const model = useUnit({ open: $openDeclaration, detail: $detail, status: $detailStatus, onClose: declarationClosed });
  const row = model.detail?.row;
  return (
    <Dialog
      isOpen={model.open !== null}
      title={row ? t('pages.healthcareCosts.detail.title', { careProvider: row.careProvider }) : t('pages.healthcareCosts.detail.loading')}
      onClose={model.onClose}
      closeLabel={t('pages.healthcareCosts.detail.close')}
      initialFocus="title"
      size="large"
      actions={
        <button type="button" className="button" onClick={model.onClose}>
          {t('pages.healthcareCosts.detail.close')}
        </button>
      }
    >
      {model.status === 'loading' && <p role="status">{t('pages.healthcareCosts.detail.loading')}</p>}
      {model.status === 'failed' && <p className="form-message">{t('pages.healthcareCosts.detail.failed')}</p>}
      {model.detail && row && (
        <div className="declaration-detail" data-testid="declaration-detail">
          <p className="declaration__treated">{treatmentText(row, t)}</p>
          {row.handledBy && (
            <p className="declaration__handled-by">
              {t('pages.healthcareCosts.declarations.handledBy', { date: formatWeekday(row.handledBy) })}
            </p>
          )}
          <DetailsList
            items={[
              {
                term: t('pages.healthcareCosts.detail.concerns'),
                description: t('pages.healthcareCosts.detail.born', {
                  name: model.detail.fullName,
                  date: formatDay(model.detail.relation.dateOfBirth),
                }),
              },
              { term: t('pages.healthcareCosts.detail.careType'), description: row.careType },
              { term: t('pages.healthcareCosts.detail.status'), description: <StatusBadge row={row} /> },
              ...amountItems(row, t),
              {
                term: t('pages.healthcareCosts.detail.collectionRisk'),
                description: row.isAssessed ? formatMoney(model.detail.collectionRiskAmount) : t('pages.healthcareCosts.declarations.notYetKnown'),
              },
            ]}
          />
          <h3 className="declaration-detail__title">{t('pages.healthcareCosts.detail.bills')}</h3>
          <ol className="declaration-detail__bills">
            {model.detail.bills.map((bill, index) => (
              <li key={index} className="declaration-detail__bill">
                <p className="declaration-detail__bill-title">
                  {t('pages.healthcareCosts.detail.bill', { number: index + 1 })} ·{' '}
                  {row.isAssessed ? t('pages.healthcareCosts.detail.payOut', { amount: formatMoney(bill.payOutAmount) }) : t('pages.healthcareCosts.detail.payOutNotYetKnown')}
                </p>
                <ul className="declaration-detail__activities" aria-label={t('pages.healthcareCosts.detail.activities')}>
                  {bill.activities.map((activity, activityIndex) => (
                    <li key={activityIndex}>
                      <time dateTime={activity.date}>{formatDay(activity.date)}</time> {activity.description}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Dialog>
  );
}

function Filters() {
  const { t } = useTranslation();
  const model = useUnit({
    years: $years,
    year: $year,
    persons: $persons,
    chosen: $chosenCustomerNumber,
    personsStatus: $personsStatus,
    onYear: yearChosen,
    onPerson: personPicked,
  });
  const [only] = model.persons;
  return (
    <form className="healthcare-costs__filters" aria-label={t('pages.healthcareCosts.filters')} onSubmit={(event) => event.preventDefault()}>
      <SelectField
        id="healthcare-costs-year"
        label={t('pages.healthcareCosts.year')}
        value={model.year === null ? '' : String(model.year)}
        onValueChange={(value) => model.onYear(Number(value))}
        options={yearOptions(model.years)}
      />
      {model.persons.length > 1 && (
        <SelectField
          id="healthcare-costs-person"
          label={t('pages.healthcareCosts.person')}
          value={model.chosen}
          onValueChange={model.onPerson}
          options={model.persons.map((person) => ({ value: person.customerNumber, label: person.name }))}
        />
      )}
      {model.persons.length === 1 && only && <p className="healthcare-costs__only-person">{t('pages.healthcareCosts.onlyPerson', { name: only.name })}</p>}
      {model.personsStatus === 'fail' && <p className="form-message">{t('pages.healthcareCosts.personsFailed')}</p>}
    </form>
  );
}

/** The print button: the browser's print dialog saves the overview as a PDF (issue 17, beyond the spec). */
function SaveOverview() {
  const { t } = useTranslation();
  const model = useUnit({ printable: $printable, isWaiting: $isPrintWaiting, onPrint: overviewPrintRequested });
  if (!model.printable && !model.isWaiting) return null;
  return (
    <div className="healthcare-costs__save">
      {/* while the overview loads it is in its place, not yet usable (the model prints only what is printable) */}
      <button
        type="button"
        className="button button--secondary"
        aria-describedby="healthcare-costs-save-hint"
        aria-disabled={!model.printable || undefined}
        onClick={() => model.onPrint()}
      >
        {t('pages.healthcareCosts.print.button')}
      </button>
      <p id="healthcare-costs-save-hint" className="healthcare-costs__save-hint">
        {t('pages.healthcareCosts.print.hint')}
      </p>
    </div>
  );
}

/**
 * What the print stylesheet prints, and only that: the chosen person's
 * overview of the chosen year (heading, the three meters as numbers, the
 * declarations). Not shown on screen, where the meters and the list are.
 */
function PrintedOverview() {
  const { t } = useTranslation();
  const model = useUnit({ printable: $printable, year: $year, name: $chosenPersonName, summary: $summary, rows: $declarations });
  if (!model.printable || model.year === null || !model.summary) return null;
  const summary = model.summary;
  return (
    <section className="cost-overview-print" data-testid="cost-overview-print" aria-labelledby="cost-overview-print-title">
      <h2 id="cost-overview-print-title">{t('pages.healthcareCosts.print.title', { year: model.year, name: model.name })}</h2>
      <table className="cost-overview-print__table">
        <caption>{t('pages.healthcareCosts.print.meters', { year: model.year })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pages.healthcareCosts.print.meter')}</th>
            <th scope="col">{t('pages.healthcareCosts.print.total')}</th>
            <th scope="col">{t('pages.healthcareCosts.print.consumed')}</th>
            <th scope="col">{t('pages.healthcareCosts.print.remaining')}</th>
            <th scope="col">{t('pages.healthcareCosts.print.percentage')}</th>
          </tr>
        </thead>
        <tbody>
          {(['excess', 'gvs', 'dental'] as const).map((key) => (
            <tr key={key}>
              <th scope="row">{t(`pages.healthcareCosts.summary.${key}`)}</th>
              <td className="cost-overview-print__amount">{formatMoney(summary[key].total)}</td>
              <td className="cost-overview-print__amount">{formatMoney(summary[key].consumed)}</td>
              <td className="cost-overview-print__amount">{formatMoney(summary[key].remaining)}</td>
              <td className="cost-overview-print__amount">{summary[key].percentageConsumed}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="cost-overview-print__table">
        <caption>{t('pages.healthcareCosts.print.declarations', { year: model.year })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pages.healthcareCosts.print.careProvider')}</th>
            <th scope="col">{t('pages.healthcareCosts.print.treated')}</th>
            <th scope="col">{t('pages.healthcareCosts.declarations.declared')}</th>
            <th scope="col">{t('pages.healthcareCosts.declarations.compensated')}</th>
            <th scope="col">{t('pages.healthcareCosts.declarations.uncompensated')}</th>
            <th scope="col">{t('pages.healthcareCosts.declarations.excess')}</th>
            <th scope="col">{t('pages.healthcareCosts.declarations.contribution')}</th>
            <th scope="col">{t('pages.healthcareCosts.print.status')}</th>
          </tr>
        </thead>
        <tbody>
          {model.rows.length === 0 && (
            <tr>
              <td colSpan={8}>{t('pages.healthcareCosts.declarations.none', { year: model.year })}</td>
            </tr>
          )}
          {model.rows.map((row) => (
            <tr key={`${row.declarationId}-${row.recordId}`}>
              <th scope="row">
                {row.careProvider} ({row.careType})
              </th>
              <td>{treatmentText(row, t)}</td>
              <td className="cost-overview-print__amount">{declaredText(row, t)}</td>
              <td className="cost-overview-print__amount">{formatMoney(row.compensatedAmount)}</td>
              <td className="cost-overview-print__amount">{formatMoney(row.uncompensatedAmount)}</td>
              <td className="cost-overview-print__amount">{formatMoney(row.excessAmount)}</td>
              <td className="cost-overview-print__amount">{formatMoney(row.contributionAmount)}</td>
              <td>{t(`pages.healthcareCosts.status.${row.statusKey}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** `mijn-zorgkosten`: a person's care costs of a year: the three meters, the declarations and each one's detail. */
export function HealthcareCostsPage() {
  const { t } = useTranslation();
  const isLoadingPersons = useUnit($isLoadingPersons);
  return (
    <Page title={t('pages.healthcareCosts.title')}>
      <div className="healthcare-costs">
        <p className="healthcare-costs__intro">{t('pages.healthcareCosts.intro')}</p>
        {/* one person is a line, a family a choice: the rest comes with it, so that nothing moves under it */}
        {isLoadingPersons ? (
          <Skeleton label={t('pages.healthcareCosts.loading')} lines={6} />
        ) : (
          <>
            <Filters />
            <p>
              <Link className="button button--secondary" to={routeUrl('submit-healthcare-costs')}>
                {t('pages.healthcareCosts.submit')}
              </Link>
            </p>
            <SaveOverview />
            <Summary />
            <Declarations />
          </>
        )}
        <DeclarationDetailDialog />
        <PrintedOverview />
      </div>
    </Page>
  );
}
