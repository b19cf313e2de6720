import { useTranslation } from '@/shared/i18n';
import { FieldRow, Fieldset } from '@/shared/ui/fieldset';
import { useFormErrors } from '@/shared/lib/form';
import { formatCountryName } from '@/shared/lib/format';
import { ErrorSummary, PhoneField, TextField } from '@/shared/ui/form';
import { useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import { $isSaving, $person, personalDetailsForm } from '../model/edit-personal-details';
import { PERSONAL_DETAILS_MAX_LENGTHS, type PersonalDetailsField } from '../model/validation';

const FIELD_IDS: Record<PersonalDetailsField, string> = {
  street: 'personal-street',
  houseNumber: 'personal-house-number',
  houseNumberAddition: 'personal-house-number-addition',
  postalCode: 'personal-postal-code',
  city: 'personal-city',
  emailAddress: 'personal-email',
  phoneNumber: 'personal-phone',
};

/** Address and contact info of one insured person; name, birth date and gender are not changed here. */
export function PersonalDetailsForm({ cancel }: { cancel: ReactNode }) {
  const { t } = useTranslation();
  const model = useUnit({
    values: personalDetailsForm.$values,
    person: $person,
    isSaving: $isSaving,
    onField: personalDetailsForm.fieldChanged,
    onSubmit: personalDetailsForm.submitted,
  });
  const errors = useFormErrors(personalDetailsForm, FIELD_IDS, {
    labelOf: (name) => t(`features.editPersonalDetails.fields.${name}`),
  });
  if (!model.person) return null;
  const field = (name: PersonalDetailsField) => ({
    id: FIELD_IDS[name],
    label: t(`features.editPersonalDetails.fields.${name}`),
    value: model.values[name],
    onValueChange: (value: string) => model.onField({ field: name, value }),
    error: errors.errorOf(name),
    maxLength: PERSONAL_DETAILS_MAX_LENGTHS[name],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('features.editPersonalDetails.formName')}>
      <ErrorSummary title={t('forms.errorSummaryTitle')} attempt={errors.attempt} errors={errors.summary} />
      <Fieldset legend={t('features.editPersonalDetails.address')}>
        <TextField {...field('street')} autoComplete="address-line1" />
        <FieldRow>
          <TextField {...field('houseNumber')} inputMode="numeric" />
          {/* 'Niet verplicht' in the label, not as a hint line: the two labels and inputs of the row stay level */}
          <TextField {...field('houseNumberAddition')} optionalText={t('features.editPersonalDetails.optional')} />
        </FieldRow>
        <TextField
          {...field('postalCode')}
          autoComplete="postal-code"
          hint={model.person.country === 'NL' ? t('features.editPersonalDetails.postalCodeHint') : undefined}
        />
        <TextField {...field('city')} autoComplete="address-level2" />
        {/* the country cannot be changed online (the server refuses it): shown, not asked, so an address abroad reads whole */}
        <div className="field">
          <span className="field__label">{t('features.editPersonalDetails.country')}</span>
          <span data-testid="personal-country">{formatCountryName(model.person.country)}</span>
          <p className="field__hint">{t('features.editPersonalDetails.countryHint')}</p>
        </div>
      </Fieldset>
      <Fieldset legend={t('features.editPersonalDetails.contact')}>
        <TextField
          {...field('emailAddress')}
          type="email"
          autoComplete={model.person.isAccountHolder ? 'email' : 'off'}
          hint={t('features.editPersonalDetails.optional')}
        />
        <PhoneField
          {...field('phoneNumber')}
          autoComplete={model.person.isAccountHolder ? 'tel' : 'off'}
          hint={t(
            model.person.isAccountHolder
              ? 'features.editPersonalDetails.phoneHint'
              : 'features.editPersonalDetails.phoneHintOptional',
          )}
        />
      </Fieldset>
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={model.isSaving} aria-busy={model.isSaving}>
          {model.isSaving ? t('features.editPersonalDetails.saving') : t('features.editPersonalDetails.save')}
        </button>
        {cancel}
      </p>
    </form>
  );
}
