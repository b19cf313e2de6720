/**
 * The contract cards and their rules (spec 02 §3 "Contract cards", §4
 * "Selection toggling"): the user's agreement checked for a change, its
 * persons, the denial of a change, the current and the requested choices
 * evaluated by the domain's rules, and the premiums. Read by the contract
 * routes (`contract.ts`), adding insured persons and the medical selection;
 * it reads no area above it, so the policy areas import in one direction.
 */
import type { Response } from 'express';
import {
  CONTRACT_CARD_GROUP_KEYS,
  editPolicyDenialReason,
  childrensFreePackages,
  hasPackageLineConflict,
  isPaymentTerm,
  isPolicyChangePossible,
  POLICY_CHANGE_MESSAGES_NL,
  sumOfEuros,
  type ContractCardGroup,
  type ContractCardGroupKey,
  type PaymentTerm,
} from '../../domain/insurance';
import { isAdult, isMainInsured, type CustomerRoleCode } from '../../domain/people';
import type { Context } from '../context';
import { authOf } from '../http/auth';
import { ValidationError, badRequest, forbidden, notFound } from '../http/errors';
import { FIELD_MESSAGES } from '../http/validate';
import type { AgreementRecord, CustomerRecord, DbState } from '../seed';
import { PRODUCT_CATALOGUE, catalogueProduct, pricePolicy, pricedProduct, productName, ownRiskDiscountOf, type CatalogueProduct } from '../seed/catalogue';
import { visibleAgreements } from '../visibility';
import { REFUSALS } from '../refusals';
import { yearForOfferedAgreement } from './agreement';
import { hasApprovedMedicalSelection } from './medical-selection-records';
import { policyForYear } from './policy-year';

/** The refusals of a policy change: the domain's Dutch texts (`POLICY_CHANGE_MESSAGES_NL`), which the portal reads back. */
export const CONTRACT_MESSAGES = {
  notMainInsured: POLICY_CHANGE_MESSAGES_NL['not-main-insured'],
  paymentDeficit: POLICY_CHANGE_MESSAGES_NL['payment-deficit'],
  endedPolicy: POLICY_CHANGE_MESSAGES_NL['ended-policy'],
  notYetPossible: POLICY_CHANGE_MESSAGES_NL['not-yet-possible'],
  packageLineConflict: POLICY_CHANGE_MESSAGES_NL['package-line-conflict'],
  missingRequired: POLICY_CHANGE_MESSAGES_NL['required-packages-missing'],
  medicalSelection: POLICY_CHANGE_MESSAGES_NL['medical-selection-missing'],
} as const;

/** The 403 for a person who is not on the agreement (or not one the user may act for). */
export const notOnAgreementMessage = (customerNumber: string) => `U heeft geen toegang: verzekerde ${customerNumber} staat niet op deze overeenkomst.`;
export const PAYMENT_TERM_FIELD_MESSAGE = "Het veld 'selectedPaymentTerm' moet 1, 3, 6 of 12 zijn.";

/** "each group has maximumSelectableAmount (from the server)" */
const GROUP_MAXIMUM: Record<ContractCardGroupKey, number> = { basic: 1, additional: 1, extraAdditional: 2, dental: 1, excess: 1 };

const GROUP_LABELS: Record<ContractCardGroupKey, string> = {
  basic: 'Basisverzekering',
  additional: 'Aanvullende verzekering',
  extraAdditional: 'Extra aanvullende verzekering',
  dental: 'Tandartsverzekering',
  excess: 'Eigen risico',
};

const PACKAGE_TYPES: Record<ContractCardGroupKey, string> = {
  basic: 'basic insurance',
  additional: 'additional',
  extraAdditional: 'extra additional',
  dental: 'additional',
  excess: 'own risk',
};

function groupOf(product: CatalogueProduct): ContractCardGroupKey {
  switch (product.typeOfProduct) {
    case 'MB':
      return 'basic';
    case 'AP':
      return 'additional';
    case 'TA':
      return 'dental';
    case 'OW':
      return 'excess';
    default:
      return 'extraAdditional';
  }
}

