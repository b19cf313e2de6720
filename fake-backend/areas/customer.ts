/**
 * Customer area (spec 02 §7 "Customer", spec 01 §3 "User", §6): the insured
 * persons with an active policy that the user may see, one person's details
 * (name, birth date, gender, address, contact info) and changing them.
 *
 * Privacy (spec 02 §1): a main insured sees themselves and the co-insured
 * under 16 on their agreement; persons of 16 and over (the partner included)
 * are never served to anyone but themselves. A customer number the user may
 * not see answers 404, exactly like one that does not exist.
 */
import { Router } from 'express';
import {
  isValidEmail,
  normalizePhoneNumber,
  validateDutchPostalCode,
  validateOptionalEmail,
  validateOptionalPhoneNumber,
  validatePhoneNumber,
} from '../../domain/validation';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { ValidationError, badRequest, notFound } from '../http/errors';
import { number, optional, parseBody, requireValid, string } from '../http/validate';
import type { Address, CustomerRecord, DbState } from '../seed';
import { visibleAgreements, visibleCustomerNumbers } from '../visibility';
import { policiesOfPerson } from './policy-year';

export const CUSTOMER_MESSAGES = {
  notFound: 'De verzekerde is niet gevonden.',
  addressRequired: "Het veld 'address' is verplicht.",
  countryUnchangeable: "Het veld 'address.country' kunt u niet online wijzigen.",
} as const;

/** The Customer entity's own fields (spec 02 §3), as the agreement participants carry them too. */
export function customerFields(customer: CustomerRecord) {
  return {
    initials: customer.initials,
    prefix: customer.prefix,
    firstName: customer.firstName,
    lastName: customer.lastName,
    prefixBirthName: customer.prefixBirthName,
    birthName: customer.birthName,
    gender: customer.gender,
    birthDate: customer.birthDate,
    customerNumber: customer.customerNumber,
    role: customer.role,
    medicalSelection: customer.medicalSelection,
  };
}

/** The Customer entity (spec 02 §3) with the policies' start dates. */
export function customerView(state: DbState, customer: CustomerRecord, today: string) {
  // stored or continued over New Year (issue 32 point 16)
  const policies = policiesOfPerson(state, customer, today)
    .map((policy) => ({ policyNumber: policy.policyNumber, year: policy.year, startDate: policy.startDate }));
  return { ...customerFields(customer), policies };
}

/** The customer with address and contact info ("added later" to the user, spec 01 §3). */
export function customerDetailsView(state: DbState, customer: CustomerRecord, today: string) {
  return {
    ...customerView(state, customer, today),
    address: { ...customer.address },
    emailAddress: customer.emailAddress,
    phoneNumber: customer.phoneNumber,
  };
}

function isActiveOn(state: DbState, customer: CustomerRecord, today: string): boolean {
  return policiesOfPerson(state, customer, today).some((policy) => policy.startDate <= today && policy.endDate >= today);
}

function text(maxLength: number) {
  return string({ maxLength });
}

/** A string that may be absent, null or empty (answered as ''). */
function emptyOrText(maxLength: number) {
  return optional((value: unknown, field: string) =>
    typeof value === 'string' && value.trim() === '' ? '' : string({ maxLength })(value, field),
  );
}

/** The address of UpdateCustomer: every part required but the addition; a Dutch postal code in NL. */
function parseAddress(value: unknown): Omit<Address, 'country'> & { country: string } {
  if (value === undefined || value === null) throw new ValidationError(CUSTOMER_MESSAGES.addressRequired);
  const address = parseBody(value, {
    street: text(100),
    houseNumber: number({ min: 1, max: 99_999, integer: true }),
    houseNumberAddition: emptyOrText(10),
    postalCode: text(10),
    city: text(100),
    country: string({ pattern: /^[A-Z]{2}$/, patternMessage: "Het veld 'country' moet een landcode van twee letters zijn (ISO 3166-1 alpha-2)." }),
  });
  return { ...address, houseNumberAddition: address.houseNumberAddition?.trim() || null };
}

