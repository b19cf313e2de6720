import type { AgreementRoleFilter } from '@/entities/agreement';

/**
 * The agreements whose payment details the user may see: those on which they
 * are the main insured ("Main insured: may … edit the policy and payment
 * details", spec 02 §6; GetPaymentDetails answers no one else), running or
 * ended (an ended one is shown read-only), as "GET
 * Agreement/GetAgreementsByRoleAndFilter with role and active filters" (spec
 * 02 §7) lists them. That call needs mayReadInsurance: "Payment details are
 * visible only where the user may view the agreement".
 */
export const PAYMENT_DETAILS_AGREEMENTS: AgreementRoleFilter = { roles: ['H'] };
