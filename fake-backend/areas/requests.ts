/**
 * Care mediation, treatment abroad and seated patient transport (spec 02 §7
 * "Care mediation (multipart, fields as in the forms): POST
 * CareMediation/GeneralPractitioner, /MaternityCare, /DistrictCare,
 * /MentalHealthCare, /MedicalSpecialist"; "Treatment abroad (multipart): POST
 * TreatmentAbroad/MedicalTreatment, /FertilityTreatment, /NursingAndCare,
 * /MentalHealth, /KidneyDialysis"; "POST SeatedPatientTransport (multipart,
 * transport fields)", one call whose `SituationType` names the flow).
 * One router per area over the domain's flows (`CARE_MEDIATION_FLOWS`,
 * `TREATMENT_ABROAD_FLOWS`, `SEATED_TRANSPORT_FLOWS`), checked in this order,
 * nothing stored on a refusal:
 *
 * 1. access token (401) and the area's permission `c-care-med` / `c-treat-abr` / `c-dec` (403), before the body;
 * 2. the multipart body: files only in `Files`, at most 20 MB (413), at most 20 files (400);
 * 3. `CurrentSelectedCustomerNumber` required (400), a person the user may
 *    act for (403); then the flow (a known `SituationType`, 400), no field
 *    the flow does not know and no files where it takes none (400), and the
 *    flow's own rule on top (care mediation for a general practitioner and
 *    mental health only for oneself, mental health not under 18; seated
 *    transport only for oneself and persons under 16: 403);
 * 4. the flow's rules (`validateRequestFlow`) and the files' rules → 400
 *    `{ message, field, messageKey }` naming the first failing field;
 *    an answer to a question the form does not ask (an amount without a price) → 400.
 *
 * Accepted requests are kept in db.json (`careMediationRequests`,
 * `treatmentAbroadRequests`, `seatedTransportRequests`: the answers in their multipart names and each
 * file's name, size and type) and listed at `GET /__fake/requests`.
 */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { PermissionCode } from '../../domain/access';
import { ATTACHMENTS_MAX_TOTAL_BYTES, submittedFileProblems, validateSubmittedFiles } from '../../domain/files';
import {
  CARE_MEDIATION_FLOWS,
  TREATMENT_ABROAD_FLOWS,
  SEATED_TRANSPORT_FLOWS,
  expandedRequestFields,
  firstRequestFlowError,
  mayRequestCareMediationFor,
  mayRequestTransportFor,
  readRequestFlowValues,
  requestMultipartFields,
  requestMultipartNames,
  type CareMediationType,
  type RequestFlow,
} from '../../domain/insurance';
import { VALIDATION_MESSAGES_NL } from '../../domain/validation';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { badRequest, forbidden, handle } from '../http/errors';
import { refuseFiles } from '../http/file-refusal';
import { multipartOf, parseMultipart, textField } from '../http/multipart';
import type { CustomerRecord, DbState, RequestRecord } from '../seed';
import { visibleCustomerNumbers } from '../visibility';
import { REFUSALS } from '../refusals';
import { FIELD_MESSAGES } from '../http/validate';

/** At most this many files on one request (the 20 MB total is the real limit). */
export const REQUEST_MAX_FILES = 20;
const PERSON_FIELD = 'CurrentSelectedCustomerNumber';
const FILES_FIELD = 'Files';

export type RequestArea = 'care-mediation' | 'treatment-abroad' | 'seated-transport';

interface AreaConfig {
  /** the path under /api, as the route table lists it */
  base: string;
  permission: PermissionCode;
  flows: readonly RequestFlow[];
  collection: 'careMediationRequests' | 'treatmentAbroadRequests' | 'seatedTransportRequests';
  /** one call for all flows at `base`, the flow named by this multipart field (its value one of the flows' constants); else one call per flow */
  flowField?: string;
  /** the flow's rule on top of "a person the user may act for" */
  mayActFor: (flow: RequestFlow, person: CustomerRecord, viewer: CustomerRecord, today: Date) => boolean;
}

