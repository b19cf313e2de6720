/**
 * The policies of a year: the one module that owns them (issue 32 point 17).
 * The stored policy of a person, or for the offered year the one the insurer
 * prolongs, and the newly insured persons still in progress. The policy
 * areas (agreement details, contract, adding insured persons, the premium
 * invoices, policy info) read them here and never from each other.
 */
import { isPaymentTerm } from '../../domain/insurance';
import { formatFullLastName, isAdult } from '../../domain/people';
import type { AgreementRecord, CustomerRecord, DbState, PolicyRecord } from '../seed';
import { pricePolicy } from '../seed/catalogue';
import { yearForOfferedAgreement } from './agreement';

/** The stored policy of a person for a year, or for the offered year the prolonged one. */
export function policyForYear(state: DbState, agreement: AgreementRecord, customer: CustomerRecord, year: number, today: string): PolicyRecord | null {
  const own = state.policies.filter((policy) => policy.customerNumber === customer.customerNumber && policy.agreementId === agreement.agreementId);
  const stored = own.find((policy) => policy.year === year);
  if (stored) return stored;
  if (year !== yearForOfferedAgreement(today) || agreement.hasAgreementEnded) return null;
  const latest = [...own].sort((a, b) => b.year - a.year)[0];
  if (!latest || latest.year !== year - 1) return null;
  const term = isPaymentTerm(agreement.paymentTerm) ? agreement.paymentTerm : 1;
  const priced = pricePolicy({
    codes: latest.products.map((product) => product.code),
    label: agreement.label,
    year,
    thisYear: Number(today.slice(0, 4)),
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
