import { agreementDetailsForYearQuery } from '@/entities/agreement';
import { offeredYearQuery } from '@/entities/offered-year';
import { readClockFx } from '@/shared/lib/clock';
import { navigateFx, navigationBegan, routes } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { $choices } from './edit-policy-start-page';

const participant = (customerNumber: string, firstName: string, policyNumber: string) => ({
  customer: { customerNumber, initials: `${firstName[0]}.`, firstName, prefix: null, lastName: 'Kok', birthDate: '2014-03-01', role: 'M' },
  policyNumber, startDate: '2018-01-01', endDate: null, productTypes: ['Basisverzekering'],
});

const detail = (agreementId: string, year: number, editPolicyDenialReason: string | null, agreementParticipants: object[] = []) => ({
  agreementId, agreementIdNumber: `40${agreementId}`, year, collectivity: 'Zorgzaam', contractCode: 'ZZA01', totalAmount: 171.1,
  totalAmountPaymentTerm: 171.1, paymentTerm: 1, isPremiumPaidByCustomer: true, hasAgreementEnded: false, startDate: '2018-01-01',
  endDate: null, editPolicyDenialReason, newlyInsuredPersonsInProgress: [], agreementParticipants,
});

async function opened(offeredYear: number | null, details: object[], { overviewJustShown = false } = {}) {
  const asked: number[] = [];
  const navigations: { to: string; replace?: boolean; redirect?: boolean }[] = [];
  const scope = fork({
    handlers: [
      [readClockFx, () => new Date('2026-11-20T10:00:00')],
      [offeredYearQuery.__.executeFx, () => offeredYear],
      [agreementDetailsForYearQuery.__.executeFx, (year: number) => {
        asked.push(year);
        return details;
      }],
      // an attached effect: its handler gets the source (the navigator) first
      [navigateFx, (_navigator: unknown, request: { to: string; replace?: boolean; redirect?: boolean }) => {
        navigations.push(request);
      }],
    ],
  });
  // the user comes from the policy overview of that year, which had its details a moment ago, by its link
  if (overviewJustShown) {
    await allSettled(agreementDetailsForYearQuery.start, { scope, params: offeredYear ?? 2026 });
    await allSettled(navigationBegan, { scope });
  }
  await allSettled(routes['edit-policy'].opened, { scope, params: { params: {}, query: {} } });
  return { scope, asked, navigations };
}

describe('polis-wijzigen without parameters', () => {
  test('next year offered, one editable agreement: straight to its cards, the address replaced', async () => {
    const { asked, navigations } = await opened(2027, [detail('1000123', 2027, null)]);
    expect(asked).toEqual([2027]);
    expect(navigations).toEqual([{ to: '/polis-wijzigen/2027/ZZA01/1000123/false', replace: true, redirect: true }]);
  });

  test('coming from the overview that had the year\'s details a moment ago: a navigation of its own, so asked as they are now; straight to the cards', async () => {
    const { asked, navigations } = await opened(2027, [detail('1000123', 2027, null)], { overviewJustShown: true });
    expect(asked).toEqual([2027, 2027]);
    expect(navigations).toEqual([{ to: '/polis-wijzigen/2027/ZZA01/1000123/false', replace: true, redirect: true }]);
  });

  test('two editable agreements beside an ended one: no navigation, a choice between the two with their persons and cards', async () => {
    const { scope, navigations } = await opened(2027, [
      detail('1000123', 2027, null, [participant('7', 'Cas', '111122223333')]),
      detail('1000456', 2027, 'ended-policy', [participant('8', 'Eva', '444455556666')]),
      detail('1000789', 2027, null, [participant('9', 'Lot', '777788889999')]),
    ]);
    expect(navigations).toEqual([]);
    expect(
      scope.getState($choices).map((choice) => ({
        number: choice.agreementIdNumber,
        year: choice.year,
        persons: choice.persons.map((person) => [person.customer.firstName, person.policyNumber]),
        url: choice.cardsUrl,
      })),
    ).toEqual([
      { number: '401000123', year: 2027, persons: [['Cas', '111122223333']], url: '/polis-wijzigen/2027/ZZA01/1000123/false' },
      { number: '401000789', year: 2027, persons: [['Lot', '777788889999']], url: '/polis-wijzigen/2027/ZZA01/1000789/false' },
    ]);
  });

  test('nothing offered and no editable agreement: the overview of this year says why', async () => {
    const { scope, asked, navigations } = await opened(null, [detail('1000123', 2026, 'not-yet-possible')]);
    expect(asked).toEqual([2026]);
    expect(navigations).toEqual([{ to: '/polisoverzicht?jaar=2026', replace: true, redirect: true }]);
    expect(scope.getState($choices)).toEqual([]);
  });
});
