/**
 * Adding insured persons (issue 15 point 6; spec 02 §3 "Add-insured form",
 * §4 "Adding insured", §5 "Policy and add insured", §7
 * "Agreement/{agreementId}/social-security-number-in-use",
 * "Contract/GetContractCardsForNewlyInsuredPersons", "Contract/validate",
 * "Contract/SaveContractCardsForNewlyInsuredPersons").
 *
 * Order of the checks, as every write here: the permission (c-ins-per), the
 * agreement is the user's and they are its main insured (404 / 403), the
 * block reasons (no active policy, a payment deficit), then the body by the
 * domain's `validateAddInsuredForms` (400 naming the rule and the field),
 * the BSN not in use, then the cards. A save stores all persons in one
 * store update or nothing.
 */
import { Router, type Request, type Response } from 'express';
import {
  addInsuredBlockReason,
  addInsuredPremiumYear,
  cardGroupsForNewlyParticipatingPersons,
  effectiveStartDate,
  isPaymentTerm,
  sumOfEuros,
  validateAddInsuredForms,
  type NewlyInsuredPersonForm,
} from '../../domain/insurance';
import { isRouteAuthorised, permissionFlagsFromCodes } from '../../domain/access';
import { isAdult, type CustomerRoleCode } from '../../domain/people';
import { VALIDATION_MESSAGES_NL, normalizeBsn, validateBsn } from '../../domain/validation';
import type { Context } from '../context';
import { authOf, permissionMessage, requirePermission, requireToken } from '../http/auth';
import { ValidationError, badRequest, forbidden, handle } from '../http/errors';
import type { AgreementRecord, CustomerRecord, DbState, NewlyInsuredPersonRecord } from '../seed';
import { catalogueProduct } from '../seed/catalogue';
import { yearForOfferedAgreement } from './agreement';
import { policyForYear } from './policy-year';
import {
  CONTRACT_MESSAGES,
  PAYMENT_TERM_FIELD_MESSAGE,
  agreementForChange,
  agreementIdOf,
  bodyOf,
  contractCards,
  currentChoices,
  evaluate,
  parentsOutOfView,
  parseChoices,
  paymentTermOf,
  personsOf,
  premiumOf,
  withChildrensPackages,
  type Choices,
  type Person,
} from './contract-cards';
import { visibleAgreements } from '../visibility';
import { approvedNewcomerSelection } from './medical-selection-records';
import { repriceInvoicesAfterChange } from './premium-invoices';

export const ADD_INSURED_MESSAGES = {
  noActivePolicy: 'Er is geen lopende polis waarop u iemand kunt bijschrijven (no-active-policy).',
  bsnInUse: 'Deze BSN heeft u al geregistreerd.',
  noPersons: "Het veld 'newlyInsuredPersons' moet 1 tot en met 10 personen bevatten.",
  noPermission: permissionMessage('c-ins-per'),
  noBasicInsurance: 'U kunt alleen iemand bijschrijven als u een basisverzekering bij ons heeft (no-basic-insurance).',
} as const;

/** The domain's add-insured rules that have no text in `VALIDATION_MESSAGES_NL` (the portal has its own for them). */
const RULE_TEXTS: Record<string, string> = {
  'start-date-before-birth-date': 'De ingangsdatum mag niet vóór de geboortedatum liggen.',
  'start-date-before-today': 'De ingangsdatum mag niet vóór vandaag liggen. Alleen een kind dat in de laatste 4 maanden is geboren, is verzekerd vanaf de geboortedatum.',
  'start-date-no-offer-year': 'De premies voor volgend jaar zijn nog niet bekend. Kies een ingangsdatum in dit jaar.',
  'start-dates-in-different-years': 'Kies voor iedereen een ingangsdatum in hetzelfde jaar.',
  'born-recently-mismatch': "Het veld 'isBornRecently' klopt niet bij de geboortedatum: pasgeboren is een kind tot 4 maanden na de geboorte.",
  'start-date-before-agreement-start': 'De ingangsdatum mag niet vóór de ingangsdatum van de polis liggen.',
  'start-date-after-agreement-end': 'De ingangsdatum mag niet na de einddatum van de polis liggen.',
  'partner-already-insured': 'Er staat al een partner op deze polis.',
  'more-than-one-partner': 'U kunt maar één partner bijschrijven.',
};

const FORM_FIELDS = [
  'initials',
  'firstName',
  'prefix',
  'lastName',
  'birthNamePrefix',
  'birthName',
  'emailAddress',
  'emailAddressConfirmation',
  'birthDate',
  'socialSecurityNumber',
  'nationality',
  'startDate',
] as const;

