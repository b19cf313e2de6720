import { describe, expect, test } from 'vitest';
import { createPathMatcher } from './match-path';

// A few routes of spec 01 §2, written as the spec writes them.
const matchPath = createPathMatcher([
  { name: 'root', path: '' },
  { name: 'login', path: 'inloggen' },
  { name: 'idin-callback', path: 'callback/iDin' },
  { name: 'idin-callback-register', path: 'callback/iDin-register' },
  { name: 'message-box', path: 'berichtenbox' },
  { name: 'message-box-cluster', path: 'berichtenbox/:cluster' },
  { name: 'payment-details-edit', path: 'betaalgegevens-wijzigen/:agreementId' },
  { name: 'edit-policy-for-year', path: 'polis-wijzigen/:selectedYear/:contractCode/:agreementId/:shouldResetSelection' },
  { name: 'fixed-beside-parameter', path: 'berichtenbox/archief' },
]);

describe('createPathMatcher: the route of a path', () => {
  test.each([
    ['/', 'root', {}],
    ['', 'root', {}],
    ['/inloggen', 'login', {}],
    ['/inloggen/', 'login', {}],
    ['/INLOGGEN', 'login', {}],
    ['/callback/idin', 'idin-callback', {}],
    ['/callback/iDin-register', 'idin-callback-register', {}],
    ['/berichtenbox', 'message-box', {}],
    ['/berichtenbox/Zorg', 'message-box-cluster', { cluster: 'Zorg' }],
    ['/berichtenbox/archief', 'fixed-beside-parameter', {}],
    ['/berichtenbox/Mijn%20post', 'message-box-cluster', { cluster: 'Mijn post' }],
    ['/betaalgegevens-wijzigen/12345678', 'payment-details-edit', { agreementId: '12345678' }],
    ['/polis-wijzigen/2027/BASIS/123/true', 'edit-policy-for-year', { selectedYear: '2027', contractCode: 'BASIS', agreementId: '123', shouldResetSelection: 'true' }],
  ])('%s is %s', (pathname, name, params) => {
    expect(matchPath(pathname)).toEqual({ name, params });
  });

  test.each([
    ['/onbekend', 'an unknown path'],
    ['/inloggen/extra', 'a segment too many'],
    ['/betaalgegevens-wijzigen', 'a parameter missing'],
    ['/polis-wijzigen/2027//123/true', 'an empty parameter'],
    ['/berichtenbox/%E0%A4%A', 'a parameter that does not decode'],
  ])('%s is no route (%s)', (pathname) => {
    expect(matchPath(pathname)).toBeNull();
  });
});
