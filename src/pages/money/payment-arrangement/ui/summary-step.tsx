import { useTranslation } from '@/shared/i18n';
import { namedErrorText } from '@/shared/lib/form';
import { formatMoney, formatWeekday } from '@/shared/lib/format';
import { ErrorSummary } from '@/shared/ui/form';
import { SummaryList } from '@/shared/ui/wizard';
import { useUnit } from 'effector-react';
import { $chosen, $requestKind, $total, startForm, summaryForm, termsForm, wizard } from '../model/payment-arrangement-page';
import { FIELD_IDS } from './field-ids';
import { ScheduleTable } from './start-step';
import { useTermAmountsText } from './terms-step';

const PREFIX = 'pages.paymentArrangement';

/** Step 4: the invoices, the total, the terms and the schedule, each with a link back to its step. */
export function SummaryStep() {
  const { t } = useTranslation();
  const amountsText = useTermAmountsText();
  const model = useUnit({
    chosen: $chosen,
    total: $total,
    terms: termsForm.$values,
    start: startForm.$values,
    requestKind: $requestKind,
    summary: summaryForm.$summary,
    attempt: summaryForm.$attempt,
    onStep: wizard.stepChosen,
  });
  const change = (step: 'rekeningen' | 'termijnen' | 'startdatum', fieldId: string) => () => {
    model.onStep(step);
    requestAnimationFrame(() => {
      const group = document.getElementById(fieldId);
      (group?.querySelector<HTMLElement>('input:checked') ?? group?.querySelector<HTMLElement>('input'))?.focus();
    });
  };
  const numberOfTerms = Number(model.terms.numberOfTerms);
  return (
    <>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={model.summary.map((line) => ({ fieldId: FIELD_IDS.invoiceNumbers, message: namedErrorText(t, line.message, line.path === null ? null : t(`${PREFIX}.invoices`)) }))}
      />
      <p>{t(`${PREFIX}.summaryIntro`)}</p>
      {model.requestKind === 'replace-unprocessed' && <p className="payment-arrangement__note">{t(`${PREFIX}.replaceUnprocessed`)}</p>}
      {model.requestKind === 'add-to-existing' && <p className="payment-arrangement__note">{t(`${PREFIX}.addToExisting`)}</p>}
      <SummaryList
        rows={[
          {
            term: t(`${PREFIX}.summaryInvoices`),
            description: (
              <>
                <ul className="payment-arrangement__summary-invoices">
                  {model.chosen.map((invoice) => (
                    <li key={invoice.invoiceNumber}>
                      {t(`${PREFIX}.invoiceLabel`, { description: invoice.description, amount: formatMoney(invoice.remaining) })}
                    </li>
                  ))}
                </ul>
                <p className="payment-arrangement__summary-total" data-testid="summary-total">
                  {t(`${PREFIX}.summaryTotal`)}: {formatMoney(model.total)}
                </p>
              </>
            ),
            changeText: t('forms.wizard.change', { what: t(`${PREFIX}.what.invoices`) }),
            onChange: change('rekeningen', FIELD_IDS.invoiceNumbers),
          },
          {
            term: t(`${PREFIX}.summaryTerms`),
            description: `${t(`${PREFIX}.termsOption`, { count: numberOfTerms })}: ${amountsText(model.total, numberOfTerms)}`,
            changeText: t('forms.wizard.change', { what: t(`${PREFIX}.what.terms`) }),
            onChange: change('termijnen', FIELD_IDS.numberOfTerms),
          },
          {
            term: t(`${PREFIX}.summaryStart`),
            description: model.start.startDate ? formatWeekday(model.start.startDate) : '',
            changeText: t('forms.wizard.change', { what: t(`${PREFIX}.what.startDate`) }),
            onChange: change('startdatum', FIELD_IDS.startDate),
          },
        ]}
      />
      <ScheduleTable />
    </>
  );
}