/** The roles on the agreement: its insured persons' and those in progress (a partner being added is one already). */
function registeredRoles(state: DbState, agreement: AgreementRecord): CustomerRoleCode[] {
  const inProgress = (state.newlyInsuredPersons ?? []).filter((record) => record.agreementId === agreement.agreementId).map((record) => record.role);
  return [...agreement.agreementParticipants.map((entry) => entry.role), ...inProgress];
}

/** The BSNs registered for the agreement: its insured persons and those in progress. */
function registeredBsns(state: DbState, agreement: AgreementRecord): string[] {
  const insured = agreement.agreementParticipants
    .map((entry) => state.customers.find((customer) => customer.customerNumber === entry.customerNumber)?.socialSecurityNumber)
    .filter((bsn): bsn is string => typeof bsn === 'string');
  const inProgress = (state.newlyInsuredPersons ?? []).filter((record) => record.agreementId === agreement.agreementId).map((record) => record.socialSecurityNumber);
  return [...insured, ...inProgress].map(normalizeBsn);
}

function parseForms(raw: unknown): NewlyInsuredPersonForm[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 10) throw new ValidationError(ADD_INSURED_MESSAGES.noPersons);
  return (raw as unknown[]).map((entry, index) => {
    if (typeof entry !== 'object' || entry === null) throw new ValidationError(`Het veld 'newlyInsuredPersons[${index}]' moet een object zijn.`);
    const record = entry as Record<string, unknown>;
    const text = (field: string) => {
      const value = record[field] ?? '';
      if (typeof value !== 'string' || value.length > 200) throw new ValidationError(`Het veld 'newlyInsuredPersons[${index}].${field}' moet tekst zijn.`);
      return value;
    };
    const id = text('id');
    if (!/^[A-Za-z0-9-]{1,40}$/.test(id)) throw new ValidationError(`Het veld 'newlyInsuredPersons[${index}].id' is verplicht (letters, cijfers en streepjes).`);
    const gender = text('gender');
    if (gender !== '' && gender !== 'M' && gender !== 'F') throw new ValidationError(`Het veld 'newlyInsuredPersons[${index}].gender' moet M of F zijn.`);
    const role = text('role');
    if (role !== '' && role !== 'P' && role !== 'M') throw new ValidationError(`Het veld 'newlyInsuredPersons[${index}].role' moet P (partner) of M (meeverzekerde) zijn.`);
    if (typeof record['isBornRecently'] !== 'boolean') throw new ValidationError(`Het veld 'newlyInsuredPersons[${index}].isBornRecently' moet true of false zijn.`);
    const form = Object.fromEntries(FORM_FIELDS.map((field) => [field, text(field)])) as Record<(typeof FORM_FIELDS)[number], string>;
    return { id, ...form, gender, role, isBornRecently: record['isBornRecently'] };
  });
}

/**
 * The agreement checked for adding: the user's, main insured, an active policy, no payment deficit (the offer year is
 * judged per start date); and the user has a basic insurance, the route's second requirement, by the guard's rule.
 */
export function agreementForAdding(ctx: Context, res: Response, body: Record<string, unknown>) {
  const auth = authOf(res);
  // the route's own permission is u-ins (Contract/validate); adding needs c-ins-per as well
  if (!auth.claims.permissions.includes('c-ins-per')) throw forbidden(ADD_INSURED_MESSAGES.noPermission);
  const today = ctx.clock.today();
  const state = ctx.store.read();
  const access = {
    permissions: permissionFlagsFromCodes(auth.claims.permissions),
    hasBasicInsurance: visibleAgreements(state, auth.customer, today).some(({ agreement }) => agreement.hasBasicInsurance),
    isInsuranceRightCheckRequired: false,
  };
  if (!isRouteAuthorised('add-insured', access)) throw badRequest(ADD_INSURED_MESSAGES.noBasicInsurance);
  const agreementId = agreementIdOf(body);
  const { agreement, customers } = agreementForChange(state, auth.customer, agreementId, today);
  const thisYear = Number(today.slice(0, 4));
  const block = addInsuredBlockReason({
    hasActivePolicy: policyForYear(state, agreement, auth.customer, thisYear, today) !== null,
    isDefaulter: state.customers.find((customer) => customer.customerNumber === agreement.mainCustomerNumber)?.isDefaulter ?? false,
  });
  if (block === 'no-active-policy') throw badRequest(ADD_INSURED_MESSAGES.noActivePolicy);
  if (block === 'payment-deficit') throw badRequest(CONTRACT_MESSAGES.paymentDeficit);
  return { state, today, thisYear, agreement, customers, viewer: auth.customer };
}

