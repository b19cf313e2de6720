/**
 * Digital insurance card information (spec 02 §3 "Digital card info:
 * customerNumber, uzoviCode, uzoviDescription, hasEHIC, ehic,
 * insuranceCard"; §7 "POST InsuranceCard/GetDigitalInsuranceCardInformation"):
 * one card per insured person the user may see whose policy runs today.
 * Needs the create-EHIC permission (spec 02 §6 "digital card info needs
 * create-EHIC"). The body is not used; an empty one is fine.
 */
import { Router } from 'express';
import { findLabel } from '../../domain/access';
import { formatInsuranceNumber } from '../../domain/people';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import type { AgreementRecord, CustomerRecord, PolicyRecord } from '../seed';
import { visibleAgreements } from '../visibility';

/** The UZOVI code of the (fake) insurer behind every label. */
export const UZOVI_CODE = '3358';

/** EHIC cards run to the end of the year after issue. */
function ehicExpiryDate(today: string): string {
  return `${Number(today.slice(0, 4)) + 1}-12-31`;
}

function cardOf(customer: CustomerRecord, agreement: AgreementRecord, policy: PolicyRecord, today: string) {
  const uzoviDescription = findLabel(agreement.label).name;
  /** only residents of an EU/EEA country or Switzerland get an EHIC from a Dutch insurer; the fake treats all as such */
  const hasEHIC = true;
  return {
    customerNumber: customer.customerNumber,
    uzoviCode: UZOVI_CODE,
    uzoviDescription,
    hasEHIC,
    ehic: hasEHIC
      ? {
          givenNames: customer.firstName,
          lastName: [customer.prefix, customer.lastName].filter(Boolean).join(' '),
          birthDate: customer.birthDate,
          personalIdentificationNumber: customer.socialSecurityNumber,
          institutionIdentification: `${UZOVI_CODE} - ${uzoviDescription}`,
          cardIdentificationNumber: `8052${UZOVI_CODE}${policy.policyNumber}`,
          expiryDate: ehicExpiryDate(today),
        }
      : null,
    insuranceCard: {
      insuranceNumber: formatInsuranceNumber(policy.policyNumber),
      policyNumber: policy.policyNumber,
      initials: customer.initials,
      prefix: customer.prefix,
      lastName: customer.lastName,
      birthDate: customer.birthDate,
      startDate: policy.startDate,
      endDate: policy.endDate,
      products: policy.products.map((product) => product.name),
    },
  };
}

export function insuranceCardRoutes(ctx: Context): Router {
  const router = Router();
  router.post('/insuranceCard/getDigitalInsuranceCardInformation', requireToken(ctx), requirePermission('c-ehic'), (_req, res) => {
    const { customer: viewer } = authOf(res);
    const state = ctx.store.read();
    const today = ctx.clock.today();
    const cards = visibleAgreements(state, viewer, today).flatMap(({ agreement, customers }) =>
      customers.flatMap((customer) => {
        const policy = state.policies.find(
          (entry) =>
            entry.customerNumber === customer.customerNumber &&
            entry.agreementId === agreement.agreementId &&
            entry.startDate <= today &&
            entry.endDate >= today,
        );
        return policy ? [cardOf(customer, agreement, policy, today)] : [];
      }),
    );
    res.json(cards);
  });
  return router;
}
