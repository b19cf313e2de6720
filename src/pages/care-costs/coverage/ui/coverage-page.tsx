import { GenericDocumentDownloadButton } from '@/features/download-document';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatMoney } from '@/shared/lib/format';
import { Link, routeUrl } from '@/shared/routing';
import { SelectField, TextField } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page';
import { Skeleton } from '@/shared/ui/skeleton';
import type { CoverageLimit } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { TFunction } from 'i18next';
import {
  $chosenCustomerNumber,
  $chosenPersonName,
  $persons,
  $isLoadingPersons,
  $personsStatus,
  $results,
  $searchText,
  $status,
  $year,
  personPicked,
  searchChanged,
  type CoverLine,
  type CoverageRow,
} from '../model/coverage-page';
import './coverage-page.css';

function limitText(t: TFunction, limit: CoverageLimit): string {
  switch (limit.kind) {
    case 'treatments':
      return t('pages.coverage.limit.treatments', { count: limit.count });
    case 'treatmentHours':
      return t('pages.coverage.limit.treatmentHours', { count: limit.count });
    case 'attemptsPerPregnancy':
      return t('pages.coverage.limit.attemptsPerPregnancy', { count: limit.count });
    case 'amount':
      return limit.periodYears > 1
        ? t('pages.coverage.limit.amountPeriod', { amount: formatMoney(limit.euros), years: limit.periodYears })
        : t('pages.coverage.limit.amountYear', { amount: formatMoney(limit.euros) });
    case 'percentage':
      return limit.maxEuros === null
        ? t('pages.coverage.limit.percentage', { percent: limit.percent })
        : t('pages.coverage.limit.percentageMax', { percent: limit.percent, amount: formatMoney(limit.maxEuros) });
    case 'percentagePlusAmount':
      return t('pages.coverage.limit.plus', {
        first: limitText(t, { kind: 'percentage', percent: limit.percent, maxEuros: limit.maxEuros }),
        second: limitText(t, { kind: 'amount', euros: limit.euros, periodYears: limit.periodYears }),
      });
    case 'full':
      return t('pages.coverage.limit.full');
  }
}

function Filters() {
  const { t } = useTranslation();
  const model = useUnit({
    text: $searchText,
    persons: $persons,
    chosen: $chosenCustomerNumber,
    personsStatus: $personsStatus,
    onSearch: searchChanged,
    onPerson: personPicked,
  });
  const [only] = model.persons;
  return (
    <form className="coverage__filters" role="search" aria-label={t('pages.coverage.filters')} onSubmit={(event) => event.preventDefault()}>
      <TextField
        id="coverage-search"
        label={t('pages.coverage.search')}
        hint={t('pages.coverage.searchHint')}
        type="search"
        autoComplete="off"
        value={model.text}
        onValueChange={model.onSearch}
      />
      {model.persons.length > 1 ? (
        <SelectField
          id="coverage-person"
          label={t('pages.coverage.person')}
          value={model.chosen}
          onValueChange={model.onPerson}
          options={model.persons.map((person) => ({ value: person.customerNumber, label: person.name }))}
        />
      ) : (
        only && <p className="coverage__only-person">{t('pages.coverage.onlyPerson', { name: only.name })}</p>
      )}
      {model.personsStatus === 'fail' && <p className="form-message">{t('pages.coverage.personsFailed')}</p>}
    </form>
  );
}

function Usage({ row }: { row: CoverageRow }) {
  const { t } = useTranslation();
  const { limit } = row;
  if (!limit) return null;
  const money = (value: number | null) => formatMoney(value ?? 0);
  let line: string;
  if (limit.kind === 'treatments') line = t('pages.coverage.usage.treatments', { used: row.used, total: limit.count, left: row.left ?? 0 });
  else if (limit.kind === 'amount' && limit.periodYears > 1) {
    const from = Number(row.resetsOn?.slice(0, 4) ?? 0) - limit.periodYears;
    line = t('pages.coverage.usage.amountPeriod', { from, to: from + limit.periodYears - 1, used: money(row.used), total: money(limit.euros), left: money(row.left) });
  } else if (limit.kind === 'amount') line = t('pages.coverage.usage.amount', { used: money(row.used), total: money(limit.euros), left: money(row.left) });
  else if (limit.kind === 'percentage' && limit.maxEuros !== null) line = t('pages.coverage.usage.amount', { used: money(row.used), total: money(limit.maxEuros), left: money(row.left) });
  else line = t('pages.coverage.usage.paid', { used: money(row.used) });
  return (
    <div className="coverage__usage">
      <p className="coverage__usage-line">{line}</p>
      {limit.kind === 'treatments' || (limit.kind === 'amount' && row.left !== null) ? (
        <meter className="coverage__meter" min={0} max={limit.kind === 'treatments' ? limit.count : limit.euros} value={row.used} aria-label={line} />
      ) : null}
      {row.resetsOn && <p className="coverage__resets">{t('pages.coverage.usage.resets', { date: formatDay(row.resetsOn) })}</p>}
    </div>
  );
}

