import { agreementDetailsForYearQuery } from '@/entities/agreement';
import { offeredYearQuery } from '@/entities/offered-year';
import { readClockFx } from '@/shared/lib/clock';
import { navigateFx, routes } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import './edit-policy-start-page';

const detail = (agreementId: string, year: number, editPolicyDenialReason: string | null) => ({
  agreementId, agreementIdNumber: '40100123', year, collectivity: 'Zorgzaam', contractCode: 'ZZA01', totalAmount: 171.1,
  totalAmountPaymentTerm: 171.1, paymentTerm: 1, isPremiumPaidByCustomer: true, hasAgreementEnded: false, startDate: '2018-01-01',
  endDate: null, editPolicyDenialReason, newlyInsuredPersonsInProgress: [], agreementParticipants: [], policyDetails: [],
});

async function opened(offeredYear: number | null, details: object[]) {
  const asked: number[] = [];
  const navigations: { to: string; replace?: boolean }[] = [];
  const scope = fork({
    handlers: [
      [readClockFx, () => new Date('2026-11-20T10:00:00')],
      [offeredYearQuery.__.executeFx, () => offeredYear],
      [agreementDetailsForYearQuery.__.executeFx, (year: number) => {
        asked.push(year);
        return details;
      }],
      // an attached effect: its handler gets the source (the navigator) first
      [navigateFx, (_navigator: unknown, request: { to: string; replace?: boolean }) => {
        navigations.push(request);
      }],
    ],
  });
  await allSettled(routes['edit-policy'].opened, { scope, params: { params: {}, query: {} } });
  return { asked, navigations };
}

describe('polis-wijzigen without parameters', () => {
  test('next year offered, one editable agreement: straight to its cards, the address replaced', async () => {
    const { asked, navigations } = await opened(2027, [detail('1000123', 2027, null)]);
    expect(asked).toEqual([2027]);
    expect(navigations).toEqual([{ to: '/polis-wijzigen/2027/ZZA01/1000123/false', replace: true }]);
  });

  test('nothing offered and no editable agreement: the overview of this year says why', async () => {
    const { asked, navigations } = await opened(null, [detail('1000123', 2026, 'not-yet-possible')]);
    expect(asked).toEqual([2026]);
    expect(navigations).toEqual([{ to: '/polisoverzicht?jaar=2026', replace: true }]);
  });
});
