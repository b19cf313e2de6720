/**
 * The policies of a year: the one module that owns them (issue 32 point 17).
 * The stored policy of a person, or for the offered year the one the insurer
 * prolongs, and the newly insured persons still in progress. The policy
 * areas (agreement details, contract, adding insured persons, the premium
 * invoices, policy info) read them here and never from each other.
 */
import { agreementExcessLimit, isPaymentTerm } from '../../domain/insurance';
import { formatFullLastName, isAdult, isMainInsured } from '../../domain/people';
import type { AgreementRecord, CustomerRecord, DbState, PolicyRecord } from '../seed';
import { pricePolicy } from '../seed/catalogue';
import { paymentChoiceOfAgreementForYear } from './payment-changes';
import { policyWithPaymentTerm } from './payment-term';

/**
 * The year whose packages are offered (spec 02 §7 "GET
 * Agreement/GetYearForOfferedAgreement"): next year's from 12 November (when
 * Dutch insurers publish next year's premiums) to the end of the year, this
 * year's during January (policy changes until and including 31 January);
 * otherwise none (204).
 */
export function yearForOfferedAgreement(today: string): number | null {
  const year = Number(today.slice(0, 4));
  const monthDay = today.slice(5);
  if (monthDay >= '11-12') return year + 1;
  if (monthDay <= '01-31') return year;
  return null;
}

/** The last year a policy reaches on `today`: this year, or next year once it is offered. */
function lastPolicyYear(today: string): number {
  return Math.max(Number(today.slice(0, 4)), yearForOfferedAgreement(today) ?? 0);
}

/**
 * The policy of a person on an agreement for a year (issue 32 point 16): the
 * stored one (the seed's, or a saved change), else the one the insurer
 * continued into that year like an insurer does over New Year: the latest
 * earlier policy, unchanged, priced for that year. A policy continues up to
 * this year, and into next year once it is offered; never on an ended
 * agreement or past the person's end date on it. The continued policy is
 * priced at the year's offered premium (the catalogue's price in the year
 * before), whatever the clock says, so the overview, the premium invoices and
 * a later read agree to the cent.
 */
export function policyForYear(state: DbState, agreement: AgreementRecord, customer: CustomerRecord, year: number, today: string): PolicyRecord | null {
  const own = state.policies.filter((policy) => policy.customerNumber === customer.customerNumber && policy.agreementId === agreement.agreementId);
  const stored = own.find((policy) => policy.year === year);
  if (stored) return withTermOfYear(agreement, stored, today);
  if (!continuesInto(agreement, customer, year, today)) return null;
  const latest = own.filter((policy) => policy.year < year).sort((a, b) => b.year - a.year)[0];
  return latest ? withTermOfYear(agreement, continuedPolicy(agreement, customer, latest, year), today) : null;
}

/**
 * The policy at the payment term in force for its year (issue 33 point 5): the agreement's one term, read on the
 * day that stands for the year (domain `paymentChoiceForYear`), so a term that takes effect on 1 January shows on
 * next year's policy and not on this year's before then.
 */
function withTermOfYear(agreement: AgreementRecord, policy: PolicyRecord, today: string): PolicyRecord {
  const { paymentTerm } = paymentChoiceOfAgreementForYear(agreement, policy.year, today);
  return policyWithPaymentTerm(policy, paymentTerm, agreement.paymentDetails.paymentTermDiscounts);
}

function continuesInto(agreement: AgreementRecord, customer: CustomerRecord, year: number, today: string): boolean {
  if (agreement.hasAgreementEnded || year > lastPolicyYear(today)) return false;
  const yearStart = `${year}-01-01`;
  if (agreement.endDate !== null && agreement.endDate < yearStart) return false;
  const participant = agreement.agreementParticipants.find((entry) => entry.customerNumber === customer.customerNumber);
  return participant !== undefined && (participant.endDate === null || participant.endDate >= yearStart);
}

function continuedPolicy(agreement: AgreementRecord, customer: CustomerRecord, latest: PolicyRecord, year: number): PolicyRecord {
  const term = isPaymentTerm(agreement.paymentTerm) ? agreement.paymentTerm : 1;
  const priced = pricePolicy({
    codes: latest.products.map((product) => product.code),
    label: agreement.label,
    year,
    thisYear: year - 1,
    isAdult: isAdult(new Date(`${customer.birthDate}T00:00:00`), new Date(year, 0, 1)),
    paymentTerm: term,
    paymentTermDiscounts: agreement.paymentDetails.paymentTermDiscounts,
  });
  return {
    ...latest,
    year,
    subContractName: latest.subContractName.replace(String(latest.year), String(year)),
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    paymentTerm: term,
    ...priced.premium,
    excessAmount: priced.excessAmount,
    products: priced.products,
  };
}