function CoverList({ covers, label }: { covers: CoverLine[]; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="coverage__covers">
      <h3 className="coverage__covers-title">{label}</h3>
      <ul>
        {covers.map((cover) => (
          <li key={cover.code}>
            <strong>{cover.name}</strong>: {limitText(t, cover.limit)}
            <p className="coverage__conditions">{cover.conditions}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Documents({ covers }: { covers: CoverLine[] }) {
  const { t } = useTranslation();
  // per document: the package it is linked from, and the document's own name (its download's file name)
  const documents = new Map<string, { packageName: string; documentName: string }>();
  for (const cover of covers) {
    if (cover.conditionsDocumentId && !documents.has(cover.conditionsDocumentId)) {
      documents.set(cover.conditionsDocumentId, { packageName: cover.name, documentName: cover.conditionsDocumentName ?? '' });
    }
  }
  if (documents.size === 0) return null;
  return (
    <ul className="coverage__documents">
      {[...documents].map(([documentID, { packageName, documentName }]) => (
        <li key={documentID}>
          <GenericDocumentDownloadButton document={{ documentID, name: documentName }}>{t('pages.coverage.conditionsDocument', { name: packageName })}</GenericDocumentDownloadButton>
        </li>
      ))}
    </ul>
  );
}

function CareType({ row, personName }: { row: CoverageRow; personName: string }) {
  const { t } = useTranslation();
  const headingId = `coverage-${row.id}`;
  return (
    <li className={`coverage__item${row.covered ? '' : ' coverage__item--not-covered'}`} aria-labelledby={headingId} data-care-type={row.id}>
      <h2 id={headingId} className="coverage__name">
        {row.name}
        <span className={`coverage__badge coverage__badge--${row.covered ? 'covered' : 'not-covered'}`}>
          {row.covered ? t('pages.coverage.covered') : t('pages.coverage.notCovered')}
        </span>
      </h2>
      {row.covered ? (
        <>
          <CoverList covers={row.coveredBy} label={t('pages.coverage.coveredBy')} />
          <Usage row={row} />
          <p className="coverage__own-risk">{row.ownRisk ? t('pages.coverage.ownRisk.yes') : t('pages.coverage.ownRisk.no')}</p>
          <Documents covers={row.coveredBy} />
          {row.otherPackages.length > 0 && <CoverList covers={row.otherPackages} label={t('pages.coverage.otherPackages')} />}
        </>
      ) : (
        <>
          <p>{t('pages.coverage.notCoveredByYours')}</p>
          {row.otherPackages.length > 0 ? (
            <CoverList covers={row.otherPackages} label={t('pages.coverage.wouldCover')} />
          ) : (
            <p>{t('pages.coverage.noPackage', { name: personName })}</p>
          )}
          <p>
            <Link to={routeUrl('contact-form', undefined, { onderwerp: 'my-reimbursements' })}>{t('pages.coverage.contact')}</Link>
          </p>
        </>
      )}
    </li>
  );
}

function Results() {
  const { t } = useTranslation();
  const [results, status, text, year, personName] = useUnit([$results, $status, $searchText, $year, $chosenPersonName]);
  if (status === 'loading') return <Skeleton label={t('pages.coverage.loading')} lines={4} />;
  if (status === 'failed') return <p role="alert">{t('pages.coverage.failed')}</p>;
  const words = text.trim();
  return (
    <>
      <p className="coverage__count" role="status">
        {words === ''
          ? t('pages.coverage.all', { count: results.length, year, name: personName })
          : results.length === 0
            ? t('pages.coverage.nothingFound', { text: words })
            : t('pages.coverage.found', { count: results.length, text: words })}
      </p>
      {results.length > 0 && (
        <ul className="coverage__list" aria-label={t('pages.coverage.results')}>
          {results.map((row) => (
            <CareType key={row.id} row={row} personName={personName} />
          ))}
        </ul>
      )}
    </>
  );
}

/** `vergoedingen`: "Wat wordt vergoed?" (issue 34). */
export function CoveragePage() {
  const { t } = useTranslation();
  const isLoadingPersons = useUnit($isLoadingPersons);
  return (
    <Page title={t('pages.coverage.title')}>
      <div className="coverage">
        <p className="coverage__intro">{t('pages.coverage.intro')}</p>
        {/* on a phone the person's choice stands between the search and the results: they come with it, nothing moves under it */}
        {isLoadingPersons ? (
          <Skeleton label={t('pages.coverage.loading')} lines={4} />
        ) : (
          <>
            <Filters />
            <Results />
          </>
        )}
      </div>
    </Page>
  );
}
