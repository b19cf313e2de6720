import { useTranslation } from '@/shared/i18n';
import { namedErrorText, type FormMessage } from '@/shared/lib/form';
import { BsnField, DateField, ErrorSummary, RadioGroupField, SelectField, TextField } from '@/shared/ui/form';
import { useUnit } from 'effector-react';
import { NATIONALITIES } from '../config/nationalities';
import { $isStartDatePickable, $mayBePartner, personAdded, personRemoved, personsForm, roleChosen, type PersonValues } from '../model/add-insured-page';

/** `persons.0.firstName` → `persons-0-firstName`: the field an error summary line links to. */
export const fieldIdOf = (path: string | null) => (path ?? 'persons').replace(/\./g, '-');

const TEXT_FIELDS = ['initials', 'firstName', 'prefix', 'lastName', 'birthNamePrefix', 'birthName'] as const;
const REQUIRED = new Set(['initials', 'firstName', 'lastName']);

/** Step 1: who is added, one or more persons, each with the add-insured form of spec 02 §3. */
export function PersonsStep() {
  const { t } = useTranslation();
  const model = useUnit({
    values: personsForm.$values,
    errors: personsForm.$shownErrors,
    summary: personsForm.$summary,
    attempt: personsForm.$attempt,
    mayBePartner: $mayBePartner,
    isStartDatePickable: $isStartDatePickable,
    onItem: personsForm.itemChanged,
    onRole: roleChosen,
    onAdd: personAdded,
    onRemove: personRemoved,
  });
  const count = model.values.persons.length;
  /** `persons.1.birthDate` → "Geboortedatum (persoon 2)": with more than one person the label says whose field it is */
  const labelOf = (path: string | null): string | null => {
    const field = path === null ? null : /^persons\.(\d+)\.(\w+)$/.exec(path);
    if (!field) return path === null ? null : t('pages.addInsured.personTitle', { number: 1 });
    const label = t(`pages.addInsured.fields.${field[2]}`);
    return count > 1 ? `${label} (${t('pages.addInsured.personTitle', { number: Number(field[1]) + 1 }).toLocaleLowerCase('nl-NL')})` : label;
  };
  const text = (message: FormMessage, path: string | null) => namedErrorText(t, message, labelOf(path));
  const marker = { requiredText: t('forms.required'), optionalText: t('forms.optional') };
  return (
    <>
      <ErrorSummary
        title={t('forms.errorSummaryTitle')}
        attempt={model.attempt}
        errors={model.summary.map((line) => ({ fieldId: fieldIdOf(line.path), message: text(line.message, line.path) }))}
      />
      <p>{t('pages.addInsured.personsIntro')}</p>
      {model.values.persons.map((person, index) => {
        const errorOf = (field: string) => {
          const path = `persons.${index}.${field}`;
          const message = model.errors[path];
          return message ? text(message, path) : null;
        };
        const idOf = (field: string) => `persons-${index}-${field}`;
        const change = (changes: Partial<PersonValues>) => model.onItem({ field: 'persons', index, changes });
        return (
          <fieldset key={person.id} className="add-insured__person" aria-labelledby={`${person.id}-title`}>
            <legend id={`${person.id}-title`} className="add-insured__person-title">
              {t('pages.addInsured.personTitle', { number: index + 1 })}
            </legend>
            <RadioGroupField
              id={idOf('role')}
              legend={t('pages.addInsured.fields.role')}
              hint={model.mayBePartner[index] ? t('pages.addInsured.roleHint') : t('pages.addInsured.partnerNotPossible')}
              required
              {...marker}
              error={errorOf('role')}
              value={person.role}
              options={[
                { value: 'P', label: t('pages.addInsured.roles.P') },
                { value: 'M', label: t('pages.addInsured.roleChild') },
              ]}
              onValueChange={(value) => {
                if (value === 'M' || model.mayBePartner[index]) model.onRole({ index, role: value === 'P' ? 'P' : 'M' });
              }}
            />
            {TEXT_FIELDS.map((field) => (
              <TextField
                key={field}
                id={idOf(field)}
                label={t(`pages.addInsured.fields.${field}`)}
                required={REQUIRED.has(field)}
                {...marker}
                maxLength={field === 'initials' ? 10 : 60}
                autoComplete="off"
                error={errorOf(field)}
                value={person[field]}
                onValueChange={(value) => change({ [field]: value })}
              />
            ))}
            <DateField
              id={idOf('birthDate')}
              label={t('pages.addInsured.fields.birthDate')}
              hint={t('pages.addInsured.birthDateHint')}
              required
              {...marker}
              error={errorOf('birthDate')}
              value={person.birthDate}
              onValueChange={(value) => change({ birthDate: value })}
            />
            <RadioGroupField
              id={idOf('gender')}
              legend={t('pages.addInsured.fields.gender')}
              required
              {...marker}
              inline
              error={errorOf('gender')}
              value={person.gender}
              options={[
                { value: 'M', label: t('pages.addInsured.genders.M') },
                { value: 'F', label: t('pages.addInsured.genders.F') },
              ]}
              onValueChange={(value) => change({ gender: value === 'F' ? 'F' : 'M' })}
            />
            <BsnField
              id={idOf('socialSecurityNumber')}
              label={t('pages.addInsured.fields.socialSecurityNumber')}
              required
              {...marker}
              error={errorOf('socialSecurityNumber')}
              value={person.socialSecurityNumber}
              onValueChange={(value) => change({ socialSecurityNumber: value })}
            />
            <SelectField
              id={idOf('nationality')}
              label={t('pages.addInsured.fields.nationality')}
              required
              {...marker}
              error={errorOf('nationality')}
              value={person.nationality}
              options={NATIONALITIES.map((code) => ({ value: code, label: t(`pages.addInsured.nationalities.${code}`) }))}
              onValueChange={(value) => change({ nationality: value })}
            />
            <TextField
              id={idOf('emailAddress')}
              label={t('pages.addInsured.fields.emailAddress')}
              type="email"
              {...marker}
              maxLength={254}
              autoComplete="off"
              error={errorOf('emailAddress')}
              value={person.emailAddress}
              onValueChange={(value) => change({ emailAddress: value })}
            />
            <TextField
              id={idOf('emailAddressConfirmation')}
              label={t('pages.addInsured.fields.emailAddressConfirmation')}
              type="email"
              {...marker}
              maxLength={254}
              autoComplete="off"
              error={errorOf('emailAddressConfirmation')}
              value={person.emailAddressConfirmation}
              onValueChange={(value) => change({ emailAddressConfirmation: value })}
            />
            {model.isStartDatePickable ? (
              <DateField
                id={idOf('startDate')}
                label={t('pages.addInsured.fields.startDate')}
                hint={t('pages.addInsured.startDateHint')}
                required
                {...marker}
                error={errorOf('startDate')}
                value={person.startDate}
                onValueChange={(value) => change({ startDate: value })}
              />
            ) : (
              <p className="add-insured__note" id={idOf('startDate')} tabIndex={-1}>
                {t('pages.addInsured.newbornStartDate')}
                {errorOf('startDate') && <span className="form-message"> {errorOf('startDate')}</span>}
              </p>
            )}
            {count > 1 && (
              <button type="button" className="button button--secondary" onClick={() => model.onRemove(index)}>
                {t('pages.addInsured.removePerson', { number: index + 1 })}
              </button>
            )}
          </fieldset>
        );
      })}
      {count < 10 && (
        <button type="button" className="button button--secondary add-insured__add" onClick={() => model.onAdd()}>
          {t('pages.addInsured.addPerson')}
        </button>
      )}
    </>
  );
}
