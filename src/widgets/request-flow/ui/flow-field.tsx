import { useTranslation } from '@/shared/i18n';
import { DateField, MoneyField, PhoneField, PostalCodeField, RadioGroupField, SelectField, TextareaField, TextField, YesNoField } from '@/shared/ui/form';
import {
  PHONE_PREFIXES,
  REQUEST_SHORT_TEXT_MAX_LENGTH,
  REQUEST_TEXT_MAX_LENGTH,
  RESIDENCE_COUNTRY_CODES,
  type RequestField,
} from '@portal/domain';
import { countryName } from './answer-text';
import { RADIO_LIMIT, requestFieldId, textNameOf } from './field-ids';

interface FlowFieldProps {
  field: RequestField;
  value: string;
  error: string | null;
  textsKey: string;
  onValueChange: (value: string) => void;
}

/** One answer of a request flow, drawn by its kind: the flow's field list decides what is asked. */
export function FlowField({ field, value, error, textsKey, onValueChange }: FlowFieldProps) {
  const { t } = useTranslation();
  const id = requestFieldId(field.name);
  const textName = textNameOf(field);
  const label = t(`${textsKey}.fields.${textName}`);
  const hint = t(`${textsKey}.hints.${textName}`, { defaultValue: '' }) || undefined;
  const common = {
    id,
    label,
    hint,
    error,
    value,
    onValueChange,
    required: field.required,
    requiredText: t('forms.required'),
    optionalText: field.requiredByRule ? undefined : t('forms.optional'),
  };
  const optionLabel = (option: string) => t(`${textsKey}.options.${textName}.${option}`);

  if (field.fixed !== undefined) {
    return (
      <p className="field field--static" id={id} tabIndex={-1}>
        {label}: {field.kind === 'country' ? countryName(field.fixed) : field.fixed}
      </p>
    );
  }
  switch (field.kind) {
    case 'textarea':
      return (
        <TextareaField
          {...common}
          rows={5}
          maxLength={field.maxLength ?? REQUEST_TEXT_MAX_LENGTH}
          counterText={(used, max) => t('widgets.requestFlow.counter', { remaining: max - used, max })}
        />
      );
    case 'yes-no':
      return (
        <YesNoField
          {...common}
          legend={label}
          value={value === '' ? null : value === 'true'}
          onValueChange={(answer) => onValueChange(String(answer))}
          yesLabel={t('widgets.requestFlow.yes')}
          noLabel={t('widgets.requestFlow.no')}
        />
      );
    case 'choice': {
      const options = (field.options ?? []).map((option) => ({ value: option, label: optionLabel(option) }));
      return options.length <= RADIO_LIMIT ? (
        <RadioGroupField {...common} legend={label} options={options} />
      ) : (
        <SelectField {...common} placeholder={t('widgets.requestFlow.choose')} options={options} />
      );
    }
    case 'country': {
      const codes = field.options ?? RESIDENCE_COUNTRY_CODES;
      const options = codes
        .map((code) => ({ value: code, label: countryName(code) }))
        .sort((left, right) => left.label.localeCompare(right.label, 'nl'));
      return <SelectField {...common} autoComplete="country" placeholder={t('widgets.requestFlow.chooseCountry')} options={options} />;
    }
    case 'phone-prefix':
      return <SelectField {...common} placeholder={t('widgets.requestFlow.choose')} options={PHONE_PREFIXES.map((prefix) => ({ value: prefix, label: prefix }))} />;
    case 'phone':
      // one number: the shared phone hint; a number after a country-code choice has the flow's own
      return <PhoneField {...common} hint={hint ?? (field.prefixField ? undefined : t('forms.phoneHint'))} autoComplete="off" />;
    case 'date':
      return <DateField {...common} hint={hint ?? t('widgets.requestFlow.dateHint')} />;
    case 'money':
      return <MoneyField {...common} />;
    case 'dutch-postal-code':
      return <PostalCodeField {...common} autoComplete="off" />;
    case 'list':
      return null;
    case 'whole-number':
      return <TextField {...common} inputMode="numeric" autoComplete="off" maxLength={6} />;
    case 'house-number':
      return <TextField {...common} inputMode="numeric" autoComplete="off" maxLength={5} />;
    case 'email':
      return <TextField {...common} type="email" autoComplete="off" maxLength={254} />;
    case 'postal-code':
      return <TextField {...common} autoComplete="off" maxLength={12} />;
    case 'text':
      return <TextField {...common} autoComplete="off" maxLength={field.maxLength ?? REQUEST_SHORT_TEXT_MAX_LENGTH} />;
  }
}

