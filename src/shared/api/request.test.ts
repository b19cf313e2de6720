import { describe, expect, test } from 'vitest';
import { withPathParams } from './request';

describe('path parameters: the path stays a literal, its {name} segments get their values', () => {
  test.for<{ path: string; params: Record<string, string | number> | undefined; url: string }>([
    { path: 'MemberOffer/{id}', params: { id: 'sportschool-fitfabriek' }, url: 'MemberOffer/sportschool-fitfabriek' },
    { path: 'MemberOffer/{id}', params: { id: 'a b/c' }, url: 'MemberOffer/a%20b%2Fc' },
    { path: 'Debitan/Invoices/{invoiceNumber}/Attachments', params: { invoiceNumber: 2026001 }, url: 'Debitan/Invoices/2026001/Attachments' },
    { path: 'Document/GetDocumentList', params: undefined, url: 'Document/GetDocumentList' },
  ])('$path', ({ path, params, url }) => {
    expect(withPathParams(path, params)).toBe(url);
  });

  test('a segment without its value is an error, never a call to a wrong address', () => {
    expect(() => withPathParams('MemberOffer/{id}', {})).toThrow('no value for {id} in MemberOffer/{id}');
  });
});
