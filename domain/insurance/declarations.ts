/**
 * The code letters of a declaration (spec 02 §3 "Declaration list item"):
 * "submittedBy Z = care provider, V = insured/customer (agreed).
 * receiverOfReimbursement: one reading D = customer and M = care provider;
 * another reading M = insured and D = provider. Both are given; the builder
 * must confirm."
 *
 * We take the FIRST reading: D = customer (the insured, in practice the main
 * insured's account: "Reimbursement is paid to the main insured's account",
 * spec 02 §1), M = care provider. It is the reading that agrees with the
 * submitter letters: a bill the insured submits (V) and paid first
 * themselves is reimbursed to them (D, 'declarant'); a bill the care
 * provider submits (Z) is paid to the provider directly ('M' as in the
 * provider's 'machtiging', the direct-billing mandate). The fake backend's
 * seed and assessment follow this reading too.
 */

export type DeclarationParty = 'insured' | 'care-provider';

/** "submittedBy Z = care provider, V = insured/customer (agreed)" */
export const SUBMITTED_BY_CODES = { Z: 'care-provider', V: 'insured' } as const satisfies Record<string, DeclarationParty>;

/** The chosen reading: "D = customer and M = care provider". */
export const RECEIVER_OF_REIMBURSEMENT_CODES = { D: 'insured', M: 'care-provider' } as const satisfies Record<string, DeclarationParty>;

export type SubmittedByCode = keyof typeof SUBMITTED_BY_CODES;
export type ReceiverOfReimbursementCode = keyof typeof RECEIVER_OF_REIMBURSEMENT_CODES;

/** Who submitted a declaration; null for a letter the spec does not name. */
export function declarationSubmitter(code: string): DeclarationParty | null {
  return Object.hasOwn(SUBMITTED_BY_CODES, code) ? SUBMITTED_BY_CODES[code as SubmittedByCode] : null;
}

/** Who the reimbursement is paid to, in the chosen reading; null for a letter the spec does not name. */
export function reimbursementReceiver(code: string): DeclarationParty | null {
  return Object.hasOwn(RECEIVER_OF_REIMBURSEMENT_CODES, code)
    ? RECEIVER_OF_REIMBURSEMENT_CODES[code as ReceiverOfReimbursementCode]
    : null;
}

/** The letter the fake backend stores for a declaration submitted by `submitter`: the one who paid is the one reimbursed. */
export function receiverOfReimbursementCodeFor(submitter: DeclarationParty): ReceiverOfReimbursementCode {
  return submitter === 'insured' ? 'D' : 'M';
}

/**
 * The years `mijn-zorgkosten` offers: this calendar year and the two before,
 * as "submit within 3 years of treatment" (spec 02 §9) lets a bill of those
 * years still come in. Newest first.
 */
export const DECLARATION_YEARS_SHOWN = 3;

export function declarationYears(today: Date): number[] {
  const year = today.getFullYear();
  return Array.from({ length: DECLARATION_YEARS_SHOWN }, (_, index) => year - index);
}
