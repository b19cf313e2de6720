/**
 * Issue 17: POST Declaration (spec 02 §7 "multipart:
 * CurrentSelectedCustomerNumber, IsTransportCosts, IsAbroad, Abroad.*
 * fields, Transport.* fields including Rides[i], files"). Checked in this
 * order, nothing stored on a refusal:
 *
 * 1. access token (401) and `c-dec` (403), before the body is read;
 * 2. the multipart body: files only in `Files`, at most 20 MB (413);
 * 3. `CurrentSelectedCustomerNumber` a person the user may act for (403),
 *    and for transport costs only the user or a person under 16 (403);
 * 4. issue 32: no answer to a question the form did not ask for these
 *    answers (domain `askedDeclarationFields`: a travel insurer without a
 *    travel insurance, an accident without a third party, …) → 400;
 * 5. the domain's declaration rules (`validateDeclarationDetails`, with the
 *    €2,000 online limit on the claim's euro value at the seed's reference
 *    rate of the treatment day, `validateDeclarationFiles`) → 400
 *    `{ message, field, messageKey }`;
 * 6. issue 32: every file's readability judged again from its bytes (domain
 *    `unreadableReceivedFiles`): an unreadable, barely readable or locked
 *    file → 400 with its reason;
 *    a refusal of the files names each bad file, of both kinds (`files`, see
 *    http/file-refusal.ts).
 *
 * The declaration is stored "In behandeling" with its euro value (and, for a
 * bill in another currency, the original amount and the rate it was valued
 * at) and its files' names and sizes; `declaration-handling.ts` assesses it
 * 10 working days later.
 */
import { Router } from 'express';
import { declarationHandledByDate, formatSubmittedDate } from '../../domain/calendar';
import { ATTACHMENTS_MAX_TOTAL_BYTES, submittedFileProblems, unreadableReceivedFiles } from '../../domain/files';
import {
  DECLARATION_CARE_TYPES,
  EURO,
  askedDeclarationFields,
  declarationEuroValue,
  referenceRateOn,
  DECLARATION_MESSAGES_NL,
  EMPTY_DECLARATION_FORM,
  EMPTY_TRIP,
  MAXIMUM_TRIPS_PER_DECLARATION,
  careTypeOfDeclaration,
  firstTreatmentDateOf,
  lastTreatmentDateOf,
  mayRequestTransportFor,
  receiverOfReimbursementCodeFor,
  submittedDateOf,
  validateDeclarationDetails,
  isOwnCarTransport,
  rideKilometres,
  validateDeclarationFiles,
  type DeclarationFormValues,
  type DeclarationKind,
  type DeclarationMessageKey,
  type YesNo,
} from '../../domain/insurance';
import { parseMoney, VALIDATION_MESSAGES_NL, type ValidationMessageKey } from '../../domain/validation';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { badRequest, forbidden, handle } from '../http/errors';
import { refuseFiles } from '../http/file-refusal';
import { multipartOf, parseMultipart, textField, type MultipartFields } from '../http/multipart';
import type { DeclarationRecord } from '../seed';
import { visibleCustomerNumbers } from '../visibility';
import { REFUSALS } from '../refusals';
import { EXCHANGE_RATES } from '../seed/exchange-rates';

/** At most this many files on one declaration (the 20 MB total is the real limit). */
export const DECLARATION_MAX_FILES = 20;

/** Where each of the form's fields comes from, per kind (the multipart names the portal sends). */
const COMMON_FIELDS = {
  careType: 'CareType',
  treatmentDate: 'TreatmentDate',
  lastTreatmentDate: 'LastTreatmentDate',
  amount: 'Amount',
  careProvider: 'CareProvider',
  treatmentInfo: 'TreatmentInformation',
} as const;
const ABROAD_FIELDS = {
  country: 'Abroad.Country',
  currency: 'Abroad.Currency',
  treatmentDate: 'Abroad.StartDate',
  lastTreatmentDate: 'Abroad.EndDate',
  amount: 'Abroad.Amount',
  careProvider: 'Abroad.CareProvider',
  treatmentInfo: 'Abroad.Description',
  preExistingCondition: 'Abroad.HasPreExistingCondition',
  hasTravelInsurance: 'Abroad.HasTravelInsurance',
  travelInsurer: 'Abroad.TravelInsurer',
  travelPolicyNumber: 'Abroad.TravelInsurancePolicyNumber',
  hasThirdPartyLiability: 'Abroad.HasThirdPartyLiability',
  accidentDate: 'Abroad.AccidentDate',
  accidentPlace: 'Abroad.AccidentPlace',
  accidentDescription: 'Abroad.AccidentDescription',
  counterPartyName: 'Abroad.CounterPartyName',
  counterPartyAddress: 'Abroad.CounterPartyAddress',
  counterPartyPostalCode: 'Abroad.CounterPartyPostalCode',
  counterPartyCity: 'Abroad.CounterPartyCity',
  isTrafficAccident: 'Abroad.IsTrafficAccident',
} as const;
const TRANSPORT_FIELDS = {
  treatmentType: 'Transport.TreatmentType',
  travelType: 'Transport.TravelType',
  travelFrom: 'Transport.DestinationFrom',
  travelTo: 'Transport.DestinationTo',
} as const;
/** The names every kind carries besides its answers. */
const KIND_FIELDS = ['CurrentSelectedCustomerNumber', 'IsTransportCosts', 'IsAbroad'] as const;
const RIDE_PARTS = { date: 'Date', direction: 'IsReturn', amount: 'Amount', distance: 'Distance', extraCostType: 'ExtraCostType', extraCostAmount: 'ExtraCostAmount' } as const;

