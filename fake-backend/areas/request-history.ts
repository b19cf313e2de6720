/**
 * Issue 33 point 7, a proposed addition to the API (`pacts/README.md`):
 * `GET Request/GetRequests` with an optional `customerNumber`, the requests
 * the user sent besides claims ("Mijn aanvragen"), read from what the request
 * endpoints store: seated transport, care mediation, treatment abroad, the
 * physical insurance card, the contact form, the insurance-right check, the
 * payment arrangement requests (flow `new` or `add-to-existing`) and the
 * newly insured persons (one request each, its reference the person's id,
 * `flow` their role P or M, on the agreement's main insured, named after the
 * person added).
 *
 * 1. access token (401) and `r-dec` (403: the route's read permission, which
 *    every account that may send a request carries), before anything else;
 * 2. `customerNumber`, when given, a customer number (400) of a person the
 *    user may see (403);
 * 3. only the requests about persons the user may see (spec 02 §1 "Privacy":
 *    themselves and co-insured under 16), whoever sent them; newest first,
 *    each with its handled-by day and status (`requestHandledBy`, `requestStatus`).
 */
import { Router } from 'express';
import { dutchDay, formatSubmittedDate, parseCalendarDate } from '../../domain/calendar';
import { requestHandledBy, requestStatus, type RequestKind } from '../../domain/insurance';
import { queryText } from '../care-cost-query';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { forbidden, handle } from '../http/errors';
import { REFUSALS } from '../refusals';
import type { CustomerRecord, DbState } from '../seed';
import { visibleCustomerNumbers } from '../visibility';

/** One line of the list: what kind, which flow or topic, about whom, when, and how far. */
export interface RequestHistoryItem {
  requestId: string;
  kind: RequestKind;
  /** the flow's id (`district-care`), the contact form's topic; null for a card or an insurance-right check */
  flow: string | null;
  customerNumber: string;
  fullName: string;
  /** ISO timestamp (a card asked before issue 33: its day, yyyy-MM-dd) */
  receivedAt: string;
  /** yyyy-MM-dd */
  handledBy: string;
  status: 'in-progress' | 'handled';
}

interface Received {
  requestId: string;
  kind: RequestKind;
  flow: string | null;
  customerNumber: string;
  receivedAt: string;
  /** yyyy-MM-dd, where the request stored its own (the contact form's reply date, the card's delivery) */
  handledBy?: string;
  /** where the record says whether it is processed (a payment arrangement): that decides the status */
  isProcessed?: boolean;
  /** who it is about when that is no customer yet (a person being added) */
  fullName?: string;
}

/** Every stored request, in one shape. */
function receivedRequests(state: DbState): Received[] {
  const flowRequests = (kind: RequestKind, records: DbState['careMediationRequests']): Received[] =>
    (records ?? []).map((record) => ({ requestId: record.requestId, kind, flow: record.flow, customerNumber: record.customerNumber, receivedAt: record.receivedAt }));
  return [
    ...flowRequests('seated-transport', state.seatedTransportRequests),
    ...flowRequests('care-mediation', state.careMediationRequests),
    ...flowRequests('treatment-abroad', state.treatmentAbroadRequests),
    ...(state.insuranceCardRequests ?? []).map((record) => ({
      requestId: record.requestId,
      kind: 'insurance-card' as const,
      flow: null,
      customerNumber: record.customerNumber,
      // the moment, for a card asked since issue 33; before, only its day
      receivedAt: record.requestedAt ?? record.requestedOn,
      handledBy: record.expectedDeliveryDate,
    })),
    ...(state.contactForms ?? []).map((record) => ({
      requestId: record.contactFormId,
      kind: 'contact-form' as const,
      flow: record.subject,
      customerNumber: record.customerNumber,
      receivedAt: record.receivedAt,
      handledBy: record.replyBefore,
    })),
    ...(state.insuranceRightChecks ?? []).map((record) => ({
      requestId: record.checkId,
      kind: 'insurance-right' as const,
      flow: null,
      customerNumber: record.customerNumber,
      receivedAt: record.receivedAt,
    })),
    // a payment arrangement asked over the API (the seed's running arrangements have no request moment);
    // its flow says whether it was one of its own or invoices added to the running arrangement
    ...state.paymentArrangements.flatMap((record) =>
      record.requestedAt
        ? [
            {
              requestId: record.paymentArrangementId,
              kind: 'payment-arrangement' as const,
              flow: record.addsToPaymentArrangementId ? 'add-to-existing' : 'new',
              customerNumber: record.customerNumber,
              receivedAt: record.requestedAt,
              isProcessed: record.isProcessed !== false,
            },
          ]
        : [],
    ),
    ...(state.newlyInsuredPersons ?? []).flatMap((record) => {
      const agreement = state.agreements.find((entry) => entry.agreementId === record.agreementId);
      return agreement
        ? [{
            requestId: record.id,
            kind: 'add-insured' as const,
            flow: record.role,
            customerNumber: agreement.mainCustomerNumber,
            receivedAt: record.requestedAt,
            fullName: [record.initials, record.prefix, record.lastName].filter(Boolean).join(' '),
          }]
        : [];
    }),
  ];
}

const fullNameOf = (customer: CustomerRecord | undefined) =>
  customer ? [customer.initials, customer.prefix, customer.lastName].filter(Boolean).join(' ') : '';

export function requestHistoryRoutes(ctx: Context): Router {
  const router = Router();
  router.get(
    '/request/getRequests',
    requireToken(ctx),
    requirePermission('r-dec'),
    handle((req, res) => {
      const { customer: viewer } = authOf(res);
      const asked = queryText(req.query['customerNumber'], 'customerNumber', /^\d{1,12}$/, 'een klantnummer (cijfers)');
      const state = ctx.store.read();
      const visible = visibleCustomerNumbers(state, viewer, ctx.clock.today());
      if (asked !== undefined && !visible.has(asked)) throw forbidden(REFUSALS.notVisible(asked));
      const today = ctx.clock.todayDate();
      const items: RequestHistoryItem[] = receivedRequests(state)
        .filter((request) => visible.has(request.customerNumber) && (asked === undefined || request.customerNumber === asked))
        .map((request) => {
          const handledBy = (request.handledBy ? parseCalendarDate(request.handledBy) : null) ?? requestHandledBy(request.kind, dutchDay(new Date(request.receivedAt)));
          return {
            requestId: request.requestId,
            kind: request.kind,
            flow: request.flow,
            customerNumber: request.customerNumber,
            fullName: request.fullName ?? fullNameOf(state.customers.find((customer) => customer.customerNumber === request.customerNumber)),
            receivedAt: request.receivedAt,
            handledBy: formatSubmittedDate(handledBy),
            status: requestStatus(handledBy, today, request.isProcessed),
          };
        })
        .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
      res.json(items);
    }),
  );
  return router;
}
