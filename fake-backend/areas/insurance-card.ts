/**
 * The insurance card (spec 02 §3 "Digital card info", "Insurance card request
 * result"; §4 "Insurance card request"; §7 "POST InsuranceCard; POST
 * InsuranceCard/GetDigitalInsuranceCardInformation"). Every call needs the
 * create-EHIC permission `c-ehic` (spec 02 §6), checked before the body.
 *
 * - `POST InsuranceCard/GetDigitalInsuranceCardInformation`: one card per
 *   insured person the user may see whose policy runs today. The body is not
 *   used; an empty one is fine.
 * - `POST InsuranceCard` `{ customerNumbers: string[] }`: a physical card for
 *   each chosen person. 400 when nobody is chosen or someone twice; 403 for a
 *   person the user may not see; 404 for a person without a running policy.
 *   Each person whose card was requested in the last 3 months is denied
 *   (domain `decideInsuranceCardRequest`), the others are stored in
 *   `insuranceCardRequests` (one write for the whole request). The answer is
 *   the spec's result, the "agreement numbers" being the persons' policy
 *   numbers (the number on the card), plus the expected delivery date
 *   (10 working days, `insuranceCardDeliveryDate`) when any card is sent.
 * - `GET InsuranceCard/Download?customerNumber=`: the card as a PDF (the
 *   spec's "download"; its call is not named, this one is the fake's design).
 *   403 for a person the user may not see, 404 without a running policy.
 */
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { findLabel } from '../../domain/access';
import { formatSubmittedDate, insuranceCardDeliveryDate } from '../../domain/calendar';
import { decideInsuranceCardRequest, insuranceCardRequestError, type InsuranceCardRequestError } from '../../domain/insurance';
import { formatInsuranceNumber } from '../../domain/people';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { forbidden, handle, notFound, ValidationError } from '../http/errors';
import { FIELD_MESSAGES, MalformedBody } from '../http/validate';
import { minimalPdf } from '../pdf';
import type { AgreementRecord, CustomerRecord, DbState, InsuranceCardRequestRecord, PolicyRecord } from '../seed';
import { visibleAgreements } from '../visibility';
import { REFUSALS } from '../refusals';
import { runningPolicy } from './policy-year';

/** The UZOVI code of the (fake) insurer behind every label. */
export const UZOVI_CODE = '3358';

/** The refusals of a card request, in the portal's words. */
export const INSURANCE_CARD_MESSAGES: Record<InsuranceCardRequestError, string> = {
  'insurance-card-person-required': 'Kies voor wie u een nieuwe zorgpas wilt aanvragen.',
  'insurance-card-person-twice': 'U heeft dezelfde verzekerde twee keer gekozen.',
};

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

interface RunningCard {
  customer: CustomerRecord;
  agreement: AgreementRecord;
  policy: PolicyRecord;
}

/** The persons the viewer may see, each with the policy that runs today (if any). */
function visiblePersons(state: DbState, viewer: CustomerRecord, today: string): { customer: CustomerRecord; card: RunningCard | null }[] {
  return visibleAgreements(state, viewer, today).flatMap(({ agreement, customers }) =>
    customers.map((customer) => {
      // stored or continued over New Year (issue 32 point 16)
      const policy = runningPolicy(state, agreement, customer, today);
      return { customer, card: policy ? { customer, agreement, policy } : null };
    }),
  );
}

/** The running card of a person the viewer may see: 403 for someone else, 404 without a running policy. */
function runningCardOf(state: DbState, viewer: CustomerRecord, today: string, customerNumber: string): RunningCard {
  const person = visiblePersons(state, viewer, today).find((entry) => entry.customer.customerNumber === customerNumber);
  if (!person) throw forbidden(REFUSALS.notActingFor(customerNumber));
  if (!person.card) throw notFound(`Verzekerde ${customerNumber} heeft geen lopende polis en daarom geen zorgpas.`);
  return person.card;
}

/** `{ customerNumbers: string[] }`, each a customer number. */
function customerNumbersOf(body: unknown): string[] {
  if (body instanceof MalformedBody) throw new ValidationError(body.message);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ValidationError(FIELD_MESSAGES.notJsonObject);
  const value = (body as Record<string, unknown>)['customerNumbers'];
  if (!Array.isArray(value)) throw new ValidationError("Het veld 'customerNumbers' moet een lijst met klantnummers zijn.");
  if (value.length > 20) throw new ValidationError("Het veld 'customerNumbers' mag hoogstens 20 personen bevatten.");
  if (!value.every((entry): entry is string => typeof entry === 'string' && /^\d{1,12}$/.test(entry))) {
    throw new ValidationError("Het veld 'customerNumbers' moet klantnummers (cijfers) bevatten.");
  }
  const error = insuranceCardRequestError(value);
  if (error) throw new ValidationError(INSURANCE_CARD_MESSAGES[error]);
  return value;
}

