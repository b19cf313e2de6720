/**
 * Whose data an account holder may see (spec 02 §1 "Privacy", §6): on an
 * agreement where they are the main insured, themselves and the insured
 * persons under 16; anywhere else only themselves. Persons of 16 and over
 * (the partner included) have their own accounts and are hidden.
 */
import { isChildUnder16, isMainInsured } from '../domain/people';
import { parseCalendarDate } from '../domain/calendar';
import type { AgreementRecord, CustomerRecord, DbState } from './seed';

export interface VisibleAgreement {
  agreement: AgreementRecord;
  customers: CustomerRecord[];
}

export function visibleAgreements(state: DbState, viewer: CustomerRecord, today: string): VisibleAgreement[] {
  const todayDate = parseCalendarDate(today) ?? new Date();
  return state.agreements
    .filter((agreement) => agreement.agreementParticipants.some((entry) => entry.customerNumber === viewer.customerNumber))
    .map((agreement) => {
      const viewerIsMain = agreement.agreementParticipants.some(
        (entry) => entry.customerNumber === viewer.customerNumber && isMainInsured(entry.role),
      );
      const customers = agreement.agreementParticipants
        .map((entry) => state.customers.find((customer) => customer.customerNumber === entry.customerNumber))
        .filter((customer): customer is CustomerRecord => customer !== undefined)
        .filter((customer) => {
          if (customer.customerNumber === viewer.customerNumber) return true;
          const birthDate = parseCalendarDate(customer.birthDate);
          return viewerIsMain && birthDate !== null && isChildUnder16(birthDate, todayDate);
        });
      return { agreement, customers };
    });
}

/** Customer numbers the viewer may see, over all their agreements. */
export function visibleCustomerNumbers(state: DbState, viewer: CustomerRecord, today: string): Set<string> {
  return new Set(
    visibleAgreements(state, viewer, today).flatMap(({ customers }) => customers.map((customer) => customer.customerNumber)),
  );
}
