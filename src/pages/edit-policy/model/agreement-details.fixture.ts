import type { AgreementDetail } from '@/entities/agreement';

/** The agreement details of agreement '1' in 2027 as the edit-policy page reads them: participants with their start dates. */
export function agreementDetailsOf(participants: { customerNumber: string; startDate: string }[]): AgreementDetail[] {
  return [
    {
      agreementId: '1', agreementIdNumber: '40100001', year: 2027, collectivity: 'Zorgzaam', contractCode: 'ZZA01', totalAmount: 100, totalAmountPaymentTerm: 100,
      paymentTerm: 1, isPremiumPaidByCustomer: true, hasAgreementEnded: false, startDate: '2018-01-01', endDate: null, editPolicyDenialReason: null,
      newlyInsuredPersonsInProgress: [],
      insuredNotShownCount: 0,
      agreementParticipants: participants.map(({ customerNumber, startDate }) => ({
        customer: { customerNumber, initials: 'A.', firstName: 'A', prefix: null, lastName: 'Kok', birthDate: '1984-01-28', role: 'H' },
        policyNumber: '1', startDate, endDate: null, productTypes: [],
      })),
    },
  ];
}
