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
 * The years `mijn-zorgkosten` offers: exactly the years of treatment of the
 * declarations the user may read (`GET Declaration/ReadAll`, spec 02 §7; the
 * lead's reading: every declaration the privacy rule lets the user see, all
 * years; a declaration's year is its treatment's, as GetDeclarations files
 * it), always with this calendar year, where a new bill goes. Newest first,
 * each once; a date that is not `yyyy-mm-dd` names no year.
 */
export function declarationYears(today: Date, treatmentDates: readonly string[]): number[] {
  const declared = treatmentDates.filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date)).map((date) => Number(date.slice(0, 4)));
  return [...new Set([today.getFullYear(), ...declared])].sort((a, b) => b - a);
}
