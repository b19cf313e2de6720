/**
 * The edit-policy request's lists (spec 02 §3 "Edit-policy request:
 * agreementId, year, contractCode, product component codes to ignore, newly
 * participating customer numbers"), read and checked for
 * POST Contract/GetContractCardsForActivePolicies, and applied to its cards:
 *
 *  - ignored products' cards are left out. Only packages nobody on the
 *    agreement has in the year may be ignored (leaving a chosen package out
 *    of the cards would drop it at the next save), never the basic insurance
 *    or the own risk (`isIgnorableProductType`).
 *  - newly participating persons must be on the agreement and the user's to
 *    see (403 otherwise) and start in the year after 1 January
 *    (`newlyParticipatingCustomerNumbers`, 400 otherwise); "Dental cards for
 *    newly participating persons are offered only to those aged 18 or over".
 *
 * Both lists are optional; anything else in them is a 400 with a Dutch message.
 */
import {
  cardGroupsForNewlyParticipatingPersons,
  isIgnorableProductType,
  newlyParticipatingCustomerNumbers,
  type ContractCardGroup,
} from '../../domain/insurance';
import { ValidationError, forbidden } from '../http/errors';
import type { AgreementRecord } from '../seed';
import { catalogueProduct } from '../seed/catalogue';
import { notOnAgreementMessage, type Choices, type Person } from './contract-cards';

const LIST_LIMIT = 50;

export const EDIT_REQUEST_MESSAGES = {
  ignoreList: "Het veld 'productComponentCodesToIgnore' moet een lijst met productcodes zijn.",
  newlyList: "Het veld 'newlyParticipatingCustomerNumbers' moet een lijst met klantnummers zijn.",
  unknownProduct: (code: string) => `Het product '${code}' is onbekend.`,
  notIgnorable: (code: string) => `Het product '${code}' kunt u niet overslaan: een basisverzekering en het eigen risico horen altijd bij de polis.`,
  chosen: (code: string) => `Het product '${code}' staat op de polis en kan daarom niet worden overgeslagen.`,
  notNewly: (customerNumber: string, year: number) => `Verzekerde ${customerNumber} is in ${year} geen nieuwe verzekerde op deze overeenkomst.`,
} as const;

function stringList(value: unknown, message: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > LIST_LIMIT || value.some((entry) => typeof entry !== 'string' || entry.trim() === '')) throw new ValidationError(message);
  return [...new Set((value as string[]).map((entry) => entry.trim()))];
}

export interface EditPolicyRequestLists {
  ignoredCodes: string[];
  newlyParticipating: Person[];
}

/** The two lists of the request, checked against the agreement, its persons and their current choice of the year. */
export function editPolicyRequestListsOf(body: Record<string, unknown>, agreement: AgreementRecord, persons: readonly Person[], current: Choices, year: number): EditPolicyRequestLists {
  const ignoredCodes = stringList(body['productComponentCodesToIgnore'], EDIT_REQUEST_MESSAGES.ignoreList);
  for (const code of ignoredCodes) {
    const product = catalogueProduct(code);
    if (!product) throw new ValidationError(EDIT_REQUEST_MESSAGES.unknownProduct(code));
    if (!isIgnorableProductType(product.typeOfProduct)) throw new ValidationError(EDIT_REQUEST_MESSAGES.notIgnorable(code));
    if ([...current.values()].some((codes) => codes.includes(code))) throw new ValidationError(EDIT_REQUEST_MESSAGES.chosen(code));
  }
  const requested = stringList(body['newlyParticipatingCustomerNumbers'], EDIT_REQUEST_MESSAGES.newlyList);
  const newly = new Set(newlyParticipatingCustomerNumbers(agreement.agreementParticipants, year));
  const newlyParticipating = requested.map((customerNumber) => {
    const person = persons.find((candidate) => candidate.customer.customerNumber === customerNumber);
    if (!person) throw forbidden(notOnAgreementMessage(customerNumber));
    if (!newly.has(customerNumber)) throw new ValidationError(EDIT_REQUEST_MESSAGES.notNewly(customerNumber, year));
    return person;
  });
  return { ignoredCodes, newlyParticipating };
}

/** The cards without the ignored products and without the dental options of newly participating persons under 18. */
export function applyEditPolicyRequestLists<Group extends { key: string; cards: readonly { productComponentCode: string }[] }>(
  groups: readonly Group[],
  { ignoredCodes, newlyParticipating }: EditPolicyRequestLists,
  year: number,
): Group[] {
  const ignored = new Set(ignoredCodes);
  const kept = groups.map((group) => ({ ...group, cards: group.cards.filter((card) => !ignored.has(card.productComponentCode)) }));
  const newly = newlyParticipating.map((person) => ({ customerNumber: person.customer.customerNumber, birthDate: person.customer.birthDate }));
  return cardGroupsForNewlyParticipatingPersons(kept as unknown as ContractCardGroup[], newly, new Date(year, 0, 1)) as unknown as Group[];
}
