import type { RouteVisit } from '@/shared/routing';
import { describe, expect, test } from 'vitest';
import { returnTargetAfterSessionEnd } from './return-target';

const visit = (name: RouteVisit['name'], params: object, query: Record<string, string> = {}) => ({ name, payload: { params, query } }) as RouteVisit;

/** Spec 01 §2 step 2: "go to login with a redirect query holding the full target path", also when the session ends on a page. */
describe('returnTargetAfterSessionEnd', () => {
  test.for([
    { case: 'a page of the portal, with its query', open: visit('message-box', {}, { jaar: '2026' }), target: '/berichtenbox?jaar=2026' },
    {
      case: 'a page with parameters',
      open: visit('edit-policy-for-year', { selectedYear: 2027, contractCode: 'ZZA01', agreementId: '1000123', shouldResetSelection: false }),
      target: '/polis-wijzigen/2027/ZZA01/1000123/false',
    },
    { case: 'the login page the guard sent a user without cookies to: its target', open: visit('login', {}, { redirect: '/berichtenbox', label: 'zorgzaam' }), target: '/berichtenbox' },
    { case: 'the login page without a target', open: visit('login', {}), target: null },
    { case: 'another public page', open: visit('forgot-password', {}), target: null },
    { case: 'logging out already', open: visit('logout', {}, { redirect: '/polisoverzicht' }), target: null },
    { case: 'between routes', open: null, target: null },
  ])('$case', ({ open, target }) => {
    expect(returnTargetAfterSessionEnd(open)).toBe(target);
  });
});
