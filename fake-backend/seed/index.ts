/**
 * The seed: the whole `db.json` for a given day. Same day in, same data out
 * (faker with a fixed seed, bcrypt with seeded salts, dates relative to
 * `today`).
 */
import { seedDeclarations, seedEarlierDeclarations, seedRestrictedDeclarations } from './declarations';
import { seedDocuments, seedGenericDocuments } from './documents';
import { seedBankruptcyFinance, seedFinance, seedRunningArrangementFinance } from './finance';
import { seedNews } from './news';
import { BANKRUPTCY, seedPeople } from './people';
import { SEED_NUMBER, createSeedRandom } from './random';
import { seedRequests } from './requests';
import type { DbState } from './schema';

export const SEED_VERSION = 1;

export { DEMO_ACCOUNTS, DEMO_PASSWORD, REGISTRABLE_PERSON } from './people';
export type * from './schema';

/** @param today 'yyyy-MM-dd' (the Dutch date of the fake clock) */
export function createSeed(today: string, seedNumber: number = SEED_NUMBER): DbState {
  const random = createSeedRandom(seedNumber);
  const people = seedPeople(random, today);
  const finance = seedFinance(random, today, people.households);
  // documents draw from a stream of their own, so that more or fewer of them leave the other records as they are
  const documents = seedDocuments(createSeedRandom(seedNumber + 1), today, people.households);
  const declarations = seedDeclarations(random, today, people.households);
  // issue 17: the two earlier years, from a stream of their own
  declarations.push(...seedEarlierDeclarations(createSeedRandom(seedNumber + 2), today, people.households));
  // issue 32: a declaration without read rights, from a stream of its own (offsets 1 to 7 are taken)
  declarations.push(...seedRestrictedDeclarations(createSeedRandom(seedNumber + 8), today, people.households));
  // issue 14 (h-money3): lopenderegeling's running arrangement, from a stream of its own
  const running = seedRunningArrangementFinance(createSeedRandom(seedNumber + 4), today, people.runningArrangement);
  // issue 14 (h-bankrupt): faillissement's invoices, from a stream of their own, after all others
  // issue 33: a few requests sent before today (no randomness)
  const requests = seedRequests(today, people.households, people.accounts);
  const bankruptcy = seedBankruptcyFinance(createSeedRandom(seedNumber + BANKRUPTCY.seedOffset + 1), today, people.bankruptcy);
  return {
    meta: { seedVersion: SEED_VERSION, seedDate: today },
    accounts: people.accounts,
    loginAttempts: [],
    customers: people.customers,
    agreements: people.agreements,
    policies: people.policies,
    invoices: [...finance.invoices, ...running.invoices, ...bankruptcy.invoices],
    paymentArrangements: [...finance.paymentArrangements, ...running.paymentArrangements, ...bankruptcy.paymentArrangements],
    documents,
    genericDocuments: seedGenericDocuments(today),
    declarations,
    news: seedNews(today),
    contactForms: requests.contactForms,
    careMediationRequests: requests.careMediationRequests,
    treatmentAbroadRequests: [],
    seatedTransportRequests: requests.seatedTransportRequests,
    // issue 16 (h-cards)
    insuranceCardRequests: requests.insuranceCardRequests,
    insuranceRightChecks: [],
    memberOfferTips: [],
    // issue 15 (h-medsel)
    medicalSelections: [],
  };
}