/** The forms checked by the domain's rules and the in-use check; the first failure is a 400 naming rule and field. */
function checkedForms(state: DbState, agreement: AgreementRecord, raw: unknown, today: string) {
  const forms = parseForms(raw);
  const todayDate = new Date(`${today}T12:00:00`);
  const errors = validateAddInsuredForms(forms, {
    today: todayDate,
    agreementStartDate: agreement.startDate,
    agreementEndDate: agreement.endDate,
    agreementRoles: registeredRoles(state, agreement),
    insuredBsns: registeredBsns(state, agreement),
    offerYear: yearForOfferedAgreement(today),
  });
  const first = Object.entries(errors)[0];
  if (first) {
    const [path, key] = first;
    const text = RULE_TEXTS[key] ?? VALIDATION_MESSAGES_NL[key as keyof typeof VALIDATION_MESSAGES_NL] ?? key;
    throw new ValidationError(`${text} (${key}; ${path})`);
  }
  return forms.map((form) => ({ ...form, startDate: effectiveStartDate(forms, form, todayDate) }));
}

/** A newly insured person as a person of the contract: the form's id is its customer number until the insurer gives one. */
function personOf(form: NewlyInsuredPersonForm, agreement: AgreementRecord, year: number): Person {
  const customer: CustomerRecord = {
    customerNumber: form.id,
    initials: form.initials,
    firstName: form.firstName,
    prefix: form.prefix || null,
    lastName: form.lastName,
    prefixBirthName: form.birthNamePrefix || null,
    birthName: form.birthName || null,
    gender: form.gender === 'F' ? 'F' : 'M',
    birthDate: form.birthDate,
    role: form.role === 'P' ? 'P' : 'M',
    socialSecurityNumber: normalizeBsn(form.socialSecurityNumber),
    nationality: form.nationality,
    address: { street: '', houseNumber: 1, houseNumberAddition: null, postalCode: '', city: '', country: 'NL' },
    emailAddress: form.emailAddress || null,
    phoneNumber: null,
    agreementId: agreement.agreementId,
    label: agreement.label,
    isDefaulter: false,
    isInsuranceRightCheckRequired: false,
    medicalSelection: null,
  };
  return { customer, role: customer.role, isAdult: isAdult(new Date(`${form.birthDate}T00:00:00`), new Date(year, 0, 1)) };
}

/** Everything a cards, validate or save request of newly insured persons needs, checked in order. */
function newlyInsuredRequestOf(ctx: Context, req: Request, res: Response) {
  const body = bodyOf(req.body);
  const { state, today, thisYear, agreement, customers } = agreementForAdding(ctx, res, body);
  const forms = checkedForms(state, agreement, body['newlyInsuredPersons'], today);
  // the premiums of the year the persons start in (this year for a newborn insured from a birth date last year)
  const year = addInsuredPremiumYear(forms.map((form) => form.startDate), new Date(`${today}T12:00:00`));
  const existing = personsOf(agreement, customers, year);
  const newcomers = forms.map((form) => personOf(form, agreement, year));
  const current = currentChoices(state, agreement, existing, year, today);
  const outOfView = parentsOutOfView(state, agreement, existing, year, today);
  // a newcomer starts with the main insured's basic insurance and nothing else
  const mainBasic = (current.get(agreement.mainCustomerNumber) ?? []).filter((code) => catalogueProduct(code)?.typeOfProduct === 'MB');
  const start: Choices = new Map(current);
  for (const person of newcomers) start.set(person.customer.customerNumber, person.isAdult ? mainBasic : []);
  return { state, today, thisYear, year, body, agreement, forms, existing, newcomers, start, outOfView };
}

/** The cards of the newcomers only, dental options only for those 18 or over. */
function newcomersCards(request: ReturnType<typeof newlyInsuredRequestOf>, choices: Choices) {
  const { agreement, existing, newcomers, year, thisYear, today, outOfView } = request;
  const withChildren = withChildrensPackages([...existing, ...newcomers], choices, agreement.label, year, thisYear, outOfView);
  const groups = contractCards(agreement, newcomers, withChildren, year, thisYear);
  return {
    choices: withChildren,
    groups: cardGroupsForNewlyParticipatingPersons(
      groups,
      newcomers.map((person) => ({ customerNumber: person.customer.customerNumber, birthDate: person.customer.birthDate })),
      new Date(`${today}T12:00:00`),
    ) as unknown as typeof groups,
  };
}

