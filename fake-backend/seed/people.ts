/**
 * The demo households: who is insured on which agreement, and which of them
 * has an account. Everything else in the seed (invoices, documents,
 * declarations) hangs off these people. The last household ('registreren')
 * has no account: its main insured is the person a tester registers
 * (REGISTRABLE_PERSON).
 */
import { hashSync } from 'bcryptjs';
import { PERMISSION_CODES, findLabel, type LabelId, type PermissionCode } from '../../domain/access';
import { DEFAULT_PAYMENT_TERM_DISCOUNTS } from '../../domain/insurance';
import { pricePolicy } from './catalogue';
import { addDays, birthDateForAge, yearOf } from './dates';
import { SEED_NUMBER, createSeedRandom, type SeedRandom } from './random';
import type {
  AccountRecord,
  Address,
  AgreementRecord,
  CustomerRecord,
  Gender,
  PaymentDetailsRecord,
  PolicyRecord,
  ProductRecord,
  Role,
} from './schema';

export const DEMO_PASSWORD = 'Welkom01!';
/** bcrypt cost: low so that seeding and logging in stay fast (also for passwords set later) */
export const BCRYPT_COST = 8;

/** Main insured: every code except admin. */
export const MAIN_INSURED_PERMISSIONS: PermissionCode[] = PERMISSION_CODES.filter((code) => code !== 'admin');

/** A co-insured person with an own account (16 or over). */
export const CO_INSURED_PERMISSIONS: PermissionCode[] = [
  'login', 'r-acc', 'u-acc', 'u-pw', 'r-per-det', 'u-per-det', 'r-msg', 'r-dec', 'c-dec', 'r-con', 'c-con',
  'r-com-doc', 'r-ins', 'r-pol-doc', 'c-ehic', 'r-exc', 'r-mem-off', 'c-mem-off-tip', 'c-care-med', 'c-treat-abr',
];

export type DemoUsername =
  | 'hoofdverzekerde'
  | 'medeverzekerde'
  | 'wanbetaler'
  | 'buitenland'
  | 'zondertelefoon'
  | 'nietgeactiveerd'
  | 'tijdelijkwachtwoord'
  | 'oudeovereenkomst'
  | 'lopenderegeling'
  | 'tweeovereenkomsten'
  | 'faillissement';

/** A household's key: the demo username of its account holder, or 'registreren' (nobody has an account yet). */
export type HouseholdKey = DemoUsername | 'registreren';

/**
 * An insured person without an account, with fixed data a tester can type
 * on the registration page (README, start-up banner). Fixed, unlike the
 * other birth dates, which move with the seed date.
 */
export const REGISTRABLE_PERSON = {
  firstName: 'Sanne',
  lastName: 'Visser',
  birthDate: '1991-03-14',
  agreementIdNumber: '40199001',
  suggestedUsername: 'sannevisser',
} as const;

/** What each demo account is for (README, start-up banner). */
export const DEMO_ACCOUNTS: readonly { username: DemoUsername; description: string }[] = [
  { username: 'hoofdverzekerde', description: 'main insured with partner and two children under 16; direct debit, monthly, paper post; open invoices, unread messages, declarations' },
  { username: 'medeverzekerde', description: 'co-insured aged 17 with an own account; co-insured permissions only' },
  { username: 'wanbetaler', description: 'defaulter: notice, summons, collection agency, debt relief, payment arrangement; verification by phone call' },
  { username: 'buitenland', description: 'main insured living in Belgium, aged 44, with a maiden name; insurance-right check required' },
  { username: 'zondertelefoon', description: 'no phone number and no e-mail address known' },
  { username: 'nietgeactiveerd', description: 'account not activated: registering with this username activates it' },
  { username: 'tijdelijkwachtwoord', description: 'temporary password (shouldResetPassword) and terms not signed' },
  { username: 'oudeovereenkomst', description: 'main insured with a running agreement and a former, ended one (read-only payment details)' },
  { username: 'lopenderegeling', description: 'main insured with a running payment arrangement and an open invoice that may be added to it; pays by bills on paper, no IBAN known' },
  { username: 'tweeovereenkomsten', description: 'main insured of two running agreements (her own with a son, her daughter\'s): polis-wijzigen lets choose' },
  { username: 'faillissement', description: 'main insured in bankruptcy: two premium invoices in the bankruptcy, so payment arrangements are disabled' },
];

