// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { changeDenial, CONTRACT_MESSAGES } from './areas/contract-cards';
import { MEDICAL_SELECTION_MESSAGES } from './areas/medical-selection';
import { offeredYearInOfferPeriod, useTestBackend } from './test-support';

const t = useTestBackend();


function household(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const main = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  const child = state.customers.find((entry) => entry.agreementId === main.agreementId && entry.role === 'M')!;
  return { main, child, agreementId: main.agreementId };
}

const healthy = {
  orthodonticsWithinTwoYears: false,
  dentistLastTwoYears: true,
  hasCongenitalDentalDefect: false,
  congenitalDentalDefectMessage: '',
  extracted4OrMoreTeeth: false,
  numberOfMissingTeeth: 0,
  expectsToHaveOneOfFollowingTreatments: [] as string[],
  doesNotExpectTreatment: true,
  acceptedTermsAndConditions: true,
  acceptanceDate: '2026-11-20',
};

describe('Contract/ValidateAndSaveMedicalSelection (spec 02 §4 "Dental medical selection outcome")', () => {
  async function submit(token: string, body: Record<string, unknown>) {
    return t.call('POST', '/api/Contract/ValidateAndSaveMedicalSelection', { token, body });
  }

  test('approved answers: stored, the card can be saved, the cards show the record of today', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const save = () =>
      t.call('POST', '/api/Contract/SaveContractCards', {
        token,
        body: { agreementNumber: agreementId, year, chosenInsurances: [{ customerNumber: main.customerNumber, productComponentCodes: ['1114', 'AV2', 'TG3'] }] },
      });
    expect((await save()).json.message).toBe(CONTRACT_MESSAGES.medicalSelection);

    const answer = await submit(token, {
      agreementDetails: { agreementId, year },
      requestedContract: { customerNumber: main.customerNumber, productComponentCode: 'TG3', medicalSelection: healthy },
      newlyInsuredPersons: [],
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ isApproved: true, customerNumber: main.customerNumber, medicalSelection: [{ hasDeniedMedicalSelection: false, medicalSelectionDateIsToday: true, isApproved: true }] });
    expect(t.backend.store.read().medicalSelections).toHaveLength(1);

    const cards = await t.call('POST', '/api/Contract/GetContractCardsForActivePolicies', { token, body: { agreementId, year } });
    const person = cards.json.insuredPersons.find((entry: { customerNumber: string }) => entry.customerNumber === main.customerNumber);
    expect(person.medicalSelection).toEqual([{ hasDeniedMedicalSelection: false, medicalSelectionDateIsToday: true, isApproved: true }]);
    const dental = cards.json.contractCards.find((group: { key: string }) => group.key === 'dental');
    const best = dental.cards.find((card: { productComponentCode: string }) => card.productComponentCode === 'TG3');
    expect(best.insuredPersons.find((option: { customerNumber: string }) => option.customerNumber === main.customerNumber).isDisabled).toBe(false);

    expect((await save()).status).toBe(200);
  });

  test('denied answers (5 missing teeth): stored as a denial; re-applying is refused; the package still cannot be saved', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const body = {
      agreementDetails: { agreementId, year },
      requestedContract: { customerNumber: main.customerNumber, productComponentCode: 'TG3', medicalSelection: { ...healthy, numberOfMissingTeeth: 5 } },
    };
    const denied = await submit(token, body);
    expect(denied.status).toBe(200);
    expect(denied.json.isApproved).toBe(false);
    expect(denied.json.medicalSelection[0].hasDeniedMedicalSelection).toBe(true);

    const again = await submit(token, { ...body, requestedContract: { ...body.requestedContract, medicalSelection: healthy } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(MEDICAL_SELECTION_MESSAGES.previouslyDenied);
    expect(t.backend.store.read().medicalSelections).toHaveLength(1);

    const saved = await t.call('POST', '/api/Contract/SaveContractCards', {
      token,
      body: { agreementNumber: agreementId, year, chosenInsurances: [{ customerNumber: main.customerNumber, productComponentCodes: ['1114', 'TG3'] }] },
    });
    expect(saved.json.message).toBe(CONTRACT_MESSAGES.medicalSelection);
  });

  test('newly insured persons: judged, nothing stored', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await submit(token, {
      agreementDetails: { agreementId, year },
      newlyInsuredPersons: [
        { id: 'nieuw-1', birthDate: '1990-03-04', productComponentCode: 'TG3', medicalSelection: healthy },
        { id: 'nieuw-2', birthDate: '1991-05-06', productComponentCode: 'TG3', medicalSelection: { ...healthy, orthodonticsWithinTwoYears: true } },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.json.newlyInsuredPersons).toEqual([
      { id: 'nieuw-1', isApproved: true },
      { id: 'nieuw-2', isApproved: false },
    ]);
    expect(t.backend.store.read().medicalSelections).toEqual([]);
  });

  test("newly insured persons on the adding's terms (h-newins): this year's agreement outside the change deadline; 18 or over with a birth date; not for a co-insured", async () => {
    offeredYearInOfferPeriod(t.backend);
    const thisYear = Number(t.backend.clock.today().slice(0, 4));
    const { agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const partner = { id: 'persoon-1', birthDate: '1990-03-04', productComponentCode: 'TG3', medicalSelection: healthy };
    const approved = await submit(token, { agreementDetails: { agreementId, year: thisYear }, requestedContract: null, newlyInsuredPersons: [partner] });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ isApproved: true, customerNumber: null, medicalSelection: [], newlyInsuredPersons: [{ id: 'persoon-1', isApproved: true }] });
    const child = await submit(token, { agreementDetails: { agreementId, year: thisYear }, newlyInsuredPersons: [{ ...partner, birthDate: `${thisYear - 10}-01-01` }] });
    expect(child.status).toBe(400);
    expect(child.json.message).toBe(MEDICAL_SELECTION_MESSAGES.notAdult);
    const noBirthDate = await submit(token, { agreementDetails: { agreementId, year: thisYear }, newlyInsuredPersons: [{ ...partner, birthDate: undefined }] });
    expect(noBirthDate.status).toBe(400);
    expect(noBirthDate.json.message).toContain('birthDate');
    const coInsured = await t.accessToken('medeverzekerde');
    expect((await submit(coInsured, { agreementDetails: { agreementId, year: thisYear }, newlyInsuredPersons: [partner] })).status).toBe(403);
    expect(t.backend.store.read().medicalSelections).toEqual([]);
  });

  test('refusals, in order, nothing stored: 403 without u-ins; 404 another agreement; 403 a person not on it; 400 the body', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { main, child, agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const request = (change: Record<string, unknown>, medicalSelection: Record<string, unknown> = healthy) => ({
      agreementDetails: { agreementId, year },
      requestedContract: { customerNumber: main.customerNumber, productComponentCode: 'TG3', medicalSelection, ...change },
    });
    expect((await submit(token, { ...request({}), agreementDetails: { agreementId: '99999999', year } })).status).toBe(404);
    expect((await submit(token, request({ customerNumber: '1' }))).status).toBe(403);
    const notMedical = await submit(token, request({ productComponentCode: 'TG2' }));
    expect(notMedical.json.message).toBe(MEDICAL_SELECTION_MESSAGES.notMedicalSelection);
    expect((await submit(token, request({ customerNumber: child.customerNumber }))).json.message).toBe(MEDICAL_SELECTION_MESSAGES.notAdult);
    const noTerms = await submit(token, request({}, { ...healthy, acceptedTermsAndConditions: false }));
    expect(noTerms.status).toBe(400);
    expect(noTerms.json.message).toMatch(/acceptedTermsAndConditions/);
    const defect = await submit(token, request({}, { ...healthy, hasCongenitalDentalDefect: true }));
    expect(defect.json.message).toMatch(/congenitalDentalDefectMessage/);
    expect((await submit(token, request({}, { ...healthy, dentistLastTwoYears: 'ja' }))).status).toBe(400);
    expect((await submit(token, { agreementDetails: { agreementId, year } })).status).toBe(400);
    const thisYear = await submit(token, { ...request({}), agreementDetails: { agreementId, year: year - 1 } });
    expect(thisYear.json.message).toBe(CONTRACT_MESSAGES.notYetPossible);
    expect(t.backend.store.read().medicalSelections).toEqual([]);

    t.backend.store.update((state) => {
      const account = state.accounts.find((entry) => entry.username === 'hoofdverzekerde')!;
      account.permissions = account.permissions.filter((code) => code !== 'u-ins');
    });
    const withoutPermission = await t.accessToken('hoofdverzekerde');
    expect((await submit(withoutPermission, 'no json' as unknown as Record<string, unknown>)).status).toBe(403);
  });
});

