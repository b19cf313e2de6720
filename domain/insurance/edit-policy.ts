import { endOfDay, isAfter } from 'date-fns';

export type EditPolicyDenialReason = 'not-main-insured' | 'payment-deficit' | 'ended-policy' | 'not-yet-possible';

export interface EditPolicyFacts {
  /** the user is the main insured (role H) on this agreement */
  isMainInsured: boolean;
  isDefaulter: boolean;
  hasAgreementEnded: boolean;
  /** the server's mutability for the contract (AgreementMutable): next year's packages can be chosen */
  isEditPossible: boolean;
}

/**
 * "Edit-policy denial reason for an agreement, in this order: user not main
 * insured on the agreement gives the not-main-insured message; defaulter gives
 * the payment-deficit message; ended agreement gives the ended-policy message;
 * otherwise no reason if editing is possible, else the not-yet-possible
 * message (too early for next year's packages)." (spec 02 §4)
 */
export function editPolicyDenialReason({
  isMainInsured,
  isDefaulter,
  hasAgreementEnded,
  isEditPossible,
}: EditPolicyFacts): EditPolicyDenialReason | null {
  if (!isMainInsured) return 'not-main-insured';
  if (isDefaulter) return 'payment-deficit';
  if (hasAgreementEnded) return 'ended-policy';
  return isEditPossible ? null : 'not-yet-possible';
}

/** "Mutability per contract is updated from the denial reasons": a contract is mutable when there is none. */
export function isPolicyMutable(reason: EditPolicyDenialReason | null): boolean {
  return reason === null;
}

/** "Changing the payment term is blocked while not yet possible or during a payment deficit." */
export function isPaymentTermChangeBlocked({
  isDefaulter,
  isEditPossible,
}: Pick<EditPolicyFacts, 'isDefaulter' | 'isEditPossible'>): boolean {
  return isDefaulter || !isEditPossible;
}

/** "Policy changes possible until and including 31 January" */
export function policyChangeDeadline(policyYear: number): Date {
  return new Date(policyYear, 0, 31);
}

/**
 * "Policy changes possible until and including 31 January, retroactive to
 * 1 January" (spec 02 §5, §9): a change for a policy year can be made until
 * the end of 31 January of that year.
 */
export function isPolicyChangePossible(policyYear: number, today: Date): boolean {
  return !isAfter(today, endOfDay(policyChangeDeadline(policyYear)));
}

/** A change for a policy year always starts on 1 January of that year, also when made in January (retroactive). */
export function policyChangeStartDate(policyYear: number): Date {
  return new Date(policyYear, 0, 1);
}

// ---- issue 15 (h-medsel): `polis-wijzigen` without parameters ----

/**
 * The year `polis-wijzigen` changes when the address names none: the offered
 * year while it is offered ("request the policy for the offered year"), else
 * this year ("Policy changes possible until and including 31 January,
 * retroactive to 1 January"; later in the year the overview gives the reason).
 */
export function editPolicyYear(thisYear: number, offeredYear: number | null): number {
  return offeredYear ?? thisYear;
}

export type EditPolicyStart<Agreement> =
  | { kind: 'edit'; agreement: Agreement }
  | { kind: 'choose'; agreements: Agreement[] }
  | { kind: 'overview' };

/**
 * Where `polis-wijzigen` goes: straight to the cards of the one agreement
 * that may be changed (no denial reason); with several, a choice between
 * them (issue 15: each with its policy number, persons and year); with none,
 * the policy overview of that year, which shows per agreement the denial
 * reason in the spec's order.
 */
export function editPolicyStart<Agreement extends { editPolicyDenialReason: string | null }>(agreements: readonly Agreement[]): EditPolicyStart<Agreement> {
  const editable = agreements.filter((agreement) => agreement.editPolicyDenialReason === null);
  if (editable.length === 1) return { kind: 'edit', agreement: editable[0]! };
  return editable.length > 1 ? { kind: 'choose', agreements: editable } : { kind: 'overview' };
}
// ---- end of issue 15 (h-medsel) ----

export type PolicyChangeRefusal = EditPolicyDenialReason | 'package-line-conflict' | 'required-packages-missing' | 'medical-selection-missing';

/**
 * The server's refusals of a policy change (spec 02 §8 "Edit-policy blocked
 * messages: not main insured, payment deficit, ended policy, not yet possible";
 * "Saving contracts: list of missing required package types"), in the portal's
 * words. A denial reason names its rule in brackets at the end, so that a
 * screen that has its own text for it can read it back.
 */
export const POLICY_CHANGE_MESSAGES_NL: Record<PolicyChangeRefusal, string> = {
  'not-main-insured': 'Alleen de hoofdverzekerde kan de polis wijzigen (not-main-insured).',
  'payment-deficit': 'U kunt de polis nu niet wijzigen, omdat er een betalingsachterstand is (payment-deficit).',
  'ended-policy': 'De polis is beëindigd en kan niet meer worden gewijzigd (ended-policy).',
  'not-yet-possible':
    'Wijzigen voor dit jaar is nu niet mogelijk: dat kan tot en met 31 januari, of zodra de pakketten voor volgend jaar worden aangeboden (not-yet-possible).',
  'package-line-conflict': 'Pakketten uit verschillende pakketlijnen kunt u niet combineren.',
  'required-packages-missing': 'Niet alle verplichte pakketten zijn gekozen.',
  'medical-selection-missing': 'Voor deze tandartsverzekering is een goedgekeurde medische selectie nodig.',
};

// ---- issue 32 point 11 (h-edit): the edit-policy request and the card's links ----

/** A participant of the agreement as the edit-policy request reads it. */
export interface EditPolicyParticipant {
  customerNumber: string;
  /** 'yyyy-MM-dd': the day the person's participation on the agreement starts */
  startDate: string;
}

/**
 * "Edit-policy request: agreementId, year, contractCode, product component
 * codes to ignore, newly participating customer numbers" (spec 02 §3). A
 * person participates newly in a year when their participation starts in
 * that year after 1 January (a newborn, a partner who joined): their cards
 * follow "Dental cards for newly participating persons are offered only to
 * those aged 18 or over". Someone insured from 1 January has been on the
 * agreement all year.
 */
export function newlyParticipatingCustomerNumbers(participants: readonly EditPolicyParticipant[], year: number): string[] {
  const firstOfYear = `${year}-01-01`;
  return [
    ...new Set(
      participants
        .filter((participant) => participant.startDate.slice(0, 4) === String(year) && participant.startDate > firstOfYear)
        .map((participant) => participant.customerNumber),
    ),
  ];
}

/**
 * The product component codes to ignore: the products the answer's cards
 * leave out. Ignoring the mandatory own risk or a basic insurance would
 * leave a person without what the law requires, so those are never ignored
 * (the server refuses them, spec 02 §4 "unselected required package types").
 */
export function isIgnorableProductType(typeOfProduct: string): boolean {
  return typeOfProduct !== 'MB' && typeOfProduct !== 'OW';
}
// ---- end of issue 32 point 11 ----
