import type { RequestField } from '@portal/domain';
import { describe, expect, test } from 'vitest';
import { answerText } from './answer-text';

const translate = (key: string) => key;
const phone = (prefixField?: string): RequestField => ({ name: 'phone', multipart: 'Phone', kind: 'phone', required: true, ...(prefixField ? { prefixField } : {}) });

const cases: { case: string; field: RequestField; values: Record<string, string>; shown: string }[] = [
  { case: 'a foreign number typed whole', field: phone(), values: { phone: '+34965123456' }, shown: '+34 965 12 34 56' },
  { case: 'a Dutch mobile typed nationally', field: phone(), values: { phone: '06 12345678' }, shown: '+31 6 1234 5678' },
  { case: 'a Dutch landline after +31, its 0 dropped', field: phone('prefix'), values: { prefix: '+31', phone: '030 1234567' }, shown: '+31 30 123 4567' },
  { case: 'a Belgian mobile after +32', field: phone('prefix'), values: { prefix: '+32', phone: '470123456' }, shown: '+32 470 12 34 56' },
];

describe('a phone answer on the summary: the number as it is sent, grouped for reading', () => {
  test.for(cases)('$case', ({ field, values, shown }) => {
    expect(answerText(field, values, translate, 'pages.test')).toBe(shown);
  });
});