function personView(person: Person) {
  const { customer } = person;
  return {
    customerNumber: customer.customerNumber,
    initials: customer.initials,
    firstName: customer.firstName,
    prefix: customer.prefix,
    lastName: customer.lastName,
    birthDate: customer.birthDate,
    role: person.role,
    isAdult: person.isAdult,
  };
}

/** Whether a `Contract/validate` body is about newly insured persons. */
export function isNewlyInsuredValidation(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && 'newlyInsuredPersons' in raw;
}

/** The choices of the newcomers evaluated: only their own codes are taken from the body. */
function evaluatedChoices(request: ReturnType<typeof newlyInsuredRequestOf>, hasApprovedSelection?: (id: string) => boolean) {
  const { agreement, existing, newcomers, start, year, thisYear, body, outOfView } = request;
  const requested = parseChoices(body['chosenInsurances'] ?? [], newcomers);
  const evaluated = evaluate(agreement, [...existing, ...newcomers], requested, start, year, thisYear, outOfView, hasApprovedSelection);
  return { evaluated, cards: newcomersCards(request, evaluated.choices) };
}

/** "POST Contract/validate" for newly insured persons: the premium before (nothing yet) and after, per newcomer and in total. */
export function validateNewlyInsured(ctx: Context, req: Request, res: Response): void {
  const request = newlyInsuredRequestOf(ctx, req, res);
  const { agreement, existing, newcomers, year, thisYear, body } = request;
  const { evaluated, cards } = evaluatedChoices(request);
  const paymentTerm = paymentTermOf(body['selectedPaymentTerm'], agreement.paymentTerm);
  const premiums = newcomers.map((person) => ({
    customerNumber: person.customer.customerNumber,
    before: premiumOf(person, [], agreement, year, thisYear, paymentTerm),
    after: premiumOf(person, cards.choices.get(person.customer.customerNumber) ?? [], agreement, year, thisYear, paymentTerm),
  }));
  const existingTotal = existing.map((person) => premiumOf(person, cards.choices.get(person.customer.customerNumber) ?? [], agreement, year, thisYear, paymentTerm));
  const month = (entries: { totalNettoPremiumMonth: number }[]) => sumOfEuros(entries.map((entry) => entry.totalNettoPremiumMonth));
  const term = (entries: { totalNettoPremiumPaymentTerm: number }[]) => sumOfEuros(entries.map((entry) => entry.totalNettoPremiumPaymentTerm));
  const after = [...existingTotal, ...premiums.map((entry) => entry.after)];
  res.json({
    contractCards: cards.groups,
    isPackageSelectionConflict: evaluated.conflict,
    unselectedRequiredPackageTypes: evaluated.unselectedRequiredPackageTypes,
    premiumOverview: premiums,
    total: {
      before: { month: month(existingTotal), term: term(existingTotal), paymentTerm },
      after: { month: month(after), term: term(after), paymentTerm },
    },
  });
}

