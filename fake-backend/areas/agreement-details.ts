/**
 * Agreement details per year (spec 02 §3 "Agreement detail", §7 "GET
 * Agreement/getAgreementDetailsForYear with year"): per agreement the user
 * is insured on, the participants the user may see (spec 02 §1 "Privacy")
 * with their policy of that year, the totals, the payment term and the
 * edit-policy denial reason by the domain's rule (spec 02 §4).
 *
 * Next year's policy before it is stored: from 12 November the offered
 * year's policy is this year's products priced from next year's catalogue
 * (the insurer prolongs every policy), so the overview shows what the
 * customer will pay unless they change it.
 */
import { Router } from 'express';
import { editPolicyDenialReason, sumOfEuros } from '../../domain/insurance';
import { isMainInsured } from '../../domain/people';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { ValidationError, handle } from '../http/errors';
import type { CustomerRecord, PolicyRecord } from '../seed';
import { visibleAgreements } from '../visibility';
import { yearForOfferedAgreement } from './agreement';
import { customerFields } from './customer';
import { newlyInsuredInProgress, policyForYear, policyView } from './policy-year';

const PRODUCT_TYPE_NAMES: Record<PolicyRecord['products'][number]['typeOfProduct'], string> = {
  MB: 'Basisverzekering',
  AP: 'Aanvullende verzekering',
  XA: 'Extra aanvullende verzekering',
  AE: 'Extra aanvullende verzekering',
  KL: 'Extra aanvullende verzekering',
  ER: 'Extra aanvullende verzekering',
  TA: 'Tandartsverzekering',
  OW: 'Eigen risico',
};

export function agreementDetailsRoutes(ctx: Context): Router {
  const router = Router();
  router.get(
    '/agreement/getAgreementDetailsForYear',
    requireToken(ctx),
    requirePermission('r-ins'),
    handle((req, res) => {
      const { customer: viewer } = authOf(res);
      const raw = req.query['year'];
      if (typeof raw !== 'string' || !/^\d{4}$/.test(raw)) throw new ValidationError("De parameter 'year' in het adres moet een jaartal zijn (jjjj).");
      const year = Number(raw);
      const today = ctx.clock.today();
      const state = ctx.store.read();
      const answer = visibleAgreements(state, viewer, today).flatMap(({ agreement, customers }) => {
        const withPolicy = customers
          .map((customer) => ({ customer, policy: policyForYear(state, agreement, customer, year, today) }))
          .filter((entry): entry is { customer: CustomerRecord; policy: PolicyRecord } => entry.policy !== null);
        if (withPolicy.length === 0) return [];
        const viewerEntry = agreement.agreementParticipants.find((entry) => entry.customerNumber === viewer.customerNumber);
        const mainCustomer = state.customers.find((customer) => customer.customerNumber === agreement.mainCustomerNumber);
        const denialReason = editPolicyDenialReason({
          isMainInsured: viewerEntry !== undefined && isMainInsured(viewerEntry.role),
          isDefaulter: mainCustomer?.isDefaulter ?? false,
          hasAgreementEnded: agreement.hasAgreementEnded,
          isEditPossible: year === yearForOfferedAgreement(today),
        });
        return [
          {
            agreementId: agreement.agreementId,
            agreementIdNumber: agreement.agreementIdNumber,
            year,
            collectivity: agreement.collectivity,
            contractCode: agreement.contractCode,
            totalAmount: sumOfEuros(withPolicy.map(({ policy }) => policy.totalNettoPremiumMonth)),
            totalAmountPaymentTerm: sumOfEuros(withPolicy.map(({ policy }) => policy.totalNettoPremiumPaymentTerm)),
            paymentTerm: withPolicy[0]!.policy.paymentTerm,
            isPremiumPaidByCustomer: agreement.isPremiumPaidByCustomer,
            hasAgreementEnded: agreement.hasAgreementEnded,
            hasBasicInsurance: agreement.hasBasicInsurance,
            startDate: agreement.startDate,
            endDate: agreement.endDate,
            editPolicyDenialReason: denialReason,
            newlyInsuredPersonsInProgress: newlyInsuredInProgress(state, agreement.agreementId),
            // issue 33 point 5 (proposed addition): persons insured on the agreement in the year whom the reader does not
            // see (16 or over, an own account); their premium is on the main insured's bills, not in the totals above.
            // Only the main insured receives the bills, so only they are told.
            insuredNotShownCount: !viewerEntry || !isMainInsured(viewerEntry.role) ? 0 : agreement.agreementParticipants.filter(
              (entry) =>
                !customers.some((customer) => customer.customerNumber === entry.customerNumber) &&
                entry.startDate <= `${year}-12-31` &&
                (entry.endDate === null || entry.endDate >= `${year}-01-01`),
            ).length,
            agreementParticipants: withPolicy.map(({ customer, policy }) => {
              const participant = agreement.agreementParticipants.find((entry) => entry.customerNumber === customer.customerNumber);
              return {
                customer: customerFields(customer),
                policyNumber: policy.policyNumber,
                startDate: participant?.startDate ?? policy.startDate,
                endDate: participant?.endDate ?? null,
                productTypes: [...new Set(policy.products.map((product) => PRODUCT_TYPE_NAMES[product.typeOfProduct]))],
              };
            }),
            policyDetails: withPolicy.map(({ policy }) => policyView(policy)),
          },
        ];
      });
      res.json(answer);
    }),
  );
  return router;
}