/** The no-insurance cards: "choosing the no-insurance card deselects that person's other cards in the group". */
const NO_INSURANCE: Partial<Record<ContractCardGroupKey, { code: string; title: string }>> = {
  additional: { code: 'GEEN-AP', title: 'Geen aanvullende verzekering' },
  dental: { code: 'GEEN-TA', title: 'Geen tandartsverzekering' },
};

export interface Person {
  customer: CustomerRecord;
  role: CustomerRoleCode;
  isAdult: boolean;
}

/** A person's choice: the product codes (no-insurance cards are no product). */
export type Choices = Map<string, string[]>;

function isProductCode(code: string): boolean {
  return catalogueProduct(code) !== undefined;
}

/** The agreement of the user for a change, checked: 404 when not theirs, 403 when they are not its main insured. */
export function agreementForChange(state: DbState, viewer: CustomerRecord, agreementId: string, today: string) {
  const visible = visibleAgreements(state, viewer, today).find((entry) => entry.agreement.agreementId === agreementId);
  if (!visible) throw notFound(REFUSALS.agreementNotFound(agreementId));
  const participant = visible.agreement.agreementParticipants.find((entry) => entry.customerNumber === viewer.customerNumber);
  if (!participant || !isMainInsured(participant.role)) throw forbidden(CONTRACT_MESSAGES.notMainInsured);
  // issue 15 (h-policy2): the persons insured on this agreement; a policyholder insured on another one has no cards here
  const insured = visible.customers.filter((customer) =>
    state.policies.some((policy) => policy.agreementId === agreementId && policy.customerNumber === customer.customerNumber),
  );
  return { ...visible, customers: insured };
}

export function personsOf(agreement: AgreementRecord, customers: CustomerRecord[], year: number): Person[] {
  return customers.map((customer) => ({
    customer,
    role: (agreement.agreementParticipants.find((entry) => entry.customerNumber === customer.customerNumber)?.role ?? 'M'),
    isAdult: isAdult(new Date(`${customer.birthDate}T00:00:00`), new Date(year, 0, 1)),
  }));
}

/** The denial reason for changing the policy of a year (spec 02 §4) plus the 31 January deadline. */
export function changeDenial(state: DbState, agreement: AgreementRecord, year: number, today: string): string | null {
  const main = state.customers.find((customer) => customer.customerNumber === agreement.mainCustomerNumber);
  const offered = yearForOfferedAgreement(today);
  const thisYear = Number(today.slice(0, 4));
  const reason = editPolicyDenialReason({
    isMainInsured: true,
    isDefaulter: main?.isDefaulter ?? false,
    hasAgreementEnded: agreement.hasAgreementEnded,
    isEditPossible: year === offered || (year === thisYear && isPolicyChangePossible(year, new Date(`${today}T12:00:00`))),
  });
  switch (reason) {
    case 'payment-deficit':
      return CONTRACT_MESSAGES.paymentDeficit;
    case 'ended-policy':
      return CONTRACT_MESSAGES.endedPolicy;
    case 'not-yet-possible':
      return CONTRACT_MESSAGES.notYetPossible;
    default:
      return null;
  }
}

/** The products a person has for the year now (the stored or prolonged policy), without the mandatory own risk. */
export function currentChoices(state: DbState, agreement: AgreementRecord, persons: Person[], year: number, today: string): Choices {
  return new Map(
    persons.map((person) => [
      person.customer.customerNumber,
      (policyForYear(state, agreement, person.customer, year, today)?.products ?? [])
        .map((product) => product.code)
        .filter((code) => code !== 'OW385'),
    ]),
  );
}

/** A parent on the agreement whom the viewer does not see, with the cover of the year. */
export interface ParentOutOfView {
  person: Person;
  codes: string[];
}

/**
 * The adult main insured and partner on the agreement who are not among the
 * persons shown (a partner of 16 or over has an own account and is hidden
 * from the main insured), with their policy of the year: the free-package
 * rule reads them too (privacy hides what is shown, not what the rules see).
 */