/**
 * The payment details' excessLimit ("Maximaal eigen risico") of an agreement, read from its policies, so a policy change
 * that changes the voluntary own risk changes it too: the policies in force this year (an ended agreement: in its last
 * year) of those insured on it, the main insured's first (domain `agreementExcessLimit`).
 */
export function excessLimitOf(state: DbState, agreement: AgreementRecord, today: string): number {
  const year = Math.min(Number(today.slice(0, 4)), agreement.endDate === null ? Infinity : Number(agreement.endDate.slice(0, 4)));
  return agreementExcessLimit(
    agreement.agreementParticipants.flatMap((participant) => {
      const customer = state.customers.find((entry) => entry.customerNumber === participant.customerNumber);
      const policy = customer ? policyForYear(state, agreement, customer, year, today) : null;
      return policy ? [{ isMainInsured: isMainInsured(participant.role), excessAmount: policy.excessAmount }] : [];
    }),
  );
}

/** The policy of a person for a year on any of their agreements (own risk and the meters follow the person, spec 02 §3). */
export function policyOfPersonForYear(state: DbState, customerNumber: string, year: number, today: string): PolicyRecord | null {
  const customer = state.customers.find((entry) => entry.customerNumber === customerNumber);
  if (!customer) return null;
  for (const agreement of agreementsOf(state, customerNumber)) {
    const policy = policyForYear(state, agreement, customer, year, today);
    if (policy) return policy;
  }
  return null;
}

/** The policy of a person on an agreement that runs today (the insurance card's), stored or continued. */
export function runningPolicy(state: DbState, agreement: AgreementRecord, customer: CustomerRecord, today: string): PolicyRecord | null {
  const policy = policyForYear(state, agreement, customer, Number(today.slice(0, 4)), today);
  return policy && policy.startDate <= today && policy.endDate >= today ? policy : null;
}

/**
 * Every policy of a person on any agreement through this year: the stored
 * ones (a saved change for next year included) and those continued into
 * the years between and after them, newest first.
 */
export function policiesOfPerson(state: DbState, customer: CustomerRecord, today: string): PolicyRecord[] {
  const thisYear = Number(today.slice(0, 4));
  return agreementsOf(state, customer.customerNumber)
    .flatMap((agreement) => {
      const stored = state.policies
        .filter((policy) => policy.customerNumber === customer.customerNumber && policy.agreementId === agreement.agreementId)
        .map((policy) => withTermOfYear(agreement, policy, today));
      if (stored.length === 0) return [];
      // every year since the first stored one that has none stored is continued, also one before a saved change for next year
      const storedYears = new Set(stored.map((policy) => policy.year));
      const continued = [];
      for (let year = Math.min(...storedYears) + 1; year <= thisYear; year += 1) {
        const policy = storedYears.has(year) ? null : policyForYear(state, agreement, customer, year, today);
        if (policy) continued.push(policy);
      }
      return [...stored, ...continued];
    })
    .sort((a, b) => b.year - a.year);
}

function agreementsOf(state: DbState, customerNumber: string): AgreementRecord[] {
  return state.agreements.filter((agreement) => agreement.agreementParticipants.some((entry) => entry.customerNumber === customerNumber));
}

/** A stored policy as the API answers it (the agreement details' policyDetails, GetPolicyInfoForYear). */
export function policyView({ customerNumber, agreementId: _agreement, ...policy }: PolicyRecord) {
  return { customerNumber, ...policy };
}

/** The newly insured persons of an agreement still in progress (spec 02 §3 "Agreement detail"). */
export function newlyInsuredInProgress(state: DbState, agreementId: string) {
  return (state.newlyInsuredPersons ?? [])
    .filter((record) => record.agreementId === agreementId && record.status === 'in-progress')
    .map((record) => ({
      initials: record.initials,
      fullLastName: formatFullLastName({ prefix: record.prefix, lastName: record.lastName, prefixMaidenName: record.birthNamePrefix, maidenName: record.birthName }),
      birthDate: record.birthDate,
      role: record.role,
    }));
}
