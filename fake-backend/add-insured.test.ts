// @vitest-environment node
import { beforeEach, describe, expect, test } from 'vitest';
import { formatSubmittedDate } from '../domain/calendar';
import { ADD_INSURED_MESSAGES } from './areas/add-insured';
import { CONTRACT_MESSAGES } from './areas/contract-cards';
import { yearForOfferedAgreement } from './areas/agreement';
import { useTestBackend } from './test-support';

const t = useTestBackend();

/** Moves the clock to a day of this year (12:00 UTC) when today is another. */
function moveTo(monthDay: string): void {
  const year = t.backend.clock.today().slice(0, 4);
  t.backend.clock.advance(Math.round((Date.parse(`${year}-${monthDay}T12:00:00Z`) - t.backend.clock.now()) / 1000));
}

// "With no offer year, next year's premiums are unknown and adding is blocked": the tests add in the offer period
beforeEach(() => {
  if (yearForOfferedAgreement(t.backend.clock.today()) === null) moveTo('11-20');
});

function household(username: string) {
  const state = t.backend.store.read();
  const account = state.accounts.find((entry) => entry.username === username)!;
  const main = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  const partner = state.customers.find((entry) => entry.agreementId === main.agreementId && entry.role === 'P');
  return { main, partner, agreementId: main.agreementId };
}

function daysAgo(days: number): string {
  return formatSubmittedDate(new Date(t.backend.clock.now() - days * 86_400_000));
}

const newborn = () => ({
  id: 'persoon-1',
  initials: 'L.',
  firstName: 'Lotte',
  prefix: '',
  lastName: 'Jansen',
  birthNamePrefix: '',
  birthName: '',
  emailAddress: '',
  emailAddressConfirmation: '',
  birthDate: daysAgo(30),
  gender: 'F',
  isPartner: false,
  socialSecurityNumber: '999990019',
  nationality: 'NL',
  startDate: '',
});