/**
 * Every multipart name `POST Declaration` takes (a ride's as `Transport.Rides[i].…`): issue 32 point 6 wants
 * each one verified by a Pact interaction (tests/contract/provider/declaration-names.test.ts checks it).
 */
export const DECLARATION_MULTIPART_NAMES: readonly string[] = [
  ...KIND_FIELDS,
  ...Object.values(COMMON_FIELDS),
  ...Object.values(ABROAD_FIELDS),
  ...Object.values(TRANSPORT_FIELDS),
  ...Object.values(RIDE_PARTS).map((part) => `Transport.Rides[i].${part}`),
  'Files',
];

function flag(fields: MultipartFields, name: string): boolean {
  const value = textField(fields, name).trim().toLowerCase();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw badRequest(`Het veld '${name}' moet true of false zijn.`);
}

function yesNoField(fields: MultipartFields, name: string): YesNo {
  const value = textField(fields, name).trim().toLowerCase();
  return value === 'true' ? 'yes' : value === 'false' ? 'no' : '';
}

/** The rides `Transport.Rides[i].Date|IsReturn|Amount|ExtraCostType|ExtraCostAmount`, in index order; 400 for another name. */
function ridesOf(fields: MultipartFields): DeclarationFormValues['trips'] {
  const pattern = /^transport\.rides\[(\d+)\]\.(date|isreturn|amount|distance|extracosttype|extracostamount)$/i;
  const rides = new Map<number, DeclarationFormValues['trips'][number]>();
  for (const name of Object.keys(fields)) {
    if (!name.toLowerCase().startsWith('transport.rides')) continue;
    const match = pattern.exec(name);
    if (!match) throw badRequest(`Het veld '${name}' heeft niet de vorm Transport.Rides[i].Date, .IsReturn, .Amount, .Distance, .ExtraCostType of .ExtraCostAmount.`);
    const index = Number(match[1]);
    const ride = rides.get(index) ?? { ...EMPTY_TRIP };
    const value = textField(fields, name).trim();
    const part = (match[2] ?? '').toLowerCase();
    if (part === 'date') ride.date = value;
    else if (part === 'isreturn') ride.direction = value === 'true' ? 'return' : value === 'false' ? 'one-way' : '';
    else if (part === 'amount') ride.amount = value;
    else if (part === 'distance') ride.distance = value;
    else if (part === 'extracosttype') ride.extraCostType = value;
    else ride.extraCostAmount = value;
    rides.set(index, ride);
  }
  const indexes = [...rides.keys()].sort((left, right) => left - right);
  if (indexes.some((index, position) => index !== position)) throw badRequest('De ritten (Transport.Rides) moeten genummerd zijn als 0, 1, 2, … zonder gaten.');
  return indexes.map((index) => rides.get(index)!);
}

/** The form's values as the multipart body carries them. */
function valuesOf(fields: MultipartFields, kind: DeclarationKind): { values: DeclarationFormValues; names: Partial<Record<string, string>> } {
  const read = (map: Record<string, string>) =>
    Object.fromEntries(Object.entries(map).map(([field, name]) => [field, textField(fields, name)])) as Partial<DeclarationFormValues>;
  if (kind === 'abroad') {
    const values = { ...EMPTY_DECLARATION_FORM, kind, ...read(ABROAD_FIELDS) };
    for (const field of ['preExistingCondition', 'hasTravelInsurance', 'hasThirdPartyLiability', 'isTrafficAccident'] as const) {
      values[field] = yesNoField(fields, ABROAD_FIELDS[field]);
    }
    return { values, names: ABROAD_FIELDS };
  }
  if (kind === 'transport') {
    return { values: { ...EMPTY_DECLARATION_FORM, kind, ...read(TRANSPORT_FIELDS), trips: ridesOf(fields) }, names: TRANSPORT_FIELDS };
  }
  return { values: { ...EMPTY_DECLARATION_FORM, kind, ...read(COMMON_FIELDS) }, names: COMMON_FIELDS };
}

