import { useTranslation } from '@/shared/i18n';
import { useFormErrors } from '@/shared/lib/form';
import { ErrorSummary, IbanField } from '@/shared/ui/form';
import { ibanInGroupsOfFour } from '@portal/domain';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import type { IbanChange } from '../model/create-iban-change';

const PREFIX = 'pages.paymentDetailsEdit';

export interface IbanFormProps {
  change: IbanChange;
  fieldId: string;
  /** the IBAN known now, shown as the field's hint */
  current: string | null | undefined;
  /** keys under `pages.paymentDetailsEdit`: the form's name, the field's label, the save button, and the hint while no IBAN is known (none: no hint) */
  texts: { form: string; label: string; save: string; unknown?: string };
}

/** One IBAN of the agreement, changed on its own: the IBAN field with the one known now as its hint. */
export function IbanForm({ change, fieldId, current, texts }: IbanFormProps) {
  const { t } = useTranslation();
  const { form, submission } = change;
  const model = useUnit({ values: form.$values, isSaving: submission.$isSaving, onField: form.fieldChanged, onSubmit: form.submitted });
  const errors = useFormErrors(form, { iban: fieldId }, { labelOf: () => t(`${PREFIX}.${texts.label}`) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  const known = ibanInGroupsOfFour(current);
  const unknownHint = texts.unknown ? t(`${PREFIX}.${texts.unknown}`) : undefined;
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t(`${PREFIX}.${texts.form}`)}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      <IbanField
        id={fieldId}
        label={t(`${PREFIX}.${texts.label}`)}
        hint={known ? t(`${PREFIX}.ibanHint`, { iban: known }) : unknownHint}
        value={model.values.iban}
        onValueChange={(iban) => model.onField({ field: 'iban', value: iban })}
        error={errors.errorOf('iban')}
      />
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={model.isSaving} aria-busy={model.isSaving}>
          {model.isSaving ? t(`${PREFIX}.saving`) : t(`${PREFIX}.${texts.save}`)}
        </button>
      </p>
    </form>
  );
}