export const REQUEST_AREAS: Readonly<Record<RequestArea, AreaConfig>> = {
  'care-mediation': {
    base: '/careMediation',
    permission: 'c-care-med',
    flows: Object.values(CARE_MEDIATION_FLOWS),
    collection: 'careMediationRequests',
    mayActFor: (flow, person, viewer, today) => mayRequestCareMediationFor(flow.id as CareMediationType, person, viewer, today),
  },
  'treatment-abroad': {
    base: '/treatmentAbroad',
    permission: 'c-treat-abr',
    flows: Object.values(TREATMENT_ABROAD_FLOWS),
    collection: 'treatmentAbroadRequests',
    mayActFor: () => true,
  },
  // issue 17: "POST SeatedPatientTransport (multipart, transport fields)", the route's permission mayCreateDeclaration;
  // "transport claims are only for oneself and persons under 16"
  'seated-transport': {
    base: '/SeatedPatientTransport',
    permission: 'c-dec',
    flows: Object.values(SEATED_TRANSPORT_FLOWS),
    collection: 'seatedTransportRequests',
    mayActFor: (_flow, person, viewer, today) => mayRequestTransportFor(person, viewer, today),
    flowField: 'SituationType',
  },
};

/**
 * The flow a request is for: one call per flow (`CareMediation/DistrictCare`),
 * or one call for the area whose flow is named by a field (`SituationType`).
 */
function flowFrom(config: AreaConfig, route: RequestFlow | null, fields: Parameters<typeof textField>[0]): RequestFlow {
  if (route) return route;
  const name = config.flowField ?? '';
  const named = textField(fields, name).trim();
  const flow = config.flows.find((candidate) => (candidate.constants ?? []).some(([field, value]) => field === name && value === named));
  if (!flow) {
    const allowed = config.flows.flatMap((candidate) => (candidate.constants ?? []).filter(([field]) => field === name).map(([, value]) => value));
    throw badRequest(FIELD_MESSAGES.oneOf(name, allowed));
  }
  return flow;
}

