import { useTranslation } from '@/shared/i18n';
import { formatEuros } from '@/shared/lib/format';
import { contractPersonName, type ContractPerson } from '@/widgets/contract-cards';
import type { CoverageChange, CoverageLimit } from '@portal/domain';
import type { TFunction } from 'i18next';
import { useUnit } from 'effector-react';
import { $coverageChanges, $coverageChangesFailed } from '../model/edit-policy-page';

const KEYS = 'pages.editPolicy.coverage';

/** A limit in a few words: "18 behandelingen", "€ 150 per 3 jaar", "niet vergoed". */
function limitText(t: TFunction, limit: CoverageLimit | null): string {
  if (limit === null) return t(`${KEYS}.limit.notCovered`);
  switch (limit.kind) {
    case 'treatments':
      return t(`${KEYS}.limit.treatments`, { count: limit.count });
    case 'treatmentHours':
      return t(`${KEYS}.limit.treatmentHours`, { count: limit.count });
    case 'attemptsPerPregnancy':
      return t(`${KEYS}.limit.attemptsPerPregnancy`, { count: limit.count });
    case 'amount':
      return limit.periodYears > 1
        ? t(`${KEYS}.limit.amountPeriod`, { amount: formatEuros(limit.euros), years: limit.periodYears })
        : t(`${KEYS}.limit.amountYear`, { amount: formatEuros(limit.euros) });
    case 'percentage':
      return limit.maxEuros === null
        ? t(`${KEYS}.limit.percentage`, { percent: limit.percent })
        : t(`${KEYS}.limit.percentageMax`, { percent: limit.percent, amount: formatEuros(limit.maxEuros) });
    case 'percentagePlusAmount':
      return t(`${KEYS}.limit.plus`, {
        first: limitText(t, { kind: 'percentage', percent: limit.percent, maxEuros: limit.maxEuros }),
        second: limitText(t, { kind: 'amount', euros: limit.euros, periodYears: limit.periodYears }),
      });
    case 'full':
      return t(`${KEYS}.limit.full`);
  }
}

/** "Fysiotherapie: 9 → 18 behandelingen" (both counted: the unit once), else each side in its own words. */
function changeText(t: TFunction, change: CoverageChange, spoken: boolean): string {
  const key = spoken ? 'spoken' : 'line';
  if (change.before?.kind === 'treatments' && change.after?.kind === 'treatments') {
    return t(`${KEYS}.${key}Treatments`, { name: change.name, before: change.before.count, count: change.after.count });
  }
  return t(`${KEYS}.${key}`, { name: change.name, before: limitText(t, change.before), after: limitText(t, change.after) });
}

/**
 * Issue 34 point 4: "Wat verandert er in uw vergoedingen?", per person the
 * care types whose cover the choice as it stands changes, or a line that
 * nothing does. Every person keeps a block, so a swap changes lines, not the
 * blocks around them.
 */
export function CoverageChanges({ persons }: { persons: readonly ContractPerson[] }) {
  const { t } = useTranslation();
  const { changes, failed } = useUnit({ changes: $coverageChanges, failed: $coverageChangesFailed });
  return (
    <section className="panel edit-policy__coverage" aria-labelledby="edit-policy-coverage" data-testid="coverage-changes">
      <h2 id="edit-policy-coverage" className="edit-policy__coverage-title">
        {t(`${KEYS}.title`)}
      </h2>
      {failed ? (
        <p>{t(`${KEYS}.failed`)}</p>
      ) : changes === null ? (
        <p role="status">{t(`${KEYS}.loading`)}</p>
      ) : (
        <div className="edit-policy__coverage-persons" aria-live="polite">
          {changes.map((person) => {
            const found = persons.find((entry) => entry.customerNumber === person.customerNumber);
            const name = found ? contractPersonName(found) : person.customerNumber;
            return (
              <div key={person.customerNumber} className="edit-policy__coverage-person" data-testid="coverage-person">
                <h3 className="edit-policy__coverage-name">{name}</h3>
                {person.isBasicMissing ? (
                  <p className="edit-policy__coverage-none">{t(`${KEYS}.basicMissing`)}</p>
                ) : person.changes.length === 0 ? (
                  <p className="edit-policy__coverage-none">{t(`${KEYS}.none`)}</p>
                ) : (
                  <ul className="edit-policy__coverage-list">
                    {person.changes.map((change) => (
                      <li key={change.careTypeId} data-care-type={change.careTypeId}>
                        <span aria-hidden="true">{changeText(t, change, false)}</span>
                        <span className="visually-hidden">{changeText(t, change, true)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
