import { agreementsByRoleAndFilterQuery, mostRecentAgreementsQuery, paymentDetailsQuery, type AgreementRoleFilter } from '@/entities/agreement';
import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { routes } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { $agreements, $status } from './payment-details-page';
import { tokenFor } from '@test-support/access-token';

const tokenWith = (permissions: string[]) => tokenFor({ customerNumber: '7' }, permissions);

const agreement = (agreementId: string) => ({
  agreementId, agreementIdNumber: `${agreementId}-nr`, contractCode: 'ZZA01', hasBasicInsurance: true, role: 'H', hasAgreementEnded: agreementId === 'ended',
});
const details = (hasAgreementEnded: boolean) => ({
  excessLimit: 885, ibanReceivedByInsured: 'NL91ABNA0417164300', ibanPayedByInsured: 'NL91ABNA0417164300', ibanExcess: null,
  paymentMethod: 'DirectDebit', paymentMethodExcess: 'DirectDebit', paymentTerm: 1,
  paymentTermDiscounts: { yearly: 1, halfYearly: 0.5, quarterly: 0.25, monthly: 0 }, paymentTermIsMutable: true,
  hasMandatoryDirectDebit: false, hasAgreementEnded,
});

async function openedPage(permissions: string[]) {
  const asked: unknown[] = [];
  const filters: AgreementRoleFilter[] = [];
  const scope = fork({
    handlers: [
      [readSessionFx, () => ({ session: sessionFromAccessToken(tokenWith(permissions))!, expiryCookieMs: null })],
      [agreementsByRoleAndFilterQuery.__.executeFx, (filter: AgreementRoleFilter) => {
        filters.push(filter);
        return [agreement('running'), agreement('ended'), agreement('broken')];
      }],
      [mostRecentAgreementsQuery.__.executeFx, () => {
        throw new Error('the page lists the agreements by role, not the most recent ones');
      }],
      [
        paymentDetailsQuery.__.executeFx,
        (key: { agreementId: string; contractCode: string }) => {
          asked.push(key);
          if (key.agreementId === 'broken') throw new ApiError(404, 'Agreement/GetPaymentDetails', 'Agreement not found');
          return details(key.agreementId === 'ended');
        },
      ],
    ],
  });
  await allSettled(readSessionFx, { scope });
  await allSettled(routes['payment-details'].opened, { scope, params: { params: {}, query: {} } });
  return { scope, asked, filters };
}

describe('the payment details page in a forked scope', () => {
  test('the agreements the user is the main insured of, running or ended, each asked for on its own; an ended one read-only; a failing one says so', async () => {
    const { scope, asked, filters } = await openedPage(['r-ins', 'r-pay-det', 'u-pay-det']);
    // "Main insured: may … edit the policy and payment details" (spec 02 §6): role H, no active filter
    expect(filters).toEqual([{ roles: ['H'] }]);
    expect(asked).toEqual([
      { agreementId: 'running', contractCode: 'ZZA01' },
      { agreementId: 'ended', contractCode: 'ZZA01' },
      { agreementId: 'broken', contractCode: 'ZZA01' },
    ]);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($agreements).map((entry) => [entry.agreement.agreementId, entry.state.status, entry.mayEdit])).toEqual([
      ['running', 'ready', true],
      ['ended', 'ready', false],
      ['broken', 'failed', false],
    ]);
  });

  test('without u-pay-det no edit entry at all', async () => {
    const { scope } = await openedPage(['r-ins', 'r-pay-det']);
    expect(scope.getState($agreements).some((entry) => entry.mayEdit)).toBe(false);
  });
});
