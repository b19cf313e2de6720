// @vitest-environment node
import { beforeEach, describe, expect, test } from 'vitest';
import { formatSubmittedDate } from '../domain/calendar';
import { ADD_INSURED_MESSAGES } from './areas/add-insured';
import { CONTRACT_MESSAGES } from './areas/contract-cards';
import { yearForOfferedAgreement } from './areas/agreement';
import { createSeed } from './seed';
import { useTestBackend } from './test-support';

const t = useTestBackend();

/** Moves the clock to a day of this year (12:00 UTC) when today is another. */
function moveTo(monthDay: string): void {
  const year = t.backend.clock.today().slice(0, 4);
  t.backend.clock.advance(Math.round((Date.parse(`${year}-${monthDay}T12:00:00Z`) - t.backend.clock.now()) / 1000));
}

/** Moves the clock to noon of a date (any year) and seeds the data as on that day, as a fresh data file made then. */
function seedOn(date: string): void {
  t.backend.clock.advance(Math.round((Date.parse(`${date}T12:00:00Z`) - t.backend.clock.now()) / 1000));
  t.backend.store.replace(createSeed(t.backend.clock.today()));
}

// the tests below this one add in the offer period unless they move the clock themselves
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
  role: 'M',
  isBornRecently: true,
  socialSecurityNumber: '999990019',
  nationality: 'NL',
  startDate: '',
});

