// @vitest-environment node
import { compareSync } from 'bcryptjs';
import { isValidIBAN } from 'ibantools';
import { describe, expect, test } from 'vitest';
import { parseCalendarDate } from '../domain/calendar';
import { INVOICE_STATUS_ID } from '../domain/insurance';
import { ageOn } from '../domain/people';
import { isValidBsn, isValidDutchPostalCode, isValidEmail, isValidIban, isValidPhoneNumber } from '../domain/validation';
import { createClock } from './clock';
import { DEMO_PASSWORD, createSeed, type DbState } from './seed';
import { addDays, addMonths } from './seed/dates';
import { CO_INSURED_PERMISSIONS, DEMO_ACCOUNTS, FORMER_AGREEMENT, MAIN_INSURED_PERMISSIONS } from './seed/people';

const TODAY = '2026-01-26';
const seed = createSeed(TODAY);

const accountOf = (state: DbState, username: string) => {
  const account = state.accounts.find((entry) => entry.username === username);
  if (!account) throw new Error(`no account ${username}`);
  const customer = state.customers.find((entry) => entry.customerNumber === account.customerNumber)!;
  const agreement = state.agreements.find((entry) => entry.agreementId === customer.agreementId)!;
  return { account, customer, agreement };
};
const age = (birthDate: string, today = TODAY) => ageOn(parseCalendarDate(birthDate)!, parseCalendarDate(today)!);

describe('determinism', () => {
  test('two seeds for the same date are equal', () => {
    expect(createSeed(TODAY)).toEqual(seed);
    const today = createClock().today();
    expect(createSeed(today)).toEqual(createSeed(today));
  });

  test('the people stay the same on another date, the dates move along', () => {
    const later = createSeed('2026-06-30');
    expect(later.meta.seedDate).toBe('2026-06-30');
    expect(later.customers.map((customer) => customer.customerNumber)).toEqual(seed.customers.map((customer) => customer.customerNumber));
    expect(later.customers[0]?.birthDate).not.toBe(seed.customers[0]?.birthDate);
  });

  test.for(['2028-02-29', '2024-12-31', '2030-01-01'])('seeds on %s', (day) => {
    const state = createSeed(day);
    expect(state.accounts).toHaveLength(DEMO_ACCOUNTS.length);
    expect(age(accountOf(state, 'medeverzekerde').customer.birthDate, day)).toBe(17);
  });
});

describe('realistic Dutch data', () => {
  test('BSNs pass the 11-test and are unique', () => {
    const bsns = seed.customers.map((customer) => customer.socialSecurityNumber);
    expect(bsns.every(isValidBsn)).toBe(true);
    expect(new Set(bsns).size).toBe(bsns.length);
  });

  test('IBANs are Dutch with a correct mod-97 check (domain and ibantools agree); only the acceptgiro household has none', () => {
    const unknown = seed.agreements.filter((agreement) => agreement.paymentDetails.ibanPayedByInsured === '');
    expect(unknown.map((agreement) => agreement.paymentDetails.paymentMethod)).toEqual(['Mail']);
    const ibans = seed.agreements
      .flatMap((agreement) => [agreement.paymentDetails.ibanPayedByInsured, agreement.paymentDetails.ibanReceivedByInsured, agreement.paymentDetails.ibanExcess])
      .filter((iban) => iban !== '');
    for (const iban of ibans) {
      expect(iban).toMatch(/^NL\d{2}[A-Z]{4}\d{10}$/);
      expect(isValidIban(iban)).toBe(true);
      expect(isValidIBAN(iban)).toBe(true);
    }
  });

  test('Dutch postal codes are well-formed and use only the letters in use', () => {
    const dutch = seed.customers.filter((customer) => customer.address.country === 'NL');
    expect(dutch.length).toBeGreaterThan(0);
    for (const { address } of dutch) {
      expect(isValidDutchPostalCode(address.postalCode)).toBe(true);
      expect(address.postalCode).toMatch(/^[1-9]\d{3} [A-EGHJ-NPRSTVWXZ]{2}$/);
      expect(address.postalCode).not.toMatch(/S[ADS]$/);
    }
  });

  test('phone numbers are valid; mobiles start with +316', () => {
    const phones = seed.customers.map((customer) => customer.phoneNumber).filter((phone): phone is string => phone !== null);
    expect(phones.every((phone) => isValidPhoneNumber(phone))).toBe(true);
    expect(phones.filter((phone) => phone.startsWith('+316')).length).toBeGreaterThan(3);
  });

  test('e-mail addresses are valid and at example domains', () => {
    const emails = seed.customers.map((customer) => customer.emailAddress).filter((email): email is string => email !== null);
    expect(emails.every(isValidEmail)).toBe(true);
    expect(emails.every((email) => /@example\.(nl|com|org)$/.test(email))).toBe(true);
  });
});