export function customerRoutes(ctx: Context): Router {
  const router = Router();

  /** The customer the user may see with this number, or a 404. */
  function visibleCustomer(state: DbState, viewer: CustomerRecord, customerNumber: string): CustomerRecord {
    const visible = visibleCustomerNumbers(state, viewer, ctx.clock.today());
    const customer = visible.has(customerNumber)
      ? state.customers.find((entry) => entry.customerNumber === customerNumber)
      : undefined;
    if (!customer) throw notFound(CUSTOMER_MESSAGES.notFound);
    return customer;
  }

  router.get('/customer/getAllCustomersWithActivePolicy', requireToken(ctx), requirePermission('r-per-det'), (_req, res) => {
    const { customer: viewer } = authOf(res);
    const state = ctx.store.read();
    const today = ctx.clock.today();
    const seen = new Set<string>();
    const customers = visibleAgreements(state, viewer, today)
      .flatMap(({ customers: visible }) => visible)
      .filter((customer) => {
        if (seen.has(customer.customerNumber)) return false;
        seen.add(customer.customerNumber);
        return isActiveOn(state, customer, today);
      });
    res.json(customers.map((customer) => customerView(state, customer, today)));
  });

  router.get('/customer/getCustomerDetails', requireToken(ctx), requirePermission('r-per-det'), (req, res) => {
    const raw = req.query['customerNumber'];
    const customerNumber = typeof raw === 'string' ? raw.trim() : '';
    if (!/^\d{1,12}$/.test(customerNumber)) throw badRequest("De parameter 'customerNumber' in het adres is verplicht (cijfers).");
    const state = ctx.store.read();
    res.json(customerDetailsView(state, visibleCustomer(state, authOf(res).customer, customerNumber), ctx.clock.today()));
  });

  /**
   * Body: { customerNumber, address { street, houseNumber, houseNumberAddition?, postalCode, city, country },
   * emailAddress (null or ''), phoneNumber (null or '') } → the stored details. Name, birth date and gender
   * come from the population register and cannot be changed here; the country neither (moving abroad is
   * arranged with the insurer). The account holder's own phone number is required (the verification code
   * goes there); for others it may be left empty.
   */
  router.post('/customer/updateCustomer', requireToken(ctx), requirePermission('u-per-det'), (req, res) => {
    // whose data first (403/404 for a person the user may not see), then the rest of the body
    const { customerNumber } = parseBody(req.body, { customerNumber: string({ maxLength: 12 }) });
    const { customer: viewer } = authOf(res);
    const state = ctx.store.read();
    const customer = visibleCustomer(state, viewer, customerNumber.trim());
    const body = parseBody(req.body, {
      emailAddress: emptyOrText(254),
      phoneNumber: emptyOrText(30),
    });
    const address = parseAddress((req.body as Record<string, unknown>)['address']);

    if (address.country !== customer.address.country) throw badRequest(CUSTOMER_MESSAGES.countryUnchangeable);
    if (address.country === 'NL') requireValid(validateDutchPostalCode(address.postalCode));
    const emailAddress = body.emailAddress?.trim() || null;
    requireValid(validateOptionalEmail(emailAddress));
    const phoneInput = body.phoneNumber?.trim() || null;
    const isAccountHolder = customer.customerNumber === viewer.customerNumber;
    // the account holder's number is required (the verification code goes there); a co-insured's is optional
    requireValid(isAccountHolder ? validatePhoneNumber(phoneInput) : validateOptionalPhoneNumber(phoneInput));
    const phoneNumber = phoneInput === null || normalizePhoneNumber(phoneInput) === '' ? null : normalizePhoneNumber(phoneInput);
    const postalCode =
      address.country === 'NL'
        ? address.postalCode.replace(/ /g, '').replace(/^(\d{4})([A-Z]{2})$/, '$1 $2')
        : address.postalCode.trim();

    ctx.store.update((draft) => {
      const stored = draft.customers.find((entry) => entry.customerNumber === customer.customerNumber);
      if (!stored) return;
      stored.address = {
        street: address.street.trim(),
        houseNumber: address.houseNumber,
        houseNumberAddition: address.houseNumberAddition,
        postalCode,
        city: address.city.trim(),
        country: address.country,
      };
      stored.emailAddress = emailAddress && isValidEmail(emailAddress) ? emailAddress : null;
      stored.phoneNumber = phoneNumber;
    });
    const updated = ctx.store.read().customers.find((entry) => entry.customerNumber === customer.customerNumber)!;
    res.json(customerDetailsView(ctx.store.read(), updated, ctx.clock.today()));
  });

  return router;
}