describe('Adding insured persons (spec 02 §4 "Adding insured", §5 "Policy and add insured")', () => {
  test('social-security-number-in-use: true for an insured person of the agreement, false for a new one; 400 for a wrong BSN, 404 for another agreement', async () => {
    const { agreementId, partner } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const inUse = await t.call('POST', `/api/Agreement/${agreementId}/social-security-number-in-use`, { token, body: { socialSecurityNumber: partner!.socialSecurityNumber } });
    expect(inUse).toMatchObject({ status: 200, json: true });
    const free = await t.call('POST', `/api/Agreement/${agreementId}/social-security-number-in-use`, { token, body: { socialSecurityNumber: '999990019' } });
    expect(free).toMatchObject({ status: 200, json: false });
    const wrong = await t.call('POST', `/api/Agreement/${agreementId}/social-security-number-in-use`, { token, body: { socialSecurityNumber: '123456789' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toContain('bsn-invalid');
    const other = household('buitenland').agreementId;
    expect((await t.call('POST', `/api/Agreement/${other}/social-security-number-in-use`, { token, body: { socialSecurityNumber: '999990019' } })).status).toBe(404);
  });

  test('the cards of a newborn: basic free, no dental; validate gives the premium; save stores the person in progress on the overview', async () => {
    const { agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const cards = await t.call('POST', '/api/Contract/GetContractCardsForNewlyInsuredPersons', { token, body: { agreementId, newlyInsuredPersons: [newborn()] } });
    expect(cards.status).toBe(200);
    expect(cards.json.insuredPersons).toEqual([expect.objectContaining({ customerNumber: 'persoon-1', isAdult: false })]);
    const dental = cards.json.contractCards.find((group: { key: string }) => group.key === 'dental');
    expect(dental.cards.every((card: { insuredPersons: unknown[] }) => card.insuredPersons.length === 0)).toBe(true);
    const validated = await t.call('POST', '/api/Contract/validate', { token, body: { agreementId, startDate: daysAgo(30), newlyInsuredPersons: [newborn()], chosenInsurances: [] } });
    expect(validated.status).toBe(200);
    expect(validated.json.premiumOverview[0]).toMatchObject({ customerNumber: 'persoon-1', before: { totalNettoPremiumMonth: 0 } });
    const saved = await t.call('POST', '/api/Contract/SaveContractCardsForNewlyInsuredPersons', { token, body: { agreementNumber: agreementId, newlyInsuredPersons: [newborn()], chosenInsurances: [] } });
    expect(saved.status).toBe(200);
    // within 4 months a newborn is insured from birth
    expect(saved.json.newlyInsuredPersons[0].startDate).toBe(daysAgo(30));
    const year = Number(t.backend.clock.today().slice(0, 4));
    const details = await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${year}`, { token });
    const mine = details.json.find((entry: { agreementId: string }) => entry.agreementId === agreementId);
    expect(mine.newlyInsuredPersonsInProgress).toEqual([{ initials: 'L.', fullLastName: 'Jansen', birthDate: daysAgo(30), role: 'M' }]);
    // the same BSN again is in use now
    const again = await t.call('POST', '/api/Contract/SaveContractCardsForNewlyInsuredPersons', { token, body: { agreementNumber: agreementId, newlyInsuredPersons: [newborn()], chosenInsurances: [] } });
    expect(again.status).toBe(400);
    expect(again.json.message).toContain(ADD_INSURED_MESSAGES.bsnInUse);
    expect(t.backend.store.read().newlyInsuredPersons).toHaveLength(1);
  });

  test('a second partner is refused and nothing is stored; a co-insured user is refused before the body', async () => {
    const { agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const partner = { ...newborn(), isPartner: true, birthDate: '1990-01-01', startDate: t.backend.clock.today() };
    const refused = await t.call('POST', '/api/Contract/SaveContractCardsForNewlyInsuredPersons', { token, body: { agreementNumber: agreementId, newlyInsuredPersons: [partner], chosenInsurances: [] } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain('partner-already-insured');
    expect(t.backend.store.read().newlyInsuredPersons ?? []).toHaveLength(0);
    const coInsured = await t.accessToken('medeverzekerde');
    const answer = await t.call('POST', '/api/Contract/SaveContractCardsForNewlyInsuredPersons', { token: coInsured, body: 'not even an object' });
    expect(answer.status).toBe(403);
  });

  test('an adult partner gets the basic insurance of the main insured and may choose dental; a missing basic insurance is refused', async () => {
    const { agreementId } = household('buitenland');
    const token = await t.accessToken('buitenland');
    const partner = { ...newborn(), firstName: 'Pieter', initials: 'P.', isPartner: true, gender: 'M', birthDate: '1985-03-04', startDate: t.backend.clock.today() };
    const cards = await t.call('POST', '/api/Contract/GetContractCardsForNewlyInsuredPersons', { token, body: { agreementId, newlyInsuredPersons: [partner] } });
    expect(cards.status).toBe(200);
    const basic = cards.json.contractCards.find((group: { key: string }) => group.key === 'basic');
    const selected = basic.cards.filter((card: { insuredPersons: { isSelected: boolean }[] }) => card.insuredPersons[0]?.isSelected);
    expect(selected).toHaveLength(1);
    const dental = cards.json.contractCards.find((group: { key: string }) => group.key === 'dental');
    expect(dental.cards.some((card: { insuredPersons: unknown[] }) => card.insuredPersons.length === 1)).toBe(true);
    const none = await t.call('POST', '/api/Contract/SaveContractCardsForNewlyInsuredPersons', {
      token,
      body: { agreementNumber: agreementId, newlyInsuredPersons: [partner], chosenInsurances: [{ customerNumber: 'persoon-1', productComponentCodes: [] }] },
    });
    expect(none.status).toBe(400);
    expect(none.json.packageTypes).toEqual(['Basisverzekering']);
    expect(t.backend.store.read().newlyInsuredPersons ?? []).toHaveLength(0);
  });

  test('a package with medical selection (h-newins): saved only with the approved questionnaire sent with the forms; it is kept with the person', async () => {
    const { agreementId } = household('buitenland');
    const token = await t.accessToken('buitenland');
    const partner = { ...newborn(), firstName: 'Pieter', initials: 'P.', isPartner: true, gender: 'M', birthDate: '1985-03-04', startDate: t.backend.clock.today() };
    const healthy = {
      orthodonticsWithinTwoYears: false, dentistLastTwoYears: true, hasCongenitalDentalDefect: false, congenitalDentalDefectMessage: '', extracted4OrMoreTeeth: false,
      numberOfMissingTeeth: 0, expectsToHaveOneOfFollowingTreatments: [], doesNotExpectTreatment: true, acceptedTermsAndConditions: true, acceptanceDate: t.backend.clock.today(),
    };
    const basic = (await t.call('POST', '/api/Contract/GetContractCardsForNewlyInsuredPersons', { token, body: { agreementId, newlyInsuredPersons: [partner] } })).json.contractCards
      .find((group: { key: string }) => group.key === 'basic').cards.find((card: { insuredPersons: { isSelected: boolean }[] }) => card.insuredPersons[0]?.isSelected).productComponentCode as string;
    const save = (medicalSelection: unknown) =>
      t.call('POST', '/api/Contract/SaveContractCardsForNewlyInsuredPersons', {
        token,
        body: { agreementNumber: agreementId, newlyInsuredPersons: [{ ...partner, medicalSelection }], chosenInsurances: [{ customerNumber: 'persoon-1', productComponentCodes: [basic, 'TG3'] }] },
      });
    for (const refused of [null, { ...healthy, numberOfMissingTeeth: 5 }]) {
      const answer = await save(refused);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(CONTRACT_MESSAGES.medicalSelection);
    }
    expect((await save({ ...healthy, numberOfMissingTeeth: 'veel' })).status).toBe(400);
    expect(t.backend.store.read().newlyInsuredPersons ?? []).toHaveLength(0);
    const saved = await save(healthy);
    expect(saved.status).toBe(200);
    const [record] = t.backend.store.read().newlyInsuredPersons!;
    expect(record).toMatchObject({ productComponentCodes: expect.arrayContaining(['TG3']), medicalSelection: { numberOfMissingTeeth: 0, doesNotExpectTreatment: true } });
  });

  test('no offer year: adding is blocked (400 naming the rule)', async () => {
    moveTo('06-15');
    const { agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const answer = await t.call('POST', '/api/Contract/GetContractCardsForNewlyInsuredPersons', { token, body: { agreementId, newlyInsuredPersons: [newborn()] } });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(ADD_INSURED_MESSAGES.noOfferYear);
  });
});