interface PersonPlan {
  role: Role;
  gender: Gender;
  age: number;
  /** shares the main insured's last name (children) */
  familyName?: boolean;
  contact?: 'mobile' | 'landline' | 'none';
  /** fixed instead of generated (the registrable person) */
  fixed?: { firstName: string; lastName: string; birthDate: string };
  /**
   * uses her partner's name and keeps her own as the maiden name (fixed, so the
   * random sequence of the rest of the seed stays as it was): the full last name
   * becomes 'Jansen-van Leeuwen' (spec 01 §3, issue 21)
   */
  maidenName?: { prefix: string | null; lastName: string };
}

interface AccountPlan {
  username: DemoUsername;
  /** index in `people` of the account holder */
  holder: number;
  permissions: PermissionCode[];
  isActivated?: boolean;
  shouldResetPassword?: boolean;
  signedTermsOfAgreement?: boolean;
  shouldShowDigitalPopup?: boolean;
  shouldVerifyEmailAddress?: boolean;
  /** post on paper instead of digital (default digital) */
  paperContact?: boolean;
  /** bank identity login (iDIN) already activated */
  iDinActive?: boolean;
}

interface HouseholdPlan {
  key: HouseholdKey;
  label: LabelId;
  contractCode: string;
  basicProductCode: string;
  people: PersonPlan[];
  accounts: AccountPlan[];
  abroad?: Address;
  isDefaulter?: boolean;
  isInsuranceRightCheckRequired?: boolean;
  paymentMethod: PaymentDetailsRecord['paymentMethod'];
  /** years the agreement has been running */
  agreementYears: number;
  /** fixed instead of generated (the registrable person's agreement) */
  agreementIdNumber?: string;
  /** false: the insurer knows no IBAN of the household (it pays by bills on paper; a payout needs an account first) */
  isIbanKnown?: false;
}