const messageOf = (key: DeclarationMessageKey): string =>
  key in DECLARATION_MESSAGES_NL ? DECLARATION_MESSAGES_NL[key as keyof typeof DECLARATION_MESSAGES_NL] : VALIDATION_MESSAGES_NL[key as ValidationMessageKey];

/** A path of the domain (`trips.3.date`) as the multipart name the portal sent. */
function multipartName(path: string, names: Partial<Record<string, string>>): string {
  const ride = /^trips\.(\d+)\.(\w+)$/.exec(path);
  if (ride) {
    const part = RIDE_PARTS[(ride[2] ?? '') as keyof typeof RIDE_PARTS] ?? ride[2];
    return `Transport.Rides[${ride[1]}].${part}`;
  }
  if (path === 'trips') return 'Transport.Rides';
  return names[path] ?? path;
}

/** Issue 32: the first field that answers a question the form did not ask for these answers (an empty one answers nothing). */
function unaskedField(fields: MultipartFields, values: DeclarationFormValues, names: Partial<Record<string, string>>): string | null {
  const asked = new Set([...KIND_FIELDS, ...askedDeclarationFields(values).map((path) => multipartName(path, names))].map((name) => name.toLowerCase()));
  return Object.keys(fields).find((name) => !asked.has(name.toLowerCase()) && textField(fields, name).trim() !== '') ?? null;
}

