/**
 * Issue 33 point 7: a few requests sent before today, so that a fresh
 * `hoofdverzekerde` finds some on `mijn-aanvragen` (one handled, one in
 * progress per kind where it fits). They are marked `seeded`, so the fake's
 * test views (`/__fake/requests`, `/__fake/contact-forms`) list only what
 * arrived over the API. No randomness: fixed ids, days relative to today.
 */
import { contactReplyDate, formatSubmittedDate, insuranceCardDeliveryDate, parseCalendarDate } from '../../domain/calendar';
import { addDays, addMonths, timestamp } from './dates';
import type { Household } from './people';
import type { AccountRecord, ContactFormRecord, InsuranceCardRequestRecord, RequestRecord } from './schema';

export interface SeededRequests {
  seatedTransportRequests: RequestRecord[];
  careMediationRequests: RequestRecord[];
  contactForms: ContactFormRecord[];
  insuranceCardRequests: InsuranceCardRequestRecord[];
}

/** the domain's rule for a day, on the seed's day strings */
const dayAfter = (day: string, rule: (date: Date) => Date) => formatSubmittedDate(rule(parseCalendarDate(day) ?? new Date(day)));

const seededId = (n: number) => `5eed0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function seedRequests(today: string, households: readonly Household[], accounts: readonly AccountRecord[]): SeededRequests {
  const household = households.find((candidate) => candidate.key === 'hoofdverzekerde');
  const account = accounts.find((candidate) => candidate.username === 'hoofdverzekerde');
  const child = household?.members[2];
  if (!household || !account || !child) return { seatedTransportRequests: [], careMediationRequests: [], contactForms: [], insuranceCardRequests: [] };
  const holder = household.holder;
  const sender = { accountId: account.accountId, username: account.username };
  const fortyDaysAgo = addDays(today, -40);
  const twelveDaysAgo = addDays(today, -12);
  const twoDaysAgo = addDays(today, -2);
  const fiveMonthsAgo = addMonths(today, -5);
  return {
    seatedTransportRequests: [
      {
        requestId: seededId(1),
        ...sender,
        customerNumber: child.customerNumber,
        flow: 'wheelchair',
        answers: { SituationType: 'wheelchair', RequestType: 'new', NumberOfMonths: '6' },
        files: [{ fileName: 'verklaring-rolstoel.pdf', size: 48213, contentType: 'application/pdf' }],
        receivedAt: timestamp(fortyDaysAgo, '10:15'),
        seeded: true,
      },
    ],
    careMediationRequests: [
      {
        requestId: seededId(2),
        ...sender,
        customerNumber: holder.customerNumber,
        flow: 'medical-specialist',
        answers: { Specialism: 'Orthopedie', Distance: '50' },
        files: [],
        receivedAt: timestamp(twoDaysAgo, '14:40'),
        seeded: true,
      },
    ],
    contactForms: [
      {
        contactFormId: seededId(3),
        ...sender,
        customerNumber: holder.customerNumber,
        subject: 'invoice',
        question: 'Waarom is mijn premie deze maand hoger dan vorige maand?',
        extraData: [],
        files: [],
        receivedAt: timestamp(twelveDaysAgo, '08:05'),
        replyBefore: dayAfter(twelveDaysAgo, contactReplyDate),
        seeded: true,
      },
    ],
    insuranceCardRequests: [
      {
        requestId: seededId(4),
        accountId: account.accountId,
        customerNumber: holder.customerNumber,
        policyNumber: household.policiesByCustomer.get(holder.customerNumber)?.at(-1)?.policyNumber ?? '',
        requestedOn: fiveMonthsAgo,
        requestedAt: timestamp(fiveMonthsAgo, '19:30'),
        expectedDeliveryDate: dayAfter(fiveMonthsAgo, insuranceCardDeliveryDate),
        seeded: true,
      },
    ],
  };
}