const HOUSEHOLDS: HouseholdPlan[] = [
  {
    key: 'hoofdverzekerde',
    label: 'zorgzaam',
    contractCode: 'ZZA01',
    basicProductCode: '1114',
    agreementYears: 9,
    // issue 14: direct debit (a known IBAN, so a given mandate), monthly; post on paper, so switching to iDEAL makes it digital
    paymentMethod: 'DirectDebit',
    people: [
      { role: 'H', gender: 'M', age: 42, contact: 'mobile' },
      { role: 'P', gender: 'F', age: 40, contact: 'mobile' },
      { role: 'M', gender: 'F', age: 12, familyName: true, contact: 'none' },
      { role: 'M', gender: 'M', age: 8, familyName: true, contact: 'none' },
    ],
    accounts: [{ username: 'hoofdverzekerde', holder: 0, permissions: MAIN_INSURED_PERMISSIONS, iDinActive: true, paperContact: true }],
  },
  {
    key: 'medeverzekerde',
    label: 'studentenzorg',
    contractCode: 'STZ02',
    basicProductCode: '1116',
    agreementYears: 12,
    paymentMethod: 'DirectDebit',
    people: [
      { role: 'H', gender: 'F', age: 49, contact: 'mobile' },
      { role: 'M', gender: 'M', age: 17, familyName: true, contact: 'mobile' },
      { role: 'M', gender: 'F', age: 13, familyName: true, contact: 'none' },
    ],
    accounts: [{ username: 'medeverzekerde', holder: 1, permissions: CO_INSURED_PERMISSIONS }],
  },
  {
    key: 'wanbetaler',
    label: 'zorgzaam',
    contractCode: 'ZZA01',
    basicProductCode: '1114',
    agreementYears: 4,
    paymentMethod: 'Mail',
    isDefaulter: true,
    people: [{ role: 'H', gender: 'M', age: 35, contact: 'landline' }],
    accounts: [
      { username: 'wanbetaler', holder: 0, permissions: MAIN_INSURED_PERMISSIONS, shouldShowDigitalPopup: true, paperContact: true },
    ],
  },
  {
    key: 'buitenland',
    label: 'zorgcollectief',
    contractCode: 'ZCW03',
    basicProductCode: '1117',
    agreementYears: 6,
    paymentMethod: 'DirectDebit',
    isInsuranceRightCheckRequired: true,
    abroad: {
      street: 'Mechelsesteenweg',
      houseNumber: 112,
      houseNumberAddition: 'bus 3',
      postalCode: '2018',
      city: 'Antwerpen',
      country: 'BE',
    },
    people: [{ role: 'H', gender: 'F', age: 44, contact: 'mobile', maidenName: { prefix: 'van', lastName: 'Leeuwen' } }],
    accounts: [{ username: 'buitenland', holder: 0, permissions: MAIN_INSURED_PERMISSIONS }],
  },
  {
    key: 'zondertelefoon',
    label: 'zorgzaam',
    contractCode: 'ZZA01',
    basicProductCode: '1113',
    agreementYears: 20,
    paymentMethod: 'DirectDebit',
    people: [{ role: 'H', gender: 'F', age: 71, contact: 'none' }],
    accounts: [{ username: 'zondertelefoon', holder: 0, permissions: MAIN_INSURED_PERMISSIONS }],
  },
  {
    key: 'nietgeactiveerd',
    label: 'zorgzaam',
    contractCode: 'ZZA01',
    basicProductCode: '1114',
    agreementYears: 2,
    paymentMethod: 'DirectDebit',
    people: [{ role: 'H', gender: 'M', age: 29, contact: 'mobile' }],
    accounts: [{ username: 'nietgeactiveerd', holder: 0, permissions: MAIN_INSURED_PERMISSIONS, isActivated: false }],
  },
  {
    key: 'tijdelijkwachtwoord',
    label: 'studentenzorg',
    contractCode: 'STZ01',
    basicProductCode: '1115',
    agreementYears: 1,
    paymentMethod: 'DirectDebit',
    people: [{ role: 'H', gender: 'F', age: 22, contact: 'mobile' }],
    accounts: [
      {
        username: 'tijdelijkwachtwoord',
        holder: 0,
        permissions: MAIN_INSURED_PERMISSIONS,
        shouldResetPassword: true,
        signedTermsOfAgreement: false,
      },
    ],
  },
  {
    key: 'registreren',
    label: 'zorgzaam',
    contractCode: 'ZZA01',
    basicProductCode: '1114',
    agreementYears: 3,
    paymentMethod: 'DirectDebit',
    agreementIdNumber: REGISTRABLE_PERSON.agreementIdNumber,
    people: [
      {
        role: 'H',
        gender: 'F',
        age: 34,
        contact: 'mobile',
        fixed: { firstName: REGISTRABLE_PERSON.firstName, lastName: REGISTRABLE_PERSON.lastName, birthDate: REGISTRABLE_PERSON.birthDate },
      },
    ],
    accounts: [],
  },
];

/** A seeded household, for the seeds that hang off it. */
export interface Household {
  key: HouseholdKey;
  label: LabelId;
  agreement: AgreementRecord;
  members: CustomerRecord[];
  /** the account holder's customer (the main insured where nobody has an account) */
  holder: CustomerRecord;
  policiesByCustomer: Map<string, PolicyRecord[]>;
}

export interface PeopleSeed {
  households: Household[];
  customers: CustomerRecord[];
  accounts: AccountRecord[];
  agreements: AgreementRecord[];
  policies: PolicyRecord[];
  /** RUNNING_ARRANGEMENT's household: its invoices and arrangement come from a stream of their own (seed/finance.ts) */
  runningArrangement: Household;
  /** BANKRUPTCY's household: its invoices come from a stream of their own (seed/finance.ts) */
  bankruptcy: Household;
}

const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** bcrypt is slow on purpose; the same salt and password always give the same hash, so resets reuse it. */
const hashCache = new Map<string, string>();

