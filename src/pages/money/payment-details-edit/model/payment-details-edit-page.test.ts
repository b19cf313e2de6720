import { agreementDetailsForYearQuery, hasKnownIbanQuery, mostRecentAgreementsQuery, paymentDetailsQuery } from '@/entities/agreement';
import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { $notices } from '@/shared/notices';
import { navigationRequested, routes } from '@/shared/routing';
import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { updateIbanMutation, updatePaymentDetailsMutation, updateReimbursementIbanMutation } from '../api/update-payment-details';
import { $insuredNotShownCount, $methods, $monthlyPremium, $schedule, $status, $termBlockedReason, ibanForm, methodForm, readTodayFx, reimbursementIbanForm } from './payment-details-edit-page';
import { termRefusalOf } from './term-refusal';
import { tokenFor } from '@test-support/access-token';

const tokenWith = (isDefaulter: boolean) => tokenFor({ customerNumber: '7', isDefaulter }, ['r-pay-det', 'u-pay-det']);

const details = (ibanPayedByInsured: string) => ({
  excessLimit: 885, ibanReceivedByInsured: ibanPayedByInsured, ibanPayedByInsured, ibanExcess: ibanPayedByInsured,
  paymentMethod: 'iDeal', paymentMethodExcess: 'DirectDebit', paymentTerm: 1,
  paymentTermDiscounts: { yearly: 1, halfYearly: 0.5, quarterly: 0.25, monthly: 0 }, paymentTermIsMutable: true,
  hasMandatoryDirectDebit: false, hasAgreementEnded: false,
});

async function openedPage({ isDefaulter = false, iban = 'NL91ABNA0417164300', agreementId = 'A1', knownIban = undefined as string | undefined, ended = false, termMutable = true, methodFails = false, notShown = 0, knownIbanHeld = null as Promise<void> | null, knownIbanFails = false } = {}) {
  const known = knownIban ?? iban;
  const sent: unknown[] = [];
  const knownIbanAsked: unknown[] = [];
  const premiumYears: number[] = [];
  const scope = fork({
    handlers: [
      [readSessionFx, () => ({ session: sessionFromAccessToken(tokenWith(isDefaulter))!, expiryCookieMs: null })],
      [readTodayFx, () => new Date(2026, 10, 24)],
      [mostRecentAgreementsQuery.__.executeFx, () => [{ agreementId: 'A1', agreementIdNumber: '401', contractCode: 'ZZA01', hasBasicInsurance: true }]],
      [paymentDetailsQuery.__.executeFx, () => ({ ...details(iban), hasAgreementEnded: ended, paymentTermIsMutable: termMutable })],
      [agreementDetailsForYearQuery.__.executeFx, (year: number) => {
        premiumYears.push(year);
        return agreementDetailsOf(['A1', 'A2'], notShown);
      }],
      [hasKnownIbanQuery.__.executeFx, async (params: unknown) => {
        knownIbanAsked.push(params);
        if (knownIbanHeld) await knownIbanHeld;
        if (knownIbanFails) throw new ApiError(503, 'Agreement/HasKnownIban', 'Niet beschikbaar');
        return { hasKnownIban: known !== '', ibanPayedByInsured: known === '' ? null : known };
      }],
      [updatePaymentDetailsMutation.__.executeFx, (params: unknown) => {
        sent.push(params);
        if (methodFails) throw new ApiError(500, 'Agreement/UpdatePaymentDetails', 'Er is een interne fout opgetreden.');
        return { paymentDetails: details(iban), contactPreference: 'digital' };
      }],
      [updateIbanMutation.__.executeFx, (params: { iban: string }) => {
        sent.push(params);
        if (params.iban === 'NL02ABNA0123456789') throw new ApiError(400, 'Agreement/UpdateIban', 'De machtiging automatische incasso is niet geaccepteerd.');
        return { ibanPayedByInsured: params.iban };
      }],
      [updateReimbursementIbanMutation.__.executeFx, (params: { ibanReceivedByInsured: string }) => {
        sent.push(params);
        return { paymentDetails: { ...details(iban), ibanReceivedByInsured: params.ibanReceivedByInsured }, contactPreference: 'digital' };
      }],
    ],
  });
  await allSettled(readSessionFx, { scope });
  const opened = allSettled(routes['payment-details-edit'].opened, { scope, params: { params: { agreementId }, query: {} } });
  if (!knownIbanHeld) await opened;
  return { scope, sent, knownIbanAsked, premiumYears, opened };
}

