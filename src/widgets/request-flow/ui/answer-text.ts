import { careTimeAnswer, formatPhoneNumberForReading, parseMoney, phoneNumberWithPrefix, type RequestField, type RequestValues } from '@portal/domain';
import { textNameOf } from './field-ids';
import { formatHoursAndMinutes, formatMoney } from '@/shared/lib/format';

type Translate = (key: string, values?: Record<string, string | number>) => string;

const regionNames = new Intl.DisplayNames(['nl'], { type: 'region' });

/** A country's Dutch name from its ISO code (the browser knows them all). */
export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

/** An answer as the summary shows it: the option's words, a country's name, a phone number with its prefix and grouped, an amount with its unit. */
export function answerText(field: RequestField, values: RequestValues, t: Translate, textsKey: string): string {
  const value = values[field.name] ?? '';
  // hours and their minutes said as one time (issue 33 point 14): "3 uur 30 minuten", also when only the minutes are given
  const careTime = careTimeAnswer(field, values);
  if (careTime) return formatHoursAndMinutes(careTime);
  if (value.trim() === '') return t('widgets.requestFlow.notGiven');
  switch (field.kind) {
    case 'yes-no':
      return t(value === 'true' ? 'widgets.requestFlow.yes' : 'widgets.requestFlow.no');
    case 'choice':
      return t(`${textsKey}.options.${textNameOf(field)}.${value}`);
    case 'country':
      return countryName(value);
    case 'phone':
      // the number as it is sent (the prefix before it, a Dutch 0 dropped), grouped for reading: '+32 470 12 34 56'
      return formatPhoneNumberForReading(phoneNumberWithPrefix(field.prefixField ? (values[field.prefixField] ?? '') : '', value));
    case 'money': {
      const amount = parseMoney(value);
      return amount === null ? value : formatMoney(amount);
    }
    case 'whole-number': {
      // an amount with its unit: "12 weken"
      if (!field.unitField) return value;
      const unit = values[field.unitField] ?? '';
      const unitName = field.listItem ? (field.unitField.split('.').pop() ?? field.unitField) : field.unitField;
      return unit === '' ? value : `${value} ${t(`${textsKey}.options.${unitName}.${unit}`)}`;
    }
    default:
      return value;
  }
}