describe('Agreement/AgreementMutable and CancellationServicePeriod/ValidateDate (issue 15)', () => {
  test('in the offer period: next year mutable, this year not; the dates say the same', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    const { agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const next = await t.call('POST', '/api/Agreement/AgreementMutable', { token, body: { policyYear: year } });
    expect(next.status).toBe(200);
    expect(next.json).toEqual([expect.objectContaining({ agreementId, isMutable: true })]);
    const now = await t.call('POST', '/api/Agreement/AgreementMutable', { token, body: { policyYear: year - 1 } });
    expect(now.json[0].isMutable).toBe(false);
    expect((await t.call('GET', `/api/CancellationServicePeriod/ValidateDate?date=${year}-01-01`, { token })).json).toBe(true);
    expect((await t.call('GET', `/api/CancellationServicePeriod/ValidateDate?date=${year - 1}-01-01`, { token })).json).toBe(false);
    expect((await t.call('GET', '/api/CancellationServicePeriod/ValidateDate?date=morgen', { token })).status).toBe(400);
    expect((await t.call('POST', '/api/Agreement/AgreementMutable', { token, body: {} })).status).toBe(400);

    const defaulter = await t.accessToken('wanbetaler');
    const deficit = await t.call('POST', '/api/Agreement/AgreementMutable', { token: defaulter, body: { policyYear: year } });
    expect(deficit.json.every((entry: { isMutable: boolean }) => !entry.isMutable)).toBe(true);
  });

  // spec 02 §4 "Edit-policy denial reason": "user not main insured on the agreement gives the not-main-insured message
  // … Only the main insured may edit. Mutability per contract is updated from the denial reasons."
  test('someone with u-ins who is not the main insured of the agreement: not mutable, though nothing else stands in the way', async () => {
    const year = offeredYearInOfferPeriod(t.backend);
    // the co-insured, given the permission the route asks: the role on the agreement still decides
    t.backend.store.update((state) => {
      const account = state.accounts.find((entry) => entry.username === 'medeverzekerde')!;
      if (!account.permissions.includes('u-ins')) account.permissions.push('u-ins');
    });
    const state = t.backend.store.read();
    const account = state.accounts.find((entry) => entry.username === 'medeverzekerde')!;
    const agreement = state.agreements.find((entry) => entry.agreementParticipants.some((participant) => participant.customerNumber === account.customerNumber))!;
    expect(agreement.agreementParticipants.find((participant) => participant.customerNumber === account.customerNumber)?.role).toBe('M');
    // no deficit, not ended, next year offered: for its main insured the agreement could change
    expect(changeDenial(state, agreement, year, t.backend.clock.today())).toBeNull();

    const token = await t.accessToken('medeverzekerde');
    const answer = await t.call('POST', '/api/Agreement/AgreementMutable', { token, body: { policyYear: year } });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([expect.objectContaining({ agreementId: agreement.agreementId, isMutable: false })]);
  });
});