function customerNumberParam(req: Request): string {
  const value = req.query['customerNumber'];
  if (typeof value !== 'string' || value.trim() === '') throw new ValidationError("De parameter 'customerNumber' in het adres is verplicht (één keer).");
  if (!/^\d{1,12}$/.test(value)) throw new ValidationError(`De parameter 'customerNumber' in het adres moet een klantnummer zijn, niet '${value}'.`);
  return value;
}

const formatDay = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

export function insuranceCardRoutes(ctx: Context): Router {
  const router = Router();
  const mayUseCards = [requireToken(ctx), requirePermission('c-ehic')];

  router.post('/insuranceCard/getDigitalInsuranceCardInformation', ...mayUseCards, (_req, res) => {
    const { customer: viewer } = authOf(res);
    const state = ctx.store.read();
    const today = ctx.clock.today();
    res.json(visiblePersons(state, viewer, today).flatMap(({ card }) => (card ? [cardOf(card.customer, card.agreement, card.policy, today)] : [])));
  });

  router.post(
    '/insuranceCard',
    ...mayUseCards,
    handle((req, res) => {
      const { account, customer: viewer } = authOf(res);
      const customerNumbers = customerNumbersOf(req.body);
      const state = ctx.store.read();
      const today = ctx.clock.today();
      const cards = customerNumbers.map((customerNumber) => runningCardOf(state, viewer, today, customerNumber));
      const requests = state.insuranceCardRequests ?? [];
      const lastRequestOf = (customerNumber: string) =>
        requests
          .filter((request) => request.customerNumber === customerNumber)
          .map((request) => request.requestedOn)
          .sort()
          .at(-1) ?? null;
      const todayDate = ctx.clock.todayDate();
      const result = decideInsuranceCardRequest(
        cards.map((card) => ({ agreementNumber: card.policy.policyNumber, lastRequestDate: lastRequestOf(card.customer.customerNumber) })),
        todayDate,
      );
      const expectedDeliveryDate = result.isSuccessful ? formatSubmittedDate(insuranceCardDeliveryDate(todayDate)) : null;
      const accepted: InsuranceCardRequestRecord[] = cards
        .filter((card) => result.acceptedAgreementNumbers.includes(card.policy.policyNumber))
        .map((card) => ({
          requestId: randomUUID(),
          accountId: account.accountId,
          customerNumber: card.customer.customerNumber,
          policyNumber: card.policy.policyNumber,
          requestedOn: today,
          requestedAt: ctx.clock.nowDate().toISOString(),
          expectedDeliveryDate: expectedDeliveryDate ?? today,
        }));
      if (accepted.length > 0) {
        ctx.store.update((draft) => {
          draft.insuranceCardRequests = [...(draft.insuranceCardRequests ?? []), ...accepted];
        });
      }
      // proposed addition: each sent card's request, the reference Mijn aanvragen lists it by
      res.json({ ...result, expectedDeliveryDate, requestReferences: accepted.map((record) => ({ agreementNumber: record.policyNumber, requestId: record.requestId })) });
    }),
  );

  router.get('/insuranceCard/download', ...mayUseCards, (req, res) => {
    const customerNumber = customerNumberParam(req);
    const { customer: viewer } = authOf(res);
    const today = ctx.clock.today();
    const { customer, agreement, policy } = runningCardOf(ctx.store.read(), viewer, today, customerNumber);
    const card = cardOf(customer, agreement, policy, today);
    const name = [customer.initials, customer.prefix, customer.lastName].filter(Boolean).join(' ');
    const lines = [
      `Naam: ${name}`,
      `Geboortedatum: ${formatDay(customer.birthDate)}`,
      `Verzekerdennummer: ${card.insuranceCard.insuranceNumber}`,
      `Klantnummer: ${customer.customerNumber}`,
      `UZOVI: ${card.uzoviCode} ${card.uzoviDescription}`,
      '',
      'Europese zorgpas (EHIC)',
      ...(card.ehic
        ? [
            `3 Naam: ${card.ehic.lastName}`,
            `4 Voornamen: ${card.ehic.givenNames}`,
            `5 Geboortedatum: ${formatDay(card.ehic.birthDate)}`,
            `6 Persoonlijk identificatienummer: ${card.ehic.personalIdentificationNumber}`,
            `7 Identificatienummer instelling: ${card.ehic.institutionIdentification}`,
            `8 Identificatienummer kaart: ${card.ehic.cardIdentificationNumber}`,
            `9 Vervaldatum: ${formatDay(card.ehic.expiryDate)}`,
          ]
        : ['Geen Europese zorgpas.']),
    ];
    res
      .status(200)
      .type('application/pdf')
      .attachment(`zorgpas-${customer.customerNumber}.pdf`)
      .send(minimalPdf({ title: `Zorgpas ${card.uzoviDescription}`, lines }));
  });

  return router;
}
