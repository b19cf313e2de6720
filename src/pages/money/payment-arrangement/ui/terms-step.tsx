import { useTranslation } from '@/shared/i18n';
import { namedErrorText } from '@/shared/lib/form';
import { formatMoney } from '@/shared/lib/format';
import { ErrorSummary, RadioGroupField } from '@/shared/ui/form';
import { paymentArrangementTermAmounts } from '@portal/domain';
import { useUnit } from 'effector-react';
import { $termChoices, $total, termsForm } from '../model/payment-arrangement-page';
import { FIELD_IDS } from './field-ids';

const PREFIX = 'pages.paymentArrangement';

/** The term amounts in cents as "2 × € 33,34 en 1 × € 33,33": exactly what adds up to the total. */
export function useTermAmountsText() {
  const { t } = useTranslation();
  return (total: number, numberOfTerms: number) => {
    const groups: { amount: number; count: number }[] = [];
    for (const amount of paymentArrangementTermAmounts(total, numberOfTerms)) {
      const last = groups.at(-1);
      if (last && last.amount === amount) last.count += 1;
      else groups.push({ amount, count: 1 });
    }
    return groups.map((group) => t(`${PREFIX}.termAmounts`, { count: group.count, amount: formatMoney(group.amount) })).join(t(`${PREFIX}.termAmountsAnd`));
  };
}

/** Step 2: 2 to 12 terms, as many as keep each term at least 25 euro, each with its amounts. */
export function TermsStep() {
  const { t } = useTranslation();
  const amountsText = useTermAmountsText();
  const model = useUnit({
    values: termsForm.$values,
    errors: termsForm.$shownErrors,
    summary: termsForm.$summary,
    attempt: termsForm.$attempt,
    total: $total,
    choices: $termChoices,
    onField: termsForm.fieldChanged,
  });
  const error = model.errors.numberOfTerms;
  return (
    <>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={model.summary.map((line) => ({ fieldId: FIELD_IDS.numberOfTerms, message: namedErrorText(t, line.message, line.path === null ? null : t(`${PREFIX}.terms`)) }))}
      />
      <RadioGroupField
        id={FIELD_IDS.numberOfTerms}
        legend={t(`${PREFIX}.terms`)}
        hint={t(`${PREFIX}.termsHint`, { total: formatMoney(model.total) })}
        error={error ? namedErrorText(t, error, t(`${PREFIX}.terms`)) : null}
        value={model.values.numberOfTerms}
        onValueChange={(numberOfTerms) => model.onField({ field: 'numberOfTerms', value: numberOfTerms })}
        options={model.choices.map((count) => ({
          value: String(count),
          label: t(`${PREFIX}.termsOption`, { count }),
          hint: amountsText(model.total, count),
        }))}
      />
    </>
  );
}