export function parentsOutOfView(state: DbState, agreement: AgreementRecord, shown: readonly Person[], year: number, today: string): ParentOutOfView[] {
  const shownNumbers = new Set(shown.map((person) => person.customer.customerNumber));
  return agreement.agreementParticipants
    .filter((entry) => (entry.role === 'H' || entry.role === 'P') && !shownNumbers.has(entry.customerNumber))
    .flatMap((entry) => {
      const customer = state.customers.find((candidate) => candidate.customerNumber === entry.customerNumber);
      const policy = customer ? policyForYear(state, agreement, customer, year, today) : null;
      if (!customer || !policy) return [];
      const person: Person = { customer, role: entry.role, isAdult: isAdult(new Date(`${customer.birthDate}T00:00:00`), new Date(year, 0, 1)) };
      return [{ person, codes: policy.products.map((product) => product.code) }];
    });
}

/**
 * "Children under 18 get the highest-insured parent's packages free": a
 * child's codes follow the parents' choices, the shown ones' as chosen and
 * those out of view as insured (the domain's `childrensFreePackages`).
 */
export function withChildrensPackages(
  persons: Person[],
  choices: Choices,
  label: AgreementRecord['label'],
  year: number,
  thisYear: number,
  outOfView: readonly ParentOutOfView[],
): Choices {
  const coverOf = (person: Person, codes: readonly string[]) => {
    const priced = codes.filter((code) => catalogueProduct(code)?.typeOfProduct !== 'OW');
    return {
      customerNumber: person.customer.customerNumber,
      role: person.role,
      birthDate: person.customer.birthDate,
      productComponentCodes: priced,
      totalPremium: sumOfEuros(priced.map((code) => pricedProduct(catalogueProduct(code)!, label, year, thisYear, true).nettoPremium)),
    };
  };
  const members = [
    ...persons.map((person) => coverOf(person, choices.get(person.customer.customerNumber) ?? [])),
    ...outOfView.map((parent) => coverOf(parent.person, parent.codes)),
  ];
  const result: Choices = new Map(choices);
  for (const [customerNumber, free] of childrensFreePackages(members, new Date(year, 0, 1))) {
    if (persons.some((person) => person.customer.customerNumber === customerNumber)) result.set(customerNumber, [...free]);
  }
  return result;
}

/** The contract cards of the year for these persons with their choices (spec 02 §3 "Contract cards"). */
export function contractCards(agreement: AgreementRecord, persons: Person[], choices: Choices, year: number, thisYear: number) {
  return CONTRACT_CARD_GROUP_KEYS.map((key) => {
    const products = PRODUCT_CATALOGUE.filter((product) => groupOf(product) === key);
    const noInsurance = NO_INSURANCE[key];
    const cards = products.map((product) => ({
      productComponentCode: product.code,
      title: productName(product, agreement.label),
      packageSetNumber: product.packageSetNumber,
      packageType: PACKAGE_TYPES[key],
      isNoInsurance: false,
      hasMedicalSelection: product.hasMedicalSelection,
      isDisabled: false,
      ownRiskAmount: product.voluntaryOwnRisk ?? null,
      insuredPersons: persons.map((person) => {
        const chosen = choices.get(person.customer.customerNumber) ?? [];
        const isExcess = product.typeOfProduct === 'OW';
        // issue 15 (h-medsel): a package with medical selection is choosable for adults; the edit flow asks the questionnaire
        const mayChoose = person.isAdult;
        return {
          customerNumber: person.customer.customerNumber,
          // "Options without a premium amount are not shown": no own risk for children
          netPremiumWithDiscount: isExcess && !person.isAdult ? null : pricedProduct(product, agreement.label, year, thisYear, person.isAdult).nettoPremium,
          ownRiskDiscount: isExcess ? ownRiskDiscountOf(product, year, thisYear, person.isAdult) : null,
          isSelected: isExcess ? (product.code === 'OW385' ? !chosen.some((code) => code.startsWith('OW')) : chosen.includes(product.code)) : chosen.includes(product.code),
          isDisabled: !mayChoose,
        };
      }),
    }));
    const noInsuranceCard = noInsurance
      ? [
          {
            productComponentCode: noInsurance.code,
            title: noInsurance.title,
            packageSetNumber: null,
            packageType: PACKAGE_TYPES[key],
            isNoInsurance: true,
            hasMedicalSelection: false,
            isDisabled: false,
            ownRiskAmount: null,
            insuredPersons: persons.map((person) => ({
              customerNumber: person.customer.customerNumber,
              netPremiumWithDiscount: 0,
              ownRiskDiscount: null,
              isSelected: !(choices.get(person.customer.customerNumber) ?? []).some((code) => {
                const product = catalogueProduct(code);
                return product !== undefined && groupOf(product) === key;
              }),
              isDisabled: !person.isAdult,
            })),
          },
        ]
      : [];
    return { key, label: GROUP_LABELS[key], maximumSelectableAmount: GROUP_MAXIMUM[key], cards: [...noInsuranceCard, ...cards] };
  });
}