export function declarationSubmitRoutes(ctx: Context): Router {
  const router = Router();
  router.post(
    '/declaration',
    requireToken(ctx),
    requirePermission('c-dec'),
    parseMultipart({
      fileField: 'Files',
      maxTotalBytes: ATTACHMENTS_MAX_TOTAL_BYTES,
      totalTooLargeMessage: VALIDATION_MESSAGES_NL['files-total-too-large'],
      maxFiles: DECLARATION_MAX_FILES,
    }),
    handle((_req, res) => {
      const { account, customer: viewer } = authOf(res);
      const { fields, files } = multipartOf(res);
      const customerNumber = textField(fields, 'CurrentSelectedCustomerNumber').trim();
      if (customerNumber === '') {
        res.status(400).json({ message: VALIDATION_MESSAGES_NL['required-field'], field: 'CurrentSelectedCustomerNumber', messageKey: 'required-field' });
        return;
      }
      const isTransport = flag(fields, 'IsTransportCosts');
      const isAbroad = flag(fields, 'IsAbroad');
      if (isTransport && isAbroad) throw badRequest('Een declaratie is vervoerskosten of kosten in het buitenland, niet allebei.');
      const kind: DeclarationKind = isTransport ? 'transport' : isAbroad ? 'abroad' : 'bill';

      const state = ctx.store.read();
      const today = ctx.clock.today();
      const todayDate = ctx.clock.todayDate();
      if (!visibleCustomerNumbers(state, viewer, today).has(customerNumber)) {
        throw forbidden(REFUSALS.notActingFor(customerNumber));
      }
      const person = state.customers.find((entry) => entry.customerNumber === customerNumber)!;
      if (kind === 'transport' && !mayRequestTransportFor(person, viewer, todayDate)) {
        throw forbidden(DECLARATION_MESSAGES_NL['transport-not-allowed']);
      }

      const { values, names } = valuesOf(fields, kind);
      if (values.trips.length > MAXIMUM_TRIPS_PER_DECLARATION && kind === 'transport') {
        res.status(400).json({ message: DECLARATION_MESSAGES_NL['too-many-trips'], field: 'Transport.Rides', messageKey: 'too-many-trips' });
        return;
      }
      const unasked = unaskedField(fields, values, names);
      if (unasked) {
        res.status(400).json({ message: `Het veld '${unasked}' hoort niet bij deze declaratie: die vraag is bij deze antwoorden niet gesteld.`, field: unasked, messageKey: 'not-asked' });
        return;
      }
      const errors = validateDeclarationDetails(values, todayDate, EXCHANGE_RATES);
      const failed = Object.entries(errors).find(([, error]) => error !== null);
      if (failed?.[1]) {
        res.status(400).json({ message: messageOf(failed[1]), field: multipartName(failed[0], names), messageKey: failed[1] });
        return;
      }
      // every bad file is named: its own problem, else its readability judged again from its bytes
      const submitted = files.map((file) => ({ name: file.fileName, size: file.size }));
      const filesError = validateDeclarationFiles(submitted);
      const ownProblems = submittedFileProblems(submitted, 'declaration');
      const unreadable = unreadableReceivedFiles(files).filter((file) => !ownProblems.some((problem) => problem.index === file.index));
      if (filesError) {
        refuseFiles(res, { message: messageOf(filesError), field: 'Files', messageKey: filesError }, [...ownProblems, ...unreadable]);
        return;
      }
      const [firstUnreadable] = unreadable;
      if (firstUnreadable) {
        refuseFiles(res, { message: `Bestand '${firstUnreadable.fileName}': ${messageOf(firstUnreadable.messageKey)}`, field: 'Files', messageKey: firstUnreadable.messageKey }, unreadable);
        return;
      }

      const careTypeKey = careTypeOfDeclaration(values) ?? 'hospital';
      // valid answers have a euro value: the limit above was judged on it
      const amount = declarationEuroValue(values, EXCHANGE_RATES) ?? 0;
      const treatmentDate = firstTreatmentDateOf(values);
      const currency = kind === 'abroad' ? values.currency : EURO;
      const original =
        currency === EURO ? null : { amount: parseMoney(values.amount) ?? 0, currency, euroPerUnit: referenceRateOn(EXCHANGE_RATES, currency, treatmentDate) ?? 0 };
      const handledBy = formatSubmittedDate(declarationHandledByDate(todayDate));
      const submittedFields = Object.fromEntries(Object.keys(fields).map((name) => [name, textField(fields, name)]));
      const existingIds = new Set(state.declarations.map((entry) => entry.declarationId));
      let serial = state.declarations.length;
      const nextId = () => {
        let id: string;
        do {
          serial += 1;
          id = String(9_000_000_000 + serial);
        } while (existingIds.has(id));
        return id;
      };
      const record: DeclarationRecord = {
        declarationId: nextId(),
        recordId: String(100_000 + serial),
        invoiceId: `P${String(serial).padStart(8, '0')}`,
        ownerCustomerNumber: viewer.customerNumber,
        customerNumber,
        fullName: [person.initials, person.prefix, person.lastName].filter(Boolean).join(' '),
        receivedDate: today,
        treatmentDate,
        lastTreatmentDate: lastTreatmentDateOf(values),
        careProvider: kind === 'transport' ? `${values.travelFrom.trim()} – ${values.travelTo.trim()}` : values.careProvider.trim(),
        careType: DECLARATION_CARE_TYPES[careTypeKey].name,
        declarationAmount: amount,
        original,
        compensatedAmount: 0,
        uncompensatedAmount: 0,
        excessAmount: 0,
        contributionAmount: 0,
        submittedBy: 'V',
        receiverOfReimbursement: receiverOfReimbursementCodeFor('insured'),
        status: 1,
        statusName: 'In behandeling',
        hasReadRights: true,
        year: Number(treatmentDate.slice(0, 4)),
        bills: [
          {
            payOutAmount: 0,
            activities:
              kind === 'transport'
                ? values.trips.map((trip) => ({
                    date: submittedDateOf(trip.date),
                    description: `${trip.direction === 'return' ? 'Rit heen en terug' : 'Enkele rit'}${isOwnCarTransport(values) ? `, ${rideKilometres(trip.distance, trip.direction)} km met de eigen auto` : ''}`,
                  }))
                : [{ date: treatmentDate, description: values.treatmentInfo.trim() }],
          },
        ],
        collectionRiskAmount: 0,
        relation: { prefix: person.prefix, lastName: person.lastName, dateOfBirth: person.birthDate },
        submission: {
          kind,
          careTypeKey,
          currency,
          handledBy,
          submittedByAccountId: account.accountId,
          fields: submittedFields,
          files: files.map((file) => ({ fileName: file.fileName, size: file.size, contentType: file.contentType })),
        },
      };
      ctx.store.update((draft) => {
        draft.declarations = [...draft.declarations, record];
      });
      // issue 32 point 4 (a proposed addition to the answer): the account the payout goes to, by its last four
      // characters only (a co-insured may not read the agreement's IBAN), or null when the insurer knows none
      const payoutIban = state.agreements.find((entry) => entry.agreementId === person.agreementId)?.paymentDetails.ibanReceivedByInsured ?? '';
      const payoutAccountEnding = payoutIban.length >= 4 ? payoutIban.slice(-4) : null;
      res.json({ declarationId: record.declarationId, recordId: record.recordId, receivedDate: record.receivedDate, handledBy, payoutAccountEnding });
    }),
  );
  return router;
}
