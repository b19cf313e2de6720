import type { RequestField, RequestValues } from '@portal/domain';
import { formatMoney } from '@/shared/lib/format';

type Translate = (key: string, values?: Record<string, string | number>) => string;

const regionNames = new Intl.DisplayNames(['nl'], { type: 'region' });

/** A country's Dutch name from its ISO code (the browser knows them all). */
export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

/** An answer as the summary shows it: the option's words, a country's name, a phone with its prefix. */
export function answerText(field: RequestField, values: RequestValues, t: Translate, textsKey: string): string {
  const value = values[field.name] ?? '';
  if (value.trim() === '') return t('widgets.requestFlow.notGiven');
  switch (field.kind) {
    case 'yes-no':
      return t(value === 'true' ? 'widgets.requestFlow.yes' : 'widgets.requestFlow.no');
    case 'choice':
      return t(`${textsKey}.options.${field.name}.${value}`);
    case 'country':
      return countryName(value);
    case 'phone':
      return field.prefixField ? `${values[field.prefixField] ?? ''} ${value}` : value;
    case 'money': {
      const amount = Number(value.replace(',', '.'));
      return Number.isFinite(amount) ? formatMoney(amount) : value;
    }
    default:
      return value;
  }
}