export function premiumOf(person: Person, codes: string[], agreement: AgreementRecord, year: number, thisYear: number, paymentTerm: PaymentTerm) {
  const priced = pricePolicy({
    codes,
    label: agreement.label,
    year,
    thisYear,
    isAdult: person.isAdult,
    paymentTerm,
    paymentTermDiscounts: agreement.paymentDetails.paymentTermDiscounts,
  });
  return { ...priced.premium, excessAmount: priced.excessAmount, products: priced.products };
}

/** Reads and checks `chosenInsurances`: persons of the agreement the user may see, known codes, no more than a group allows. */
export function parseChoices(raw: unknown, persons: Person[]): Choices {
  if (!Array.isArray(raw)) throw new ValidationError("Het veld 'chosenInsurances' moet een lijst zijn.");
  const choices: Choices = new Map();
  for (const entry of raw as unknown[]) {
    if (typeof entry !== 'object' || entry === null) throw new ValidationError("Het veld 'chosenInsurances' moet objecten bevatten.");
    const { customerNumber, productComponentCodes } = entry as Record<string, unknown>;
    if (typeof customerNumber !== 'string') throw new ValidationError("Het veld 'chosenInsurances[].customerNumber' is verplicht.");
    if (!persons.some((person) => person.customer.customerNumber === customerNumber)) throw forbidden(notOnAgreementMessage(customerNumber));
    if (!Array.isArray(productComponentCodes) || productComponentCodes.some((code) => typeof code !== 'string')) {
      throw new ValidationError("Het veld 'chosenInsurances[].productComponentCodes' moet een lijst met productcodes zijn.");
    }
    const codes = (productComponentCodes as string[]).filter((code) => !code.startsWith('GEEN-'));
    const unknown = codes.find((code) => !isProductCode(code));
    if (unknown) throw new ValidationError(`Het product '${unknown}' is onbekend.`);
    for (const key of CONTRACT_CARD_GROUP_KEYS) {
      const inGroup = codes.filter((code) => groupOf(catalogueProduct(code)!) === key && code !== 'OW385');
      if (inGroup.length > GROUP_MAXIMUM[key]) {
        throw new ValidationError(`In de groep '${key}' kunt u hoogstens ${GROUP_MAXIMUM[key]} ${GROUP_MAXIMUM[key] === 1 ? 'pakket' : 'pakketten'} kiezen (maximumSelectableAmount).`);
      }
    }
    choices.set(customerNumber, [...new Set(codes.filter((code) => code !== 'OW385'))]);
  }
  return choices;
}

export interface Evaluated {
  cards: ReturnType<typeof contractCards>;
  choices: Choices;
  conflict: boolean;
  unselectedRequiredPackageTypes: string[];
  medicalSelectionMissing: boolean;
}