export function addInsuredRoutes(ctx: Context): Router {
  const router = Router();

  /** "POST Agreement/{agreementId}/social-security-number-in-use, body socialSecurityNumber; answer boolean (true means in use)" */
  router.post(
    '/agreement/:agreementId/social-security-number-in-use',
    requireToken(ctx),
    requirePermission('c-ins-per'),
    handle((req, res) => {
      const { customer: viewer } = authOf(res);
      const today = ctx.clock.today();
      const state = ctx.store.read();
      const { agreement } = agreementForChange(state, viewer, agreementIdOf({ agreementId: req.params['agreementId'] }), today);
      const body = bodyOf(req.body);
      const bsn = body['socialSecurityNumber'];
      if (typeof bsn !== 'string' || bsn.trim() === '') throw new ValidationError("Het veld 'socialSecurityNumber' is verplicht.");
      if (validateBsn(bsn)) throw new ValidationError(`${VALIDATION_MESSAGES_NL['bsn-invalid']} (bsn-invalid)`);
      res.json(registeredBsns(state, agreement).includes(normalizeBsn(bsn)));
    }),
  );

  /** "POST Contract/GetContractCardsForNewlyInsuredPersons": the cards of the newcomers, starting from the main insured's basic insurance. */
  router.post(
    '/contract/getContractCardsForNewlyInsuredPersons',
    requireToken(ctx),
    requirePermission('c-ins-per'),
    handle((req, res) => {
      const request = newlyInsuredRequestOf(ctx, req, res);
      const { agreement, newcomers, year, start, state, today, viewer } = { ...request, viewer: authOf(res).customer };
      res.json({
        agreementId: agreement.agreementId,
        year,
        contractCode: agreement.contractCode,
        paymentTerm: policyForYear(state, agreement, viewer, year, today)?.paymentTerm ?? agreement.paymentTerm,
        paymentTermDiscounts: agreement.paymentDetails.paymentTermDiscounts,
        changeDenied: null,
        insuredPersons: newcomers.map(personView),
        contractCards: newcomersCards(request, start).groups,
      });
    }),
  );

  /** "POST Contract/SaveContractCardsForNewlyInsuredPersons with agreementNumber": every newcomer stored in progress, or none. */
  router.post(
    '/contract/saveContractCardsForNewlyInsuredPersons',
    requireToken(ctx),
    requirePermission('c-ins-per'),
    handle((req, res) => {
      const request = newlyInsuredRequestOf(ctx, req, res);
      const { agreement, forms, newcomers, year, thisYear, body } = request;
      // issue 15 (h-newins): a package with medical selection needs the newcomer's approved questionnaire, sent with the forms (nothing was stored when it was judged)
      const rawForms = body['newlyInsuredPersons'] as Record<string, unknown>[];
      const selections = new Map(forms.map((form, index) => [form.id, approvedNewcomerSelection(rawForms[index]?.['medicalSelection'], `newlyInsuredPersons[${index}].medicalSelection`)]));
      const { evaluated, cards } = evaluatedChoices(request, (id) => selections.get(id) != null);
      if (evaluated.unselectedRequiredPackageTypes.length > 0) {
        res.status(400).json({ message: CONTRACT_MESSAGES.missingRequired, packageTypes: evaluated.unselectedRequiredPackageTypes });
        return;
      }
      if (evaluated.conflict) throw badRequest(CONTRACT_MESSAGES.packageLineConflict);
      if (evaluated.medicalSelectionMissing) throw badRequest(CONTRACT_MESSAGES.medicalSelection);
      const paymentTerm = paymentTermOf(body['selectedPaymentTerm'], agreement.paymentTerm);
      if (!isPaymentTerm(paymentTerm)) throw new ValidationError(PAYMENT_TERM_FIELD_MESSAGE);
      const requestedAt = new Date(ctx.clock.now()).toISOString();
      const taken = (ctx.store.read().newlyInsuredPersons ?? []).length;
      const records: NewlyInsuredPersonRecord[] = forms.map((form, index) => {
        const person = newcomers[index]!;
        const codes = cards.choices.get(form.id) ?? [];
        return {
          id: `NV${String(taken + index + 1).padStart(6, '0')}`,
          agreementId: agreement.agreementId,
          year,
          status: 'in-progress',
          requestedAt,
          role: person.role === 'P' ? 'P' : 'M',
          initials: form.initials.trim(),
          firstName: form.firstName.trim(),
          prefix: form.prefix.trim() || null,
          lastName: form.lastName.trim(),
          birthNamePrefix: form.birthNamePrefix.trim() || null,
          birthName: form.birthName.trim() || null,
          emailAddress: form.emailAddress.trim() || null,
          birthDate: form.birthDate,
          gender: form.gender === 'F' ? 'F' : 'M',
          socialSecurityNumber: normalizeBsn(form.socialSecurityNumber),
          nationality: form.nationality.trim(),
          startDate: form.startDate,
          productComponentCodes: codes,
          totalNettoPremiumMonth: premiumOf(person, codes, agreement, year, thisYear, paymentTerm).totalNettoPremiumMonth,
          medicalSelection: codes.some((code) => catalogueProduct(code)?.hasMedicalSelection === true) ? (selections.get(form.id) ?? null) : null,
        };
      });
      ctx.store.update((draft) => {
        draft.newlyInsuredPersons = [...(draft.newlyInsuredPersons ?? []), ...records];
        // issue 15 (h-newins): from their start month the open premium invoices carry their premium too
        repriceInvoicesAfterChange(draft, agreement, year);
      });
      res.json({ isSuccessful: true, agreementId: agreement.agreementId, newlyInsuredPersons: records.map((record) => ({ id: record.id, startDate: record.startDate })) });
    }),
  );

  return router;
}
