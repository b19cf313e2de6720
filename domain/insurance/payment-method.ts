import { euroToCents, centsToEuro } from './money';
import type { PaymentTerm } from './payment-term';

/**
 * Payment methods (spec 02 §3 "Payment details"): iDeal, DirectDebit, Mail,
 * BOR = via employer, TPS = via intermediary.
 */
export const PAYMENT_METHODS = {
  iDeal: 'iDeal link',
  DirectDebit: 'direct debit',
  Mail: 'invoice by mail',
  BOR: 'via employer',
  TPS: 'via intermediary',
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

/** Methods where someone else pays the premium for the customer. */
const PAID_BY_OTHERS: readonly string[] = ['BOR', 'TPS'];

/**
 * "BOR = via employer, TPS = via intermediary; all other methods are paid by
 * the customer." Compared case-insensitively; unknown methods count as paid
 * by the customer, exactly as "all other" says.
 */
export function isPaidByCustomer(method: string): boolean {
  return !PAID_BY_OTHERS.includes(method.toUpperCase());
}

function isIdeal(method: string): boolean {
  return method.toLowerCase() === 'ideal';
}

export type ContactPreference = 'digital' | 'paper';

/** "paper contact is not allowed while the payment method is iDEAL" */
export function isPaperContactAllowed(paymentMethod: string): boolean {
  return !isIdeal(paymentMethod);
}

/** "choosing iDEAL converts the policy to digital"; any other method keeps the preference. */
export function contactPreferenceAfterPaymentMethodChange(
  chosenMethod: string,
  current: ContactPreference,
): ContactPreference {
  return isIdeal(chosenMethod) ? 'digital' : current;
}

/** "Direct debit requires IBAN known"; other methods need no IBAN. */
export function isPaymentMethodAllowed(method: string, { hasKnownIban }: { hasKnownIban: boolean }): boolean {
  return method.toLowerCase() !== 'directdebit' || hasKnownIban;
}

/** "Paper post: 1.25 euro per month (contact preference)" */
export const PAPER_CONTACT_COST_PER_MONTH = 1.25;
/** "1.50 euro per invoice when paying by mail" */
export const MAIL_INVOICE_COST = 1.5;

/**
 * Paper post costs on one invoice: 1.25 euro for every month of the payment
 * term when the contact preference is paper, plus 1.50 euro when the invoice
 * itself comes by mail. (The spec gives the two rates; adding them per
 * invoice is our reading of how they meet.)
 */
export function paperPostCostsPerInvoice({
  contactPreference,
  paymentMethod,
  paymentTerm,
}: {
  contactPreference: ContactPreference;
  paymentMethod: string;
  paymentTerm: PaymentTerm;
}): number {
  const paperContact = contactPreference === 'paper' ? euroToCents(PAPER_CONTACT_COST_PER_MONTH) * paymentTerm : 0;
  const mailInvoice = paymentMethod.toLowerCase() === 'mail' ? euroToCents(MAIL_INVOICE_COST) : 0;
  return centsToEuro(paperContact + mailInvoice);
}