describe('demo accounts', () => {
  test('all eleven exist with the demo password (bcrypt)', () => {
    expect(seed.accounts.map((account) => account.username)).toEqual([
      'hoofdverzekerde', 'medeverzekerde', 'wanbetaler', 'buitenland', 'zondertelefoon', 'nietgeactiveerd', 'tijdelijkwachtwoord', 'tweeovereenkomsten', 'oudeovereenkomst', 'lopenderegeling', 'faillissement',
    ]);
    expect(DEMO_ACCOUNTS.map((demo) => demo.username).toSorted()).toEqual(seed.accounts.map((account) => account.username).toSorted());
    for (const account of seed.accounts) {
      expect(account.passwordHash).toMatch(/^\$2b\$08\$/);
      expect(compareSync(DEMO_PASSWORD, account.passwordHash)).toBe(true);
    }
  });

  test('main insured accounts get every code except admin', () => {
    for (const username of ['hoofdverzekerde', 'wanbetaler', 'buitenland', 'zondertelefoon', 'nietgeactiveerd', 'tijdelijkwachtwoord', 'oudeovereenkomst', 'lopenderegeling', 'tweeovereenkomsten', 'faillissement']) {
      expect(accountOf(seed, username).account.permissions).toEqual(MAIN_INSURED_PERMISSIONS);
    }
    expect(MAIN_INSURED_PERMISSIONS).toHaveLength(29);
    expect(MAIN_INSURED_PERMISSIONS).not.toContain('admin');
  });

  test('hoofdverzekerde: main insured with partner and two children under 16 on one agreement', () => {
    const { customer, agreement } = accountOf(seed, 'hoofdverzekerde');
    expect(customer.role).toBe('H');
    const members = agreement.agreementParticipants.map((entry) => seed.customers.find((c) => c.customerNumber === entry.customerNumber)!);
    expect(members.map((member) => member.role)).toEqual(['H', 'P', 'M', 'M']);
    expect(members.filter((member) => member.role === 'M').every((child) => age(child.birthDate) < 16)).toBe(true);
    expect(agreement.mainCustomerNumber).toBe(customer.customerNumber);
  });

  test('hoofdverzekerde (issue 14): direct debit, monthly, from a known IBAN; post on paper', () => {
    const { account, agreement } = accountOf(seed, 'hoofdverzekerde');
    expect(agreement.paymentDetails).toMatchObject({ paymentMethod: 'DirectDebit', paymentTerm: 1, hasMandatoryDirectDebit: false });
    expect(isValidIban(agreement.paymentDetails.ibanPayedByInsured)).toBe(true);
    expect(account.contactPreference).toBe('paper');
  });

  test('hoofdverzekerde: open invoices 1, 2, 3 and paid ones over three years, plus one older', () => {
    const { customer } = accountOf(seed, 'hoofdverzekerde');
    const invoices = seed.invoices.filter((invoice) => invoice.customerNumber === customer.customerNumber);
    expect(new Set(invoices.map((invoice) => invoice.statusId))).toEqual(new Set([1, 2, 3, 9]));
    const years = new Set(invoices.filter((invoice) => invoice.statusId === 9).map((invoice) => Number(invoice.invoiceDate.slice(0, 4))));
    expect([...years].sort()).toEqual([2023, 2024, 2025]);
    expect(invoices.filter((invoice) => invoice.invoiceDate.startsWith('2026'))).not.toHaveLength(0);
    expect(invoices.find((invoice) => invoice.statusId === 1)).toMatchObject({ status: 'Openstaand', remaining: expect.any(Number), paymentDate: null });
    for (const invoice of invoices) {
      expect(invoice.remaining).toBe(invoice.statusId === 9 ? 0 : invoice.amount);
    }
  });

  // spec 02 §9 "Premium collected around the 28th (the Friday before if on a weekend)": a direct-debit bill is
  // collected on that day, and never paid on a day still to come
  test.for([
    { today: '2026-12-02', december: { remaining: 'amount', paymentDate: null } },
    { today: '2026-12-27', december: { remaining: 'amount', paymentDate: null } },
    { today: '2026-12-28', december: { remaining: 0, paymentDate: '2026-12-28' } },
  ] as const)('a direct-debit household on $today: December collected on the 28th, November on its collection day', ({ today, december }) => {
    const state = createSeed(today);
    const { customer } = accountOf(state, 'buitenland');
    const ofMonth = (month: string) => state.invoices.find((invoice) => invoice.customerNumber === customer.customerNumber && invoice.premiePeriod === month)!;
    const [decemberBill, novemberBill] = [ofMonth('2026-12-01'), ofMonth('2026-11-01')];
    expect(decemberBill.statusId).toBe(INVOICE_STATUS_ID.directDebit);
    expect(decemberBill).toMatchObject({ remaining: december.remaining === 'amount' ? decemberBill.amount : 0, paymentDate: december.paymentDate });
    expect(novemberBill).toMatchObject({ statusId: INVOICE_STATUS_ID.directDebit, remaining: 0, paymentDate: '2026-11-27' });
  });

  // the spring's excess bills (15 March) were drawn paid some days after their date
  test.for(['2026-12-02', '2027-03-16', '2027-03-31'])('on %s no bill was paid on a day still to come', (today) => {
    const late = createSeed(today).invoices.filter((invoice) => invoice.paymentDate !== null && invoice.paymentDate > today);
    expect(late.map((invoice) => `${invoice.description}: ${invoice.paymentDate}`)).toEqual([]);
  });

  test('hoofdverzekerde: unread documents within and before the 6-month window; handled and in-progress declarations', () => {
    const { customer } = accountOf(seed, 'hoofdverzekerde');
    const sixMonthsAgo = addMonths(TODAY, -6);
    const unread = seed.documents.filter((doc) => doc.ownerCustomerNumber === customer.customerNumber && !doc.hasBeenRead);
    expect(unread.filter((doc) => doc.publicationDate.slice(0, 10) >= sixMonthsAgo).length).toBeGreaterThanOrEqual(3);
    expect(unread.filter((doc) => doc.publicationDate.slice(0, 10) < sixMonthsAgo).length).toBeGreaterThanOrEqual(1);
    const declarations = seed.declarations.filter((declaration) => declaration.ownerCustomerNumber === customer.customerNumber);
    expect(declarations.filter((declaration) => declaration.status === 0 && declaration.statusName === 'Afgehandeld').length).toBeGreaterThan(2);
    expect(declarations.filter((declaration) => declaration.status === 1)).toHaveLength(1);
  });

  test('medeverzekerde: co-insured of 17 with co-insured codes, on an agreement whose main insured has no account', () => {
    const { account, customer, agreement } = accountOf(seed, 'medeverzekerde');
    expect(customer.role).toBe('M');
    expect(age(customer.birthDate)).toBe(17);
    expect(account.permissions).toEqual(CO_INSURED_PERMISSIONS);
    expect(seed.accounts.some((entry) => entry.customerNumber === agreement.mainCustomerNumber)).toBe(false);
    expect(seed.documents.some((doc) => doc.ownerCustomerNumber === customer.customerNumber)).toBe(true);
    expect(seed.declarations.some((declaration) => declaration.ownerCustomerNumber === customer.customerNumber)).toBe(true);
  });

  test('wanbetaler: defaulter with notice, summons, collection agency, debt relief and a payment arrangement', () => {
    const { customer } = accountOf(seed, 'wanbetaler');
    expect(customer.isDefaulter).toBe(true);
    const statuses = new Set(seed.invoices.filter((invoice) => invoice.customerNumber === customer.customerNumber).map((invoice) => invoice.statusId));
    for (const statusId of [3, 4, 5, 6, 7]) expect(statuses).toContain(statusId);
    // issue 33 point 4: one premium in a debt-relief programme, still wholly owed, never paid
    const inDebtRelief = seed.invoices.filter((invoice) => invoice.customerNumber === customer.customerNumber && invoice.statusId === 7);
    expect(inDebtRelief).toEqual([expect.objectContaining({ status: 'Schuldhulptraject', remaining: inDebtRelief[0]!.amount, paymentDate: null })]);
    expect(inDebtRelief[0]!.amount).toBeGreaterThan(0);
    // a running arrangement, and one request not yet processed (issue 14)
    expect(seed.paymentArrangements.filter((arrangement) => arrangement.customerNumber === customer.customerNumber).map((arrangement) => arrangement.isProcessed)).toEqual([true, false]);
    expect(customer.phoneNumber).toMatch(/^\+3120/);
  });

  // the e2e of betalingsregeling failed from 1 January to 14 March: the request was for last year's excess, which is
  // invoiced on 15 March
  test.for([
    { today: '2027-01-01', excessOf: 2025 },
    { today: '2027-03-14', excessOf: 2025 },
    { today: '2027-03-15', excessOf: 2026 },
    { today: '2027-12-31', excessOf: 2026 },
  ])('wanbetaler on $today: the unprocessed request is for the newest excess, of $excessOf, in summons', ({ today, excessOf }) => {
    const state = createSeed(today);
    const { customer } = accountOf(state, 'wanbetaler');
    const [request, ...more] = state.paymentArrangements.filter((arrangement) => arrangement.customerNumber === customer.customerNumber && !arrangement.isProcessed);
    expect(more).toEqual([]);
    const requested = state.invoices.filter((invoice) => request?.invoiceNumbers.includes(invoice.invoiceNumber));
    expect(requested).toEqual([expect.objectContaining({ description: `Eigen risico ${excessOf}`, statusId: INVOICE_STATUS_ID.summons, premiePeriod: null })]);
  });

  test('buitenland lives abroad and needs the insurance-right check', () => {
    const { customer } = accountOf(seed, 'buitenland');
    expect(customer.address.country).not.toBe('NL');
    expect(customer.isInsuranceRightCheckRequired).toBe(true);
    expect(seed.customers.filter((entry) => entry.isInsuranceRightCheckRequired)).toEqual([customer]);
  });

  test('zondertelefoon, nietgeactiveerd, tijdelijkwachtwoord', () => {
    expect(accountOf(seed, 'zondertelefoon').customer).toMatchObject({ phoneNumber: null, emailAddress: null });
    expect(accountOf(seed, 'nietgeactiveerd').account.isActivated).toBe(false);
    expect(accountOf(seed, 'tijdelijkwachtwoord').account).toMatchObject({ shouldResetPassword: true, signedTermsOfAgreement: false });
    expect(seed.accounts.filter((account) => !account.isActivated)).toHaveLength(1);
  });

  test('oudeovereenkomst: a running agreement and a former, ended one before it; nobody else has an ended one', () => {
    const { customer, agreement: current } = accountOf(seed, 'oudeovereenkomst');
    const hers = seed.agreements.filter((entry) => entry.agreementParticipants.some((participant) => participant.customerNumber === customer.customerNumber));
    expect(hers.map((entry) => entry.agreementId)).toEqual([current.agreementId, FORMER_AGREEMENT.agreementId]);
    const former = hers[1]!;
    expect(former).toMatchObject({ hasAgreementEnded: true, paymentDetails: { hasAgreementEnded: true }, endDate: addDays(current.startDate, -1) });
    expect(former.startDate < former.endDate!).toBe(true);
    expect(seed.agreements.filter((entry) => entry.hasAgreementEnded)).toEqual([former]);
    expect(current.hasAgreementEnded).toBe(false);
  });

  test('tweeovereenkomsten: main insured of her own agreement (with her son) and policyholder of her daughter\'s, not insured on it', () => {
    const { customer, agreement: own } = accountOf(seed, 'tweeovereenkomsten');
    const hers = seed.agreements.filter((entry) => entry.agreementParticipants.some((participant) => participant.customerNumber === customer.customerNumber));
    expect(hers.map((entry) => entry.agreementId)).toEqual([own.agreementId, expect.any(String)]);
    const second = hers[1]!;
    expect(second.mainCustomerNumber).toBe(customer.customerNumber);
    expect(second.agreementParticipants.map((entry) => entry.role)).toEqual(['H', 'M']);
    expect(seed.policies.some((policy) => policy.agreementId === second.agreementId && policy.customerNumber === customer.customerNumber)).toBe(false);
    const daughter = seed.customers.find((entry) => entry.customerNumber === second.agreementParticipants[1]!.customerNumber)!;
    expect(age(daughter.birthDate)).toBeLessThan(16);
    expect(daughter.lastName).toBe(customer.lastName);
    // only the daughter is insured on it: this year's, last year's and (born before then, on an agreement that ran) the year before's policy
    const onSecond = seed.policies.filter((policy) => policy.agreementId === second.agreementId);
    expect(onSecond.map((policy) => policy.customerNumber)).toEqual([daughter.customerNumber, daughter.customerNumber, daughter.customerNumber]);
    expect(onSecond.map((policy) => policy.year)).toEqual([0, 1, 2].map((yearsBack) => Number(TODAY.slice(0, 4)) - yearsBack));
    for (const agreement of hers) expect(agreement.hasAgreementEnded).toBe(false);
    expect(seed.invoices.some((entry) => entry.customerNumber === customer.customerNumber)).toBe(false);
  });

  test('the former agreement\'s household comes after every other record (but lopenderegeling\'s and faillissement\'s) and has no invoices (own random source)', () => {
    const { customer } = accountOf(seed, 'oudeovereenkomst');
    expect(seed.customers.at(-3)).toEqual(customer);
    expect(seed.invoices.some((entry) => entry.customerNumber === customer.customerNumber)).toBe(false);
    expect(seed.agreements.slice(-4, -2).map((entry) => entry.mainCustomerNumber)).toEqual([customer.customerNumber, customer.customerNumber]);
  });

  test('lopenderegeling\'s household (issue 14) comes after the others but faillissement\'s, its invoices and arrangement too (own random sources)', () => {
    const { customer, agreement } = accountOf(seed, 'lopenderegeling');
    const bankrupt = accountOf(seed, 'faillissement').customer;
    expect(seed.customers.at(-2)).toEqual(customer);
    expect(seed.agreements.at(-2)).toEqual(agreement);
    const own = seed.invoices.filter((entry) => entry.customerNumber === customer.customerNumber);
    const afterIt = seed.invoices.filter((entry) => entry.customerNumber === bankrupt.customerNumber).length;
    expect(seed.invoices.slice(-own.length - afterIt, -afterIt)).toEqual(own);
    expect(seed.paymentArrangements.at(-1)).toMatchObject({ customerNumber: customer.customerNumber, isProcessed: true });
    expect(new Set(seed.customers.map((entry) => entry.customerNumber)).size).toBe(seed.customers.length);
    expect(new Set(seed.invoices.map((entry) => entry.invoiceNumber)).size).toBe(seed.invoices.length);
  });

  test('faillissement (issue 14): main insured, the premiums of two and three months ago in bankruptcy, the two since open, the rest paid; seeded last from its own random sources', () => {
    const { customer, agreement, account } = accountOf(seed, 'faillissement');
    expect(customer.role).toBe('H');
    expect(agreement.mainCustomerNumber).toBe(customer.customerNumber);
    expect(agreement.agreementParticipants).toHaveLength(1);
    expect(seed.customers.at(-1)).toEqual(customer);
    expect(seed.agreements.at(-1)).toEqual(agreement);
    expect(seed.accounts.at(-1)).toEqual(account);
    const own = seed.invoices.filter((entry) => entry.customerNumber === customer.customerNumber);
    expect(seed.invoices.slice(-own.length)).toEqual(own);
    const months = (statusId: number) => own.filter((entry) => entry.statusId === statusId).map((entry) => entry.premiePeriod);
    // TODAY is 2026-01-26: two and three months ago are November and October 2025
    expect(months(8)).toEqual(['2025-10-01', '2025-11-01']);
    expect(months(1)).toEqual(['2025-12-01', '2026-01-01']);
    expect(own.filter((entry) => entry.statusId === 8).every((entry) => entry.status === 'Faillissement' && entry.remaining === entry.amount && entry.amount >= 50)).toBe(true);
    expect(own.every((entry) => [1, 8, 9].includes(entry.statusId))).toBe(true);
    expect(seed.paymentArrangements.some((entry) => entry.customerNumber === customer.customerNumber)).toBe(false);
  });

  test('news has current, expired and future texts in both languages; the script-tag case is no demo news (issue 12 point 11)', () => {
    const now = TODAY;
    expect(seed.news.some((item) => item.startDate <= now && item.endDate >= now)).toBe(true);
    expect(seed.news.some((item) => item.endDate < now)).toBe(true);
    expect(seed.news.some((item) => item.startDate > now)).toBe(true);
    expect(new Set(seed.news.map((item) => item.language))).toEqual(new Set(['nl-NL', 'en-US']));
    expect(seed.news.some((item) => item.text.includes('<script>'))).toBe(false);
  });

  test('dates are relative to today', () => {
    const later = createSeed(addDays(TODAY, 10));
    expect(later.news[0]?.startDate).toBe(addDays(seed.news[0]!.startDate, 10));
  });
});