function addAreaRoute(router: Router, ctx: Context, area: RequestArea, route: RequestFlow | null): void {
  const config = REQUEST_AREAS[area];
  const path = route ? `${config.base}/${route.path}` : config.base;
  const mayHaveFiles = route ? route.files !== null : config.flows.some((flow) => flow.files !== null);
  router.post(
    path,
    requireToken(ctx),
    requirePermission(config.permission),
    parseMultipart({
      fileField: FILES_FIELD,
      maxTotalBytes: ATTACHMENTS_MAX_TOTAL_BYTES,
      totalTooLargeMessage: VALIDATION_MESSAGES_NL['files-total-too-large'],
      maxFiles: mayHaveFiles ? REQUEST_MAX_FILES : 0,
    }),
    handle((_req, res) => {
      const { account, customer } = authOf(res);
      const { fields, files } = multipartOf(res);
      const customerNumber = textField(fields, PERSON_FIELD).trim();
      if (customerNumber === '') {
        res.status(400).json({ message: VALIDATION_MESSAGES_NL['required-field'], field: PERSON_FIELD, messageKey: 'required-field' });
        return;
      }
      const state: DbState = ctx.store.read();
      const today = ctx.clock.todayDate();
      const person = state.customers.find((candidate) => candidate.customerNumber === customerNumber);
      if (!person || !visibleCustomerNumbers(state, customer, ctx.clock.today()).has(customerNumber)) {
        throw forbidden(REFUSALS.notActingFor(customerNumber));
      }
      const flow = flowFrom(config, route, fields);
      const known = new Set([PERSON_FIELD, ...requestMultipartNames(flow)].map((name) => name.toLowerCase()));
      const stranger = Object.keys(fields).find((name) => !known.has(name.toLowerCase()));
      if (stranger !== undefined) throw badRequest(`Het veld '${stranger}' hoort niet bij ${path.slice(1)}${route ? '' : ` (${flow.id})`}.`);
      if (!flow.files && files.length > 0) throw badRequest(`Bij ${path.slice(1)} (${flow.id}) kunt u geen bestanden meesturen.`);
      if (!config.mayActFor(flow, person, customer, today)) {
        throw forbidden(`U heeft geen toegang: ${flow.id} kunt u niet aanvragen voor verzekerde ${customerNumber}.`);
      }

      const { values, unexpected } = readRequestFlowValues(flow, (name) => textField(fields, name));
      if (unexpected.length > 0) {
        throw badRequest(`Het veld '${unexpected[0] ?? ''}' wordt alleen bij een ander antwoord gevraagd en hoort hier niet.`);
      }
      const failed = firstRequestFlowError(flow, values, today);
      if (failed) {
        // a phone's prefix is sent inside the phone number, a unit with its amount: the refusal names that field
        const field =
          failed.field.multipart ??
          expandedRequestFields(flow, values).find((candidate) => candidate.prefixField === failed.field.name || candidate.unitField === failed.field.name)?.multipart ??
          null;
        res.status(400).json({ message: VALIDATION_MESSAGES_NL[failed.messageKey], field, messageKey: failed.messageKey });
        return;
      }
      if (flow.files) {
        const filesError = validateSubmittedFiles(
          files.map((file) => ({ name: file.fileName, size: file.size })),
          'declaration',
          { isRequired: flow.files.isRequired },
        );
        if (filesError) {
          const submitted = files.map((file) => ({ name: file.fileName, size: file.size }));
          refuseFiles(res, { message: VALIDATION_MESSAGES_NL[filesError], field: FILES_FIELD, messageKey: filesError }, submittedFileProblems(submitted, 'declaration'));
          return;
        }
      }

      const record: RequestRecord = {
        requestId: randomUUID(),
        accountId: account.accountId,
        username: account.username,
        customerNumber,
        flow: flow.id,
        answers: Object.fromEntries(requestMultipartFields(flow, values)),
        files: files.map((file) => ({ fileName: file.fileName, size: file.size, contentType: file.contentType })),
        receivedAt: ctx.clock.nowDate().toISOString(),
      };
      ctx.store.update((draft) => {
        draft[config.collection] = [...(draft[config.collection] ?? []), record];
      });
      res.json({ requestId: record.requestId, receivedAt: record.receivedAt });
    }),
  );
}

function addAreaRoutes(router: Router, ctx: Context, area: RequestArea): void {
  const config = REQUEST_AREAS[area];
  if (config.flowField) addAreaRoute(router, ctx, area, null);
  else for (const flow of config.flows) addAreaRoute(router, ctx, area, flow);
}

/** The areas' POST routes under /api, on one router (the route table's walk reads them there). */
export function requestRoutes(ctx: Context): Router {
  const router = Router();
  addAreaRoutes(router, ctx, 'care-mediation');
  addAreaRoutes(router, ctx, 'treatment-abroad');
  addAreaRoutes(router, ctx, 'seated-transport');
  return router;
}

/** `GET /__fake/requests?username=`: the requests received over the API (not the seed's), for tests. */
export function requestFakeRoutes(ctx: Context): Router {
  const router = Router();
  router.get('/requests', (req, res) => {
    const username = typeof req.query['username'] === 'string' ? req.query['username'].toLowerCase() : null;
    const state = ctx.store.read();
    const mine = (records: RequestRecord[] | undefined) =>
      (records ?? []).filter((record) => !record.seeded && (username === null || record.username.toLowerCase() === username));
    res.json({
      careMediation: mine(state.careMediationRequests),
      treatmentAbroad: mine(state.treatmentAbroadRequests),
      seatedTransport: mine(state.seatedTransportRequests),
    });
  });
  return router;
}