describe('Adding insured persons (spec 02 §4 "Adding insured", §5 "Policy and add insured")', () => {
  // the request appears on mijn-aanvragen (GET Request/GetRequests) like every other request, its reference the saved person's id
  test('a saved newborn is a request on Mijn aanvragen: kind add-insured, role as flow, the new person named, in progress, its reference the id the save answered', async () => {
    const { agreementId, main } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const saved = await t.call('POST', '/api/Contract/SaveContractCardsForNewlyInsuredPersons', { token, body: { agreementNumber: agreementId, newlyInsuredPersons: [newborn()], chosenInsurances: [] } });
    expect(saved.status).toBe(200);
    const reference = saved.json.newlyInsuredPersons[0].id as string;
    const requests = await t.call('GET', '/api/Request/GetRequests', { token });
    expect(requests.json[0]).toMatchObject({ requestId: reference, kind: 'add-insured', flow: 'M', customerNumber: main.customerNumber, fullName: 'L. Jansen', status: 'in-progress' });
    // not for the account of another household
    const partner = await t.accessToken('medeverzekerde');
    expect(((await t.call('GET', '/api/Request/GetRequests', { token: partner })).json as { requestId: string }[]).some((item) => item.requestId === reference)).toBe(false);
  });

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

  test('the cards of a newborn: basic free, no dental offer (the parent\'s dental package free, shown, not choosable); validate gives the premium; save stores the person in progress on the overview', async () => {
    const { agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const cards = await t.call('POST', '/api/Contract/GetContractCardsForNewlyInsuredPersons', { token, body: { agreementId, newlyInsuredPersons: [newborn()] } });
    expect(cards.status).toBe(200);
    expect(cards.json.insuredPersons).toEqual([expect.objectContaining({ customerNumber: 'persoon-1', isAdult: false })]);
    const dental = cards.json.contractCards.find((group: { key: string }) => group.key === 'dental');
    // "Dental cards … offered only to those aged 18 or over": nothing to choose; what stays is the parent's dental package, free
    expect(dental.cards.flatMap((card: { insuredPersons: unknown[] }) => card.insuredPersons)).toEqual([
      expect.objectContaining({ customerNumber: 'persoon-1', netPremiumWithDiscount: 0, isSelected: true, isDisabled: true }),
    ]);
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
    const partner = { ...newborn(), role: 'P', isBornRecently: false, birthDate: '1990-01-01', startDate: t.backend.clock.today() };
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
    const partner = { ...newborn(), firstName: 'Pieter', initials: 'P.', role: 'P', isBornRecently: false, gender: 'M', birthDate: '1985-03-04', startDate: t.backend.clock.today() };
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

  test('"Defaulters cannot edit the policy": a person is not added to the policy of a defaulter, and nothing is stored', async () => {
    const { agreementId } = household('wanbetaler');
    const token = await t.accessToken('wanbetaler');
    for (const path of ['GetContractCardsForNewlyInsuredPersons', 'SaveContractCardsForNewlyInsuredPersons']) {
      const refused = await t.call('POST', `/api/Contract/${path}`, { token, body: { agreementId, agreementNumber: agreementId, newlyInsuredPersons: [newborn()], chosenInsurances: [] } });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(CONTRACT_MESSAGES.paymentDeficit);
    }
    expect(t.backend.store.read().newlyInsuredPersons ?? []).toHaveLength(0);
  });

  // spec 02 §2: "verzekerde-bijschrijven | add insured person; also requires the user to have a basic insurance"
  test('a user without a basic insurance is refused as the route is, on both calls of the flow, and nothing is stored', async () => {
    const { agreementId } = household('hoofdverzekerde');
    t.backend.store.update((state) => {
      for (const agreement of state.agreements) agreement.hasBasicInsurance = false;
    });
    const token = await t.accessToken('hoofdverzekerde');
    for (const path of ['GetContractCardsForNewlyInsuredPersons', 'SaveContractCardsForNewlyInsuredPersons']) {
      const refused = await t.call('POST', `/api/Contract/${path}`, { token, body: { agreementId, agreementNumber: agreementId, newlyInsuredPersons: [newborn()], chosenInsurances: [] } });
      expect(refused.status, path).toBe(400);
      expect(refused.json.message).toBe(ADD_INSURED_MESSAGES.noBasicInsurance);
    }
    expect(t.backend.store.read().newlyInsuredPersons ?? []).toHaveLength(0);
  });

  test('"Only one partner per agreement and none if one exists": a partner being added counts, so a second one is refused', async () => {
    const { agreementId } = household('buitenland');
    const token = await t.accessToken('buitenland');
    const partner = { ...newborn(), firstName: 'Pieter', initials: 'P.', role: 'P', isBornRecently: false, gender: 'M', birthDate: '1985-03-04', startDate: t.backend.clock.today() };
    const basic = (await t.call('POST', '/api/Contract/GetContractCardsForNewlyInsuredPersons', { token, body: { agreementId, newlyInsuredPersons: [partner] } })).json.contractCards
      .find((group: { key: string }) => group.key === 'basic').cards.find((card: { insuredPersons: { isSelected: boolean }[] }) => card.insuredPersons[0]?.isSelected).productComponentCode as string;
    const save = (person: typeof partner) =>
      t.call('POST', '/api/Contract/SaveContractCardsForNewlyInsuredPersons', {
        token,
        body: { agreementNumber: agreementId, newlyInsuredPersons: [person], chosenInsurances: [{ customerNumber: 'persoon-1', productComponentCodes: [basic] }] },
      });
    expect((await save(partner)).status).toBe(200);
    const second = await save({ ...partner, firstName: 'Paul', socialSecurityNumber: '111222333', birthDate: '1986-05-06' });
    expect(second.status).toBe(400);
    expect(second.json.message).toContain('partner-already-insured');
    expect(t.backend.store.read().newlyInsuredPersons).toHaveLength(1);
    // the agreement's details name the partner in progress: the portal judges the same from them
    const details = await t.call('GET', `/api/Agreement/getAgreementDetailsForYear?year=${t.backend.clock.today().slice(0, 4)}`, { token });
    const own = details.json.find((agreement: { agreementId: string }) => agreement.agreementId === agreementId);
    expect(own.newlyInsuredPersonsInProgress).toEqual([expect.objectContaining({ role: 'P' })]);
  });

  test('a package with medical selection (h-newins): saved only with the approved questionnaire sent with the forms; it is kept with the person', async () => {
    const { agreementId } = household('buitenland');
    const token = await t.accessToken('buitenland');
    const partner = { ...newborn(), firstName: 'Pieter', initials: 'P.', role: 'P', isBornRecently: false, gender: 'M', birthDate: '1985-03-04', startDate: t.backend.clock.today() };
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

  // issue 32 point 9: "With no offer year, next year's premiums are unknown and adding is blocked" holds for a start date in next
  // year only; a newborn is added at this year's premiums on every day of the year. Point 8: only a newborn (within 4 months of
  // birth) starts before today. Each row is a data file made on that day, the fake clock on that day.
  test.for([
    { day: '1 January', date: '2027-01-01', offered: true },
    { day: '29 February', date: '2028-02-29', offered: false },
    { day: '15 June', date: '2027-06-15', offered: false },
    { day: '3 November, before next year is offered', date: '2026-11-03', offered: false },
    { day: '29 November', date: '2026-11-29', offered: true },
    { day: '31 December', date: '2026-12-31', offered: true },
  ])('$day: a newborn is added at this year\'s premiums from birth; an older child not before today', async ({ date }) => {
    seedOn(date);
    const thisYear = Number(date.slice(0, 4));
    const { agreementId } = household('hoofdverzekerde');
    const token = await t.accessToken('hoofdverzekerde');
    const save = (person: Record<string, unknown>) =>
      t.call('POST', '/api/Contract/SaveContractCardsForNewlyInsuredPersons', { token, body: { agreementNumber: agreementId, newlyInsuredPersons: [person], chosenInsurances: [] } });
    const baby = { ...newborn(), birthDate: daysAgo(20) };
    const cards = await t.call('POST', '/api/Contract/GetContractCardsForNewlyInsuredPersons', { token, body: { agreementId, newlyInsuredPersons: [baby] } });
    expect(cards.status).toBe(200);
    expect(cards.json.year).toBe(thisYear);

    // older than 4 months: a start before today is refused with the rule's Dutch text, and nothing is stored
    const older = { ...newborn(), id: 'persoon-2', socialSecurityNumber: '999990020', birthDate: daysAgo(200), isBornRecently: false, startDate: daysAgo(1) };
    const early = await save(older);
    expect(early.status).toBe(400);
    expect(early.json.message).toMatch(/^De ingangsdatum mag niet vóór vandaag liggen\..*\(start-date-before-today; persons\.0\.startDate\)$/);
    // claiming the newborn's start for a child of 200 days is refused too
    const claimed = await save({ ...older, isBornRecently: true, startDate: '' });
    expect(claimed.status).toBe(400);
    expect(claimed.json.message).toContain('(born-recently-mismatch; persons.0.isBornRecently)');
    expect(t.backend.store.read().newlyInsuredPersons ?? []).toHaveLength(0);

    const saved = await save(baby);
    expect(saved.status).toBe(200);
    expect(saved.json.newlyInsuredPersons[0].startDate).toBe(daysAgo(20));
    expect(t.backend.store.read().newlyInsuredPersons).toEqual([expect.objectContaining({ year: thisYear, startDate: daysAgo(20), role: 'M' })]);
    const today = await save({ ...older, startDate: t.backend.clock.today() });
    expect(today.status).toBe(200);
  });

  test.for([
    { day: '3 November: next year not offered yet', date: '2026-11-03', status: 400 },
    { day: '15 June', date: '2027-06-15', status: 400 },
    { day: '29 November: next year offered', date: '2026-11-29', status: 200 },
    { day: '31 December', date: '2026-12-31', status: 200 },
  ])('$day: a partner from 1 January next year: $status', async ({ date, status }) => {
    seedOn(date);
    const nextYear = Number(date.slice(0, 4)) + 1;
    const { agreementId } = household('buitenland');
    const token = await t.accessToken('buitenland');
    const partner = { ...newborn(), firstName: 'Pieter', initials: 'P.', role: 'P', isBornRecently: false, gender: 'M', birthDate: '1985-03-04', startDate: `${nextYear}-01-01` };
    const cards = await t.call('POST', '/api/Contract/GetContractCardsForNewlyInsuredPersons', { token, body: { agreementId, newlyInsuredPersons: [partner] } });
    expect(cards.status).toBe(status);
    if (status === 400) expect(cards.json.message).toBe('De premies voor volgend jaar zijn nog niet bekend. Kies een ingangsdatum in dit jaar. (start-date-no-offer-year; persons.0.startDate)');
    // next year's premiums for a start next year
    else expect(cards.json.year).toBe(nextYear);
  });

  test('"Child under 16 check from birth date": a co-insured of 16 is refused (own account), the partner role and a missing role too', async () => {
    const { agreementId } = household('buitenland');
    const token = await t.accessToken('buitenland');
    const sixteen = { ...newborn(), isBornRecently: false, birthDate: `${Number(t.backend.clock.today().slice(0, 4)) - 16}-01-01`, startDate: t.backend.clock.today() };
    const cards = (person: Record<string, unknown>) => t.call('POST', '/api/Contract/GetContractCardsForNewlyInsuredPersons', { token, body: { agreementId, newlyInsuredPersons: [person] } });
    const refused = await cards(sixteen);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Het kind moet jonger zijn dan 16 jaar. (child-not-under-16; persons.0.birthDate)');
    expect((await cards({ ...sixteen, role: '' })).json.message).toContain('(choice-required; persons.0.role)');
    expect((await cards({ ...sixteen, role: 'H' })).status).toBe(400);
    expect((await cards({ ...sixteen, isBornRecently: 'ja' })).status).toBe(400);
  });
});