/** A bcrypt hash with a salt from the seeded random source, so the seed stays deterministic. */
function hashPassword(random: SeedRandom, password: string): string {
  const salt = `$2b$${String(BCRYPT_COST).padStart(2, '0')}$${Array.from({ length: 22 }, () => random.pick([...BCRYPT_ALPHABET])).join('')}`;
  const key = `${salt}\u0000${password}`;
  let hash = hashCache.get(key);
  if (!hash) {
    hash = hashSync(password, salt);
    hashCache.set(key, hash);
  }
  return hash;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The product codes of a person's policy; prices and names come from the catalogue (seed/catalogue.ts). */
function productCodesFor(plan: HouseholdPlan, person: PersonPlan, personIndex: number): string[] {
  const codes = [plan.basicProductCode];
  if (plan.key !== 'zondertelefoon' && plan.key !== 'tijdelijkwachtwoord') codes.push('AV2');
  if (plan.key === 'hoofdverzekerde' && personIndex === 0) codes.push('XF1');
  if (plan.key === 'hoofdverzekerde' || plan.key === 'buitenland') codes.push('TG2');
  codes.push('OW385');
  if (plan.key === 'hoofdverzekerde' && person.role === 'H') codes.push('OW500');
  return codes;
}

const PRODUCT_TYPE_NAMES: Record<ProductRecord['typeOfProduct'], string> = {
  MB: 'Basisverzekering',
  AP: 'Aanvullende verzekering',
  XA: 'Extra aanvullende verzekering',
  AE: 'Extra aanvullende verzekering',
  KL: 'Extra aanvullende verzekering',
  ER: 'Extra aanvullende verzekering',
  TA: 'Tandartsverzekering',
  OW: 'Eigen risico',
};

function buildPolicy(input: {
  plan: HouseholdPlan;
  person: PersonPlan;
  personIndex: number;
  customer: CustomerRecord;
  agreementId: string;
  policyNumber: string;
  year: number;
  yearsBack: number;
  startDate: string;
}): PolicyRecord {
  const { plan, person, personIndex, customer, year } = input;
  const ageThatYear = year - yearOf(customer.birthDate) - 1;
  const paymentTerm = 1;
  const priced = pricePolicy({
    codes: productCodesFor(plan, person, personIndex),
    label: plan.label,
    year,
    thisYear: year + input.yearsBack,
    isAdult: ageThatYear >= 18,
    paymentTerm,
  });
  return {
    policyNumber: input.policyNumber,
    customerNumber: customer.customerNumber,
    agreementId: input.agreementId,
    year,
    subContractName: `${findLabel(plan.label).name} ${year}`,
    startDate: input.startDate,
    endDate: `${year}-12-31`,
    paymentTerm,
    discountAmount: priced.premium.discountAmount,
    discountPercentage: priced.premium.discountPercentage,
    totalNettoPremiumMonth: priced.premium.totalNettoPremiumMonth,
    totalNettoPremiumPaymentTerm: priced.premium.totalNettoPremiumPaymentTerm,
    totalGrossPremium: priced.premium.totalGrossPremium,
    totalDiscount: priced.premium.totalDiscount,
    collectivityDiscountAmount: priced.premium.collectivityDiscountAmount,
    additionalDiscountAmount: priced.premium.additionalDiscountAmount,
    excessDiscountAmount: priced.premium.excessDiscountAmount,
    excessAmount: priced.excessAmount,
    products: priced.products,
  };
}

function initialsOf(firstName: string, secondName: string | null): string {
  return [firstName, secondName].filter((name): name is string => Boolean(name)).map((name) => `${name[0]}.`).join('');
}

export function seedPeople(random: SeedRandom, today: string): PeopleSeed {
  const households: Household[] = [];
  const customers: CustomerRecord[] = [];
  const accounts: AccountRecord[] = [];
  const agreements: AgreementRecord[] = [];
  const policies: PolicyRecord[] = [];
  const thisYear = yearOf(today);

  /** One household; `hangsOff` false keeps it out of `households`, so the invoices, declarations and documents seeds pass it by. */
  const seedHousehold = (plan: HouseholdPlan, householdIndex: number, random: SeedRandom, hangsOff = true) => {
    // internal id (used in paths) and the 8-digit agreement number customers know
    const agreementId = String(1_000_000 + householdIndex * 104_729 + random.int(1, 999));
    const agreementIdNumber = plan.agreementIdNumber ?? String(40_100_000 + householdIndex * 7_919 + random.int(1, 999));
    const address = plan.abroad ?? random.dutchAddress();
    const familyName = random.lastName();
    // drawn for every household, so that the streams after it stay the same
    const drawnIban = random.iban();
    const iban = plan.isIbanKnown === false ? '' : drawnIban;

    const members = plan.people.map((person, personIndex): CustomerRecord => {
      const firstName = person.fixed?.firstName ?? random.firstName(person.gender);
      const secondName = !person.fixed && random.int(0, 2) === 0 ? random.firstName(person.gender) : null;
      const ownName = person.fixed
        ? { prefix: null, lastName: person.fixed.lastName }
        : personIndex === 0 || person.familyName
          ? familyName
          : random.lastName();
      const married = person.role === 'P' && person.gender === 'F';
      const phoneNumber =
        person.contact === 'mobile' ? random.mobile() : person.contact === 'landline' ? `+3120${random.digits(7)}` : null;
      return {
        customerNumber: `1${random.digits(8)}`,
        initials: initialsOf(firstName, secondName),
        firstName,
        prefix: ownName.prefix,
        lastName: ownName.lastName,
        prefixBirthName: person.maidenName ? person.maidenName.prefix : married ? ownName.prefix : null,
        birthName: person.maidenName ? person.maidenName.lastName : married ? ownName.lastName : null,
        gender: person.gender,
        birthDate: person.fixed?.birthDate ?? birthDateForAge(today, person.age, random.int(20, 340)),
        role: person.role,
        socialSecurityNumber: random.bsn(),
        nationality: 'NL',
        address: { ...address },
        emailAddress: person.contact === 'none' ? null : random.email(firstName, ownName.lastName),
        phoneNumber,
        agreementId,
        label: plan.label,
        isDefaulter: Boolean(plan.isDefaulter) && person.role === 'H',
        isInsuranceRightCheckRequired: Boolean(plan.isInsuranceRightCheckRequired) && person.role === 'H',
        medicalSelection: null,
      };
    });

    const agreementStart = `${thisYear - plan.agreementYears + 1}-01-01`;
    const policiesByCustomer = new Map<string, PolicyRecord[]>();
    const participants = members.map((customer, personIndex) => {
      const person = plan.people[personIndex]!;
      const policyNumber = `${random.digits(12)}`.replace(/^0/, '1');
      const startDate = customer.birthDate > agreementStart ? customer.birthDate : agreementStart;
      // this year and last, and the year before when the agreement ran then and the person was born: the
      // declarations of the seed go back two years, and a year with handled claims has its policy (and own risk)
      const yearsWithPolicy = customer.birthDate < `${thisYear - 2}-01-01` && agreementStart <= `${thisYear - 2}-01-01` ? [0, 1, 2] : [0, 1];
      const ownPolicies = yearsWithPolicy.map((yearsBack) => {
        const year = thisYear - yearsBack;
        const yearStart = `${year}-01-01`;
        return buildPolicy({
          plan,
          person,
          personIndex,
          customer,
          agreementId,
          policyNumber,
          year,
          yearsBack,
          startDate: startDate > yearStart ? startDate : yearStart,
        });
      });
      policiesByCustomer.set(customer.customerNumber, ownPolicies);
      policies.push(...ownPolicies);
      const current = ownPolicies[0]!;
      return {
        customerNumber: customer.customerNumber,
        role: customer.role,
        policyNumber,
        startDate,
        endDate: null,
        productTypes: [...new Set(current.products.map((product) => PRODUCT_TYPE_NAMES[product.typeOfProduct]))],
      };
    });

    const monthlyTotal = round2(
      members.reduce((total, customer) => total + (policiesByCustomer.get(customer.customerNumber)?.[0]?.totalNettoPremiumMonth ?? 0), 0),
    );
    const agreement: AgreementRecord = {
      agreementId,
      agreementIdNumber,
      collectivity: findLabel(plan.label).name,
      label: plan.label,
      contractCode: plan.contractCode,
      hasBasicInsurance: true,
      mainCustomerNumber: members[0]!.customerNumber,
      agreementParticipants: participants,
      totalAmount: monthlyTotal,
      paymentTerm: 1,
      isPremiumPaidByCustomer: true,
      hasAgreementEnded: false,
      startDate: agreementStart,
      endDate: null,
      paymentDetails: {
        ibanReceivedByInsured: iban,
        ibanPayedByInsured: iban,
        ibanExcess: iban,
        paymentMethod: plan.paymentMethod,
        paymentMethodExcess: plan.paymentMethod === 'Mail' ? 'Mail' : 'DirectDebit',
        paymentTerm: 1,
        paymentTermDiscounts: { ...DEFAULT_PAYMENT_TERM_DISCOUNTS },
        hasMandatoryDirectDebit: false,
        hasAgreementEnded: false,
      },
    };

    for (const accountPlan of plan.accounts) {
      const holder = members[accountPlan.holder]!;
      accounts.push({
        accountId: random.uuid(),
        username: accountPlan.username,
        passwordHash: hashPassword(random, DEMO_PASSWORD),
        customerNumber: holder.customerNumber,
        isActivated: accountPlan.isActivated ?? true,
        permissions: accountPlan.permissions,
        shouldResetPassword: accountPlan.shouldResetPassword ?? false,
        shouldVerifyEmailAddress: accountPlan.shouldVerifyEmailAddress ?? false,
        signedTermsOfAgreement: accountPlan.signedTermsOfAgreement ?? true,
        shouldShowDigitalPopup: accountPlan.shouldShowDigitalPopup ?? false,
        label: plan.label,
        iDinActive: accountPlan.iDinActive ?? false,
        iDinActivationDate: accountPlan.iDinActive ? `${addDays(today, -200)}T10:04:00.000Z` : null,
        digitalNewsletterActive: random.int(0, 1) === 1,
        announcementEmailActive: true,
        contactPreference: accountPlan.paperContact ? 'paper' : 'digital',
        lastLoginAt: accountPlan.isActivated === false ? null : `${addDays(today, -random.int(3, 60))}T19:12:00.000Z`,
      });
    }

    const holder = members[plan.accounts[0]?.holder ?? 0]!;
    customers.push(...members);
    agreements.push(agreement);
    const household: Household = { key: plan.key, label: plan.label, agreement, members, holder, policiesByCustomer };
    if (hangsOff) households.push(household);
    return { agreement, holder, household };
  };
  HOUSEHOLDS.forEach((plan, householdIndex) => seedHousehold(plan, householdIndex, random));

  // issue 15 (h-policy2): TWO_AGREEMENTS from a random source of its own, after every other household and before the former agreement
  seedTwoAgreements(seedHousehold, HOUSEHOLDS.length + 1, createSeedRandom(SEED_NUMBER + TWO_AGREEMENTS.seedOffset));

  // FORMER_AGREEMENT's household comes last, from its own random source, so every record above stays exactly as it was
  const former = seedHousehold(FORMER_AGREEMENT_HOUSEHOLD, HOUSEHOLDS.length, createSeedRandom(SEED_NUMBER + 1), false);
  agreements.push(formerAgreement(former.agreement, former.holder));

  // RUNNING_ARRANGEMENT's household last, from its own random source, so every record above stays exactly as it was
  const running = seedHousehold(RUNNING_ARRANGEMENT_HOUSEHOLD, HOUSEHOLDS.length + 3, createSeedRandom(SEED_NUMBER + 3), false);

  // issue 14 (h-bankrupt): BANKRUPTCY's household after every other one, from its own random source, so every record above stays as it was
  const bankruptcy = seedHousehold(BANKRUPTCY_HOUSEHOLD, BANKRUPTCY.householdIndex, createSeedRandom(SEED_NUMBER + BANKRUPTCY.seedOffset), false);

  return { households, customers, accounts, agreements, policies, runningArrangement: running.household, bankruptcy: bankruptcy.household };
}

// ---- issue 15 (h-policy2): a main insured of two agreements that can both be changed ----

/**
 * TWO_AGREEMENTS: `tweeovereenkomsten` is the main insured of her own
 * agreement (herself and her son) and the policyholder of a second one, on
 * which only her daughter is insured (another label; she is not insured on
 * it herself). Both can be changed, so bare `polis-wijzigen` lets her choose.
 * Seeded from a random source of its own, so no other record moves.
 */
export const TWO_AGREEMENTS = { holder: 'tweeovereenkomsten', seedOffset: 5 } as const;

const TWO_AGREEMENTS_OWN: HouseholdPlan = {
  key: 'tweeovereenkomsten',
  label: 'zorgzaam',
  contractCode: 'ZZA01',
  basicProductCode: '1114',
  agreementYears: 5,
  paymentMethod: 'DirectDebit',
  people: [
    { role: 'H', gender: 'F', age: 39, contact: 'mobile' },
    { role: 'M', gender: 'M', age: 9, familyName: true, contact: 'none' },
  ],
  accounts: [{ username: 'tweeovereenkomsten', holder: 0, permissions: MAIN_INSURED_PERMISSIONS }],
};

const TWO_AGREEMENTS_DAUGHTER: HouseholdPlan = {
  key: 'tweeovereenkomsten',
  label: 'zorgcollectief',
  contractCode: 'ZCW03',
  basicProductCode: '1117',
  agreementYears: 3,
  paymentMethod: 'DirectDebit',
  people: [{ role: 'M', gender: 'F', age: 12, contact: 'none' }],
  accounts: [],
};

type SeedHousehold = (plan: HouseholdPlan, householdIndex: number, random: SeedRandom, hangsOff?: boolean) => { agreement: AgreementRecord; holder: CustomerRecord };

function seedTwoAgreements(seedHousehold: SeedHousehold, householdIndex: number, random: SeedRandom): void {
  const own = seedHousehold(TWO_AGREEMENTS_OWN, householdIndex, random, false);
  const second = seedHousehold(TWO_AGREEMENTS_DAUGHTER, householdIndex + 1, random, false);
  const mother = own.holder;
  const daughter = second.holder;
  // the daughter carries her mother's name and lives with her
  daughter.prefix = mother.prefix;
  daughter.lastName = mother.lastName;
  daughter.address = { ...mother.address };
  const motherOnOwn = own.agreement.agreementParticipants.find((entry) => entry.customerNumber === mother.customerNumber)!;
  second.agreement.mainCustomerNumber = mother.customerNumber;
  // the policyholder: on the agreement with her own policy number, without a policy on it
  second.agreement.agreementParticipants.unshift({
    customerNumber: mother.customerNumber,
    role: 'H',
    policyNumber: motherOnOwn.policyNumber,
    startDate: second.agreement.startDate,
    endDate: null,
    productTypes: [],
  });
}
// ---- end of issue 15 (h-policy2) ----

/**
 * RUNNING_ARRANGEMENT (issue 14): `lopenderegeling` has a payment arrangement
 * that runs (processed, no request waiting) and last month's premium still
 * open, 50 euro or more: the one invoice the wizard lets add to the running
 * arrangement. Seeded apart from the other households (own random streams),
 * without documents or declarations.
 */
const RUNNING_ARRANGEMENT_HOUSEHOLD: HouseholdPlan = {
  key: 'lopenderegeling',
  label: 'zorgzaam',
  contractCode: 'ZZA01',
  basicProductCode: '1114',
  agreementYears: 5,
  paymentMethod: 'Mail',
  isIbanKnown: false,
  people: [{ role: 'H', gender: 'F', age: 38, contact: 'mobile' }],
  accounts: [{ username: 'lopenderegeling', holder: 0, permissions: MAIN_INSURED_PERMISSIONS }],
};

// ---- issue 14 (h-bankrupt): a main insured in bankruptcy ----

/**
 * BANKRUPTCY: `faillissement` is a main insured whose premiums of two and
 * three months ago fell into his bankruptcy (invoice status 8, Faillissement,
 * spec 02 §4): a trustee settles them, so GET Debitan/Invoices answers
 * `isPaymentArrangementsDisabled` (domain `isPaymentArrangementsDisabledFor`)
 * and betalingsregeling shows its "arrangements disabled" popup. Last month's
 * and this month's premiums came after the bankruptcy and are open.
 * Household index and seed offsets no other household uses (indexes 0 to 11
 * and offsets 1 to 5 are taken); the invoices come from `seedOffset + 1`.
 */
export const BANKRUPTCY = { holder: 'faillissement', householdIndex: HOUSEHOLDS.length + 4, seedOffset: 6 } as const;

const BANKRUPTCY_HOUSEHOLD: HouseholdPlan = {
  key: 'faillissement',
  label: 'zorgzaam',
  contractCode: 'ZZA01',
  basicProductCode: '1114',
  agreementYears: 7,
  paymentMethod: 'Mail',
  people: [{ role: 'H', gender: 'M', age: 51, contact: 'mobile' }],
  accounts: [{ username: 'faillissement', holder: 0, permissions: MAIN_INSURED_PERMISSIONS }],
};
// ---- end of issue 14 (h-bankrupt) ----

/**
 * FORMER_AGREEMENT: `oudeovereenkomst` was insured on another agreement
 * before her current one; it ended the day before the current one started
 * (spec 02 `betaal-en-rekeninggegevens`: "an ended agreement read-only").
 * Fixed values; it comes after the current agreements.
 */
export const FORMER_AGREEMENT = {
  holder: 'oudeovereenkomst',
  agreementId: '990001',
  agreementIdNumber: '40099001',
  contractCode: 'STZ01',
  iban: 'NL91ABNA0417164300',
} as const;

const FORMER_AGREEMENT_HOUSEHOLD: HouseholdPlan = {
  key: 'oudeovereenkomst',
  label: 'zorgzaam',
  contractCode: 'ZZA01',
  basicProductCode: '1114',
  agreementYears: 3,
  paymentMethod: 'DirectDebit',
  people: [{ role: 'H', gender: 'F', age: 31, contact: 'mobile' }],
  accounts: [{ username: 'oudeovereenkomst', holder: 0, permissions: MAIN_INSURED_PERMISSIONS }],
};

function formerAgreement(current: AgreementRecord, holder: CustomerRecord): AgreementRecord {
  const endDate = addDays(current.startDate, -1);
  const startDate = `${yearOf(endDate) - 4}-01-01`;
  const { iban } = FORMER_AGREEMENT;
  return {
    agreementId: FORMER_AGREEMENT.agreementId,
    agreementIdNumber: FORMER_AGREEMENT.agreementIdNumber,
    collectivity: findLabel('studentenzorg').name,
    label: 'studentenzorg',
    contractCode: FORMER_AGREEMENT.contractCode,
    hasBasicInsurance: true,
    mainCustomerNumber: holder.customerNumber,
    agreementParticipants: [
      { customerNumber: holder.customerNumber, role: holder.role, policyNumber: '190000990001', startDate, endDate, productTypes: ['Basisverzekering'] },
    ],
    totalAmount: 0,
    paymentTerm: 3,
    isPremiumPaidByCustomer: true,
    hasAgreementEnded: true,
    startDate,
    endDate,
    paymentDetails: {
      ibanReceivedByInsured: iban,
      ibanPayedByInsured: iban,
      ibanExcess: iban,
      paymentMethod: 'DirectDebit',
      paymentMethodExcess: 'DirectDebit',
      paymentTerm: 3,
      paymentTermDiscounts: { ...DEFAULT_PAYMENT_TERM_DISCOUNTS },
      hasMandatoryDirectDebit: false,
      hasAgreementEnded: true,
    },
  };
}