/** The agreement details of the year (only what the page reads matters: the id and the monthly total). */
function agreementDetailsOf(agreementIds: string[], insuredNotShownCount = 0) {
  return agreementIds.map((agreementId, index) => ({
    agreementId, agreementIdNumber: `40${index}`, year: 2026, collectivity: '', contractCode: 'ZZA01', totalAmount: 150.1 + index,
    totalAmountPaymentTerm: 150.1 + index, paymentTerm: 1, isPremiumPaidByCustomer: true, hasAgreementEnded: false, startDate: '2026-01-01',
    endDate: null, editPolicyDenialReason: null, newlyInsuredPersonsInProgress: [], agreementParticipants: [], policyDetails: [], insuredNotShownCount,
  }));
}

describe('the payment details change in a forked scope', () => {
  test('the premium per term comes from the agreement\'s monthly premium of the year the change applies in', async () => {
    // on 24 November 2026 a change applies on 1 January 2027: at 2027's premium
    const { scope, premiumYears } = await openedPage();
    expect(premiumYears).toEqual([2027]);
    expect(scope.getState($monthlyPremium)).toBe(150.1);
    // nobody hidden: the amounts need no word about others
    expect(scope.getState($insuredNotShownCount)).toBe(0);
  });

  test('a partner the reader does not see (16 or over) is counted, so the amounts per term can say they leave that premium out', async () => {
    const { scope } = await openedPage({ notShown: 1 });
    expect(scope.getState($monthlyPremium)).toBe(150.1);
    expect(scope.getState($insuredNotShownCount)).toBe(1);
  });

  test('direct debit is offered as HasKnownIban answers for the agreement, whatever the details show', async () => {
    const { scope, knownIbanAsked } = await openedPage({ iban: 'NL91ABNA0417164300', knownIban: '' });
    expect(knownIbanAsked).toEqual([{ agreementId: 'A1' }]);
    expect(scope.getState($methods)).toEqual(['iDeal', 'Mail']);
  });

  test('the forms come once HasKnownIban has answered, so the term under the methods does not move when direct debit comes; a failure does not hold them', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { scope, opened } = await openedPage({ knownIbanHeld: held });
    await vi.waitFor(() => expect(scope.getState(paymentDetailsQuery.$data)).not.toBeNull());
    expect(scope.getState($status)).toBe('loading');
    answer();
    await opened;
    expect(scope.getState($status)).toBe('ready');
    const failed = await openedPage({ knownIbanFails: true });
    expect(failed.scope.getState($status)).toBe('ready');
    expect(failed.scope.getState($methods)).toEqual(['iDeal', 'Mail']);
  });

  test('the form starts from the stored details; from the 24th a change applies the month after next', async () => {
    const { scope } = await openedPage();
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState(methodForm.$values)).toEqual({ paymentMethod: 'iDeal', paymentTerm: '1' });
    expect(scope.getState($methods)).toEqual(['DirectDebit', 'iDeal', 'Mail']);
    expect(scope.getState($schedule)?.appliesFrom).toEqual(new Date(2027, 0, 1));
    expect(scope.getState($termBlockedReason)).toBeNull();
  });

  test('no known IBAN: no direct debit; a defaulter: the term is blocked with its reason', async () => {
    const { scope } = await openedPage({ iban: '', isDefaulter: true });
    expect(scope.getState($methods)).toEqual(['iDeal', 'Mail']);
    expect(scope.getState($termBlockedReason)).toBe('payment-deficit');
  });

  test('a term that cannot change yet (paymentTermIsMutable false): blocked with the not-yet-possible reason', async () => {
    const { scope } = await openedPage({ termMutable: false });
    expect(scope.getState($termBlockedReason)).toBe('not-yet-possible');
    expect(scope.getState($methods)).toContain('DirectDebit');
  });

  test('an ended agreement is read-only: no forms; a running one is ready', async () => {
    expect((await openedPage({ ended: true })).scope.getState($status)).toBe('ended');
    expect((await openedPage({ ended: false })).scope.getState($status)).toBe('ready');
  });

  test('an agreement not among the user\'s: not found, nothing asked', async () => {
    const { scope } = await openedPage({ agreementId: 'other' });
    expect(scope.getState($status)).toBe('not-found');
  });

  test('the IBAN: the domain refuses an invalid one before sending; the refused mandate is shown at the field', async () => {
    const { scope, sent } = await openedPage();
    await allSettled(ibanForm.fieldChanged, { scope, params: { field: 'iban', value: 'NL91 ABNA 0417 1643 01' } });
    await allSettled(ibanForm.submitted, { scope });
    expect(sent).toEqual([]);
    await allSettled(ibanForm.fieldChanged, { scope, params: { field: 'iban', value: 'nl02 abna 0123 4567 89' } });
    await allSettled(ibanForm.submitted, { scope });
    expect(sent).toEqual([{ agreementId: 'A1', iban: 'NL02ABNA0123456789' }]);
    expect(scope.getState(ibanForm.$summary)).toEqual([expect.objectContaining({ path: 'iban', message: 'validation.direct-debit-mandate-refused' })]);
  });

  // issue 33 point 14: UpdatePaymentDetails with ibanReceivedByInsured, on its own
  test('the reimbursement IBAN: empty or invalid is refused before sending; a valid one is sent alone, spaces out and in capitals, then back', async () => {
    const { scope, sent } = await openedPage();
    await allSettled(reimbursementIbanForm.submitted, { scope });
    expect(scope.getState(reimbursementIbanForm.$summary)).toEqual([expect.objectContaining({ path: 'iban', message: 'validation.required-field' })]);
    await allSettled(reimbursementIbanForm.fieldChanged, { scope, params: { field: 'iban', value: 'NL91 ABNA 0417 1643 01' } });
    await allSettled(reimbursementIbanForm.submitted, { scope });
    expect(scope.getState(reimbursementIbanForm.$summary)).toEqual([expect.objectContaining({ path: 'iban', message: 'validation.iban-invalid' })]);
    expect(sent).toEqual([]);
    const navigations: unknown[] = [];
    const unwatch = createWatch({ unit: navigationRequested, scope, fn: (request) => navigations.push(request) });
    await allSettled(reimbursementIbanForm.fieldChanged, { scope, params: { field: 'iban', value: 'nl91 abna 0417 1643 00' } });
    await allSettled(reimbursementIbanForm.submitted, { scope });
    unwatch();
    expect(sent).toEqual([{ agreementId: 'A1', ibanReceivedByInsured: 'NL91ABNA0417164300' }]);
    expect(scope.getState($notices).map((notice) => notice.messageKey)).toEqual(['pages.paymentDetailsEdit.reimbursementIbanSaved']);
    expect(navigations).toEqual([expect.objectContaining({ to: '/betaal-en-rekeninggegevens' })]);
  });

  test('saved: the valid notice and back to the payment details; a server failure: error-saving, the answers kept, still here', async () => {
    for (const methodFails of [false, true]) {
      const { scope } = await openedPage({ methodFails });
      const navigations: unknown[] = [];
      const unwatch = createWatch({ unit: navigationRequested, scope, fn: (request) => navigations.push(request) });
      await allSettled(methodForm.fieldChanged, { scope, params: { field: 'paymentMethod', value: 'Mail' } });
      await allSettled(methodForm.submitted, { scope });
      unwatch();
      const notices = scope.getState($notices).map((notice) => [notice.kind, notice.messageKey]);
      if (methodFails) {
        expect(notices).toEqual([['negative', 'pages.paymentDetailsEdit.errorSaving']]);
        expect(navigations).toEqual([]);
        expect(scope.getState(methodForm.$values)).toEqual({ paymentMethod: 'Mail', paymentTerm: '1' });
      } else {
        expect(notices).toEqual([['positive', 'pages.paymentDetailsEdit.saved']]);
        expect(navigations).toEqual([expect.objectContaining({ to: '/betaal-en-rekeninggegevens' })]);
      }
    }
  });

  test('method and term are sent as the domain\'s values', async () => {
    const { scope, sent } = await openedPage();
    await allSettled(methodForm.fieldChanged, { scope, params: { field: 'paymentMethod', value: 'DirectDebit' } });
    await allSettled(methodForm.fieldChanged, { scope, params: { field: 'paymentTerm', value: '12' } });
    await allSettled(methodForm.submitted, { scope });
    expect(sent).toEqual([{ agreementId: 'A1', paymentMethod: 'DirectDebit', paymentTerm: 12 }]);
  });

  // the offer period ended, or a deficit began, after the page was read: the server's refusal in this page's words
  test.each([
    { name: 'not yet possible', status: 400, message: 'U kunt de betaaltermijn nu niet wijzigen. Dat kan weer … (not-yet-possible).', refusal: { message: 'pages.paymentDetailsEdit.termBlocked.not-yet-possible', field: 'paymentTerm' } },
    { name: 'a payment deficit', status: 400, message: 'U kunt de betaaltermijn nu niet wijzigen, omdat er een betalingsachterstand is (payment-deficit).', refusal: { message: 'pages.paymentDetailsEdit.termBlocked.payment-deficit', field: 'paymentTerm' } },
    { name: 'another rule', status: 400, message: 'Kies een betaalwijze (payment-method).', refusal: null },
    { name: 'not a 400', status: 500, message: 'Er is een interne fout opgetreden (not-yet-possible).', refusal: null },
  ])('a refused term, $name: $refusal.message', ({ status, message, refusal }) => {
    expect(termRefusalOf(new ApiError(status, 'Agreement/UpdatePaymentDetails', message))).toEqual(refusal);
  });
});