/** The domain's checks over a complete choice: package lines, required basic insurance, medical selection. */
export function evaluate(
  agreement: AgreementRecord,
  persons: Person[],
  requested: Choices,
  current: Choices,
  year: number,
  thisYear: number,
  outOfView: readonly ParentOutOfView[],
  /** issue 15 (h-medsel): whether the person has an approved medical selection for the year */
  hasApprovedSelection: (customerNumber: string) => boolean = () => false,
): Evaluated {
  const merged: Choices = new Map(current);
  for (const [customerNumber, codes] of requested) merged.set(customerNumber, codes);
  const choices = withChildrensPackages(persons, merged, agreement.label, year, thisYear, outOfView);
  const cards = contractCards(agreement, persons, choices, year, thisYear);
  const groups = cards as unknown as ContractCardGroup[];
  const conflict = persons.some((person) => hasPackageLineConflict(groups, person.customer.customerNumber));
  const missingBasic = persons.some((person) => person.isAdult && !(choices.get(person.customer.customerNumber) ?? []).some((code) => catalogueProduct(code)?.typeOfProduct === 'MB'));
  const medicalSelectionMissing = persons.some(
    (person) =>
      !hasApprovedSelection(person.customer.customerNumber) &&
      person.isAdult &&
      (requested.get(person.customer.customerNumber) ?? []).some((code) => catalogueProduct(code)?.hasMedicalSelection === true) &&
      !(current.get(person.customer.customerNumber) ?? []).some((code) => catalogueProduct(code)?.hasMedicalSelection === true),
  );
  return { cards, choices, conflict, unselectedRequiredPackageTypes: missingBasic ? ['Basisverzekering'] : [], medicalSelectionMissing };
}

export function paymentTermOf(value: unknown, fallback: number): PaymentTerm {
  if (value === undefined || value === null) return isPaymentTerm(fallback) ? fallback : 1;
  if (typeof value !== 'number' || !isPaymentTerm(value)) throw new ValidationError(PAYMENT_TERM_FIELD_MESSAGE);
  return value;
}

export function yearOfBody(body: Record<string, unknown>): number {
  const { year, startDate } = body;
  if (typeof year === 'number' && Number.isInteger(year) && year >= 2000 && year <= 2100) return year;
  if (typeof startDate === 'string' && /^\d{4}-\d{2}-\d{2}/.test(startDate)) return Number(startDate.slice(0, 4));
  throw new ValidationError("Het veld 'year' (of 'startDate', jjjj-mm-dd) is verplicht.");
}

export function bodyOf(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ValidationError(FIELD_MESSAGES.notJsonObject);
  return raw as Record<string, unknown>;
}

export function agreementIdOf(body: Record<string, unknown>): string {
  const id = body['agreementId'] ?? body['agreementNumber'];
  if (typeof id !== 'string' || !/^\d{1,12}$/.test(id)) throw new ValidationError("Het veld 'agreementId' is verplicht (cijfers).");
  return id;
}

/**
 * The request of validate and save read once: the user's agreement checked
 * (404 / 403), the year, optionally the change denial (400), then the body's
 * choices evaluated by the domain's rules over the persons of the agreement.
 */
export function choiceRequestOf(ctx: Context, raw: unknown, res: Response, options: { refuseDenied: boolean }) {
  const { customer: viewer } = authOf(res);
  const body = bodyOf(raw);
  const agreementId = agreementIdOf(body);
  const today = ctx.clock.today();
  const thisYear = Number(today.slice(0, 4));
  const state = ctx.store.read();
  const { agreement, customers } = agreementForChange(state, viewer, agreementId, today);
  const year = yearOfBody(body);
  if (options.refuseDenied) {
    const denied = changeDenial(state, agreement, year, today);
    if (denied) throw badRequest(denied);
  }
  const persons = personsOf(agreement, customers, year);
  const current = currentChoices(state, agreement, persons, year, today);
  const requested = parseChoices(body['chosenInsurances'], persons);
  const outOfView = parentsOutOfView(state, agreement, persons, year, today);
  const evaluated = evaluate(agreement, persons, requested, current, year, thisYear, outOfView, (customerNumber) => hasApprovedMedicalSelection(state, customerNumber, year));
  return { state, viewer, today, thisYear, body, agreementId, agreement, customers, year, persons, current, outOfView, evaluated };
}
