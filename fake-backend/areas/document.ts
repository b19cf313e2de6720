/**
 * Documents (spec 01 §7 "Document endpoints", §2 "Message box", §4
 * "Messages"; spec 02 §7 "Documents"): the user's messages, the unread
 * counters, the reimbursement documents of a year and the downloads.
 *
 *   GET Document/GetDocumentList                       r-msg      the messages, newest first
 *   GET Document/GetUnreadDocumentCount[?dateOnly=]    r-msg      { unreadDocumentCount }, from dateOnly on when given
 *   GET Document/GetGenericDocumentList?year=          r-com-doc  the year's documents of the user's contracts; 204 when there are none
 *   GET Document/GetDocument?documentId=               r-msg      the PDF; marks the message read; 204 without file
 *   GET Document/GetGenericDocument?documentId=        r-com-doc  the PDF
 *
 * A user sees only the messages in their own mailbox about persons they may
 * see (spec 02 §1 "Privacy"): a co-insured person only their own. Messages
 * older than the archive keeps (7 years) are gone.
 *
 * The reimbursement documents are a label's (seed/documents.ts); a user reads
 * those of the contracts they may see: a parent who holds her daughter's
 * agreement of another label reads that label's conditions beside her own.
 * Each document of the list names its `contractCode` and `label` (spec 01 §3
 * "Document": label, contractCode), so an agreement lists its own.
 */
import type { Request, Response } from 'express';
import { Router } from 'express';
import { dutchDateOf, formatSubmittedDate } from '../../domain/calendar';
import { CORRESPONDENCE_KEPT_YEARS } from '../../domain/home';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { ValidationError, notFound } from '../http/errors';
import { minimalPdf } from '../pdf';
import { addYears, isIsoDay } from '../seed/dates';
import type { CustomerRecord, DbState, DocumentRecord, GenericDocumentRecord } from '../seed';
import { publishedGenericDocuments } from '../seed/documents';
import { visibleAgreements, visibleCustomerNumbers } from '../visibility';
import type { LabelId } from '../../domain/access';
import { REFUSALS } from '../refusals';

const DOCUMENT_ID = /^[A-Za-z0-9-]{1,40}$/;
const YEAR = /^\d{4}$/;

/** A query parameter, its name matched case-insensitively (as the paths are); a repeated one is refused. */
function queryParam(req: Request, name: string): string | undefined {
  const key = Object.keys(req.query).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (key === undefined) return undefined;
  const value = req.query[key];
  if (typeof value !== 'string') throw new ValidationError(`De parameter '${name}' mag maar één keer in het adres staan.`);
  return value;
}

function requiredQueryParam(req: Request, name: string, pattern: RegExp, form: string): string {
  const value = queryParam(req, name);
  if (value === undefined || value.trim() === '') throw new ValidationError(`De parameter '${name}' in het adres is verplicht.`);
  if (!pattern.test(value)) throw new ValidationError(`De parameter '${name}' in het adres moet ${form} zijn, niet '${value}'.`);
  return value;
}

/** The day a message was published in the Netherlands (yyyy-MM-dd): the day it is filed, counted and dated by. */
function publishedDay(document: Pick<DocumentRecord, 'publicationDate'>): string {
  return formatSubmittedDate(dutchDateOf(document.publicationDate));
}

/** The viewer's messages: in their mailbox, about someone they may see, still in the archive. */
export function messagesOf(state: DbState, viewer: CustomerRecord, today: string): DocumentRecord[] {
  const visible = visibleCustomerNumbers(state, viewer, today);
  const keptSince = addYears(today, -CORRESPONDENCE_KEPT_YEARS);
  return state.documents
    .filter(
      (document) =>
        document.ownerCustomerNumber === viewer.customerNumber &&
        visible.has(document.customerNumber) &&
        publishedDay(document) >= keptSince,
    )
    .sort((a, b) => b.publicationDate.localeCompare(a.publicationDate));
}

function messageView({ ownerCustomerNumber: _owner, isFileMissing: _missing, ...document }: DocumentRecord) {
  return document;
}

/** A reimbursement document as listed: for one contract of the user's (null: none runs in its year, the user's own label's). */
function genericDocumentView(document: GenericDocumentRecord, contractCode: string | null) {
  return { ...document, contractCode };
}

/** The agreements the user may see that run in the year: their contracts' documents are the user's for that year. */
function agreementsInYear(state: DbState, viewer: CustomerRecord, today: string, year: number) {
  return visibleAgreements(state, viewer, today)
    .map(({ agreement }) => agreement)
    .filter((agreement) => agreement.startDate <= `${year}-12-31` && (agreement.endDate === null || agreement.endDate >= `${year}-01-01`));
}

/**
 * The year's reimbursement documents of the user's contracts: per contract of an agreement they may see that runs in
 * the year, its label's documents; without one, their own label's (an earlier year looked up).
 */
export function genericDocumentsOf(state: DbState, viewer: CustomerRecord, today: string, year: number) {
  const published = publishedGenericDocuments(state.genericDocuments, today).filter((document) => document.year === year);
  const contracts = [...new Map(agreementsInYear(state, viewer, today, year).map((agreement) => [agreement.contractCode, agreement.label])).entries()];
  if (contracts.length === 0) return published.filter((document) => document.label === viewer.label).map((document) => genericDocumentView(document, null));
  return contracts.flatMap(([contractCode, label]) =>
    published.filter((document) => document.label === label).map((document) => genericDocumentView(document, contractCode)),
  );
}

/** The labels whose documents the user may download: their own and those of every agreement they may see. */
function readableLabels(state: DbState, viewer: CustomerRecord, today: string): Set<LabelId> {
  return new Set([viewer.label, ...visibleAgreements(state, viewer, today).map(({ agreement }) => agreement.label)]);
}

const formatDay = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

function sendPdf(res: Response, fileName: string, title: string, lines: string[]): void {
  res.status(200).type('application/pdf').attachment(fileName).send(minimalPdf({ title, lines }));
}

export function documentRoutes(ctx: Context): Router {
  const router = Router();
  const readMessages = [requireToken(ctx), requirePermission('r-msg')];
  const readGeneric = [requireToken(ctx), requirePermission('r-com-doc')];

  router.get('/Document/GetDocumentList', ...readMessages, (_req, res) => {
    res.json(messagesOf(ctx.store.read(), authOf(res).customer, ctx.clock.today()).map(messageView));
  });

  router.get('/Document/GetUnreadDocumentCount', ...readMessages, (req, res) => {
    const dateOnly = queryParam(req, 'dateOnly');
    if (dateOnly !== undefined && !isIsoDay(dateOnly)) {
      throw new ValidationError(`De parameter 'dateOnly' in het adres moet een datum zijn (jjjj-mm-dd), niet '${dateOnly}'.`);
    }
    const unread = messagesOf(ctx.store.read(), authOf(res).customer, ctx.clock.today()).filter(
      (document) => !document.hasBeenRead && (dateOnly === undefined || publishedDay(document) >= dateOnly),
    );
    res.json({ unreadDocumentCount: unread.length });
  });

  router.get('/Document/GetGenericDocumentList', ...readGeneric, (req, res) => {
    const year = Number(requiredQueryParam(req, 'year', YEAR, 'een jaartal (jjjj)'));
    const documents = genericDocumentsOf(ctx.store.read(), authOf(res).customer, ctx.clock.today(), year);
    if (documents.length === 0) {
      res.status(204).end();
      return;
    }
    res.json(documents);
  });

  router.get('/Document/GetDocument', ...readMessages, (req, res) => {
    const documentId = requiredQueryParam(req, 'documentId', DOCUMENT_ID, 'een documentnummer');
    const { customer } = authOf(res);
    const document = messagesOf(ctx.store.read(), customer, ctx.clock.today()).find((entry) => entry.documentID === documentId);
    // someone else's message is as unknown as a message that does not exist
    if (!document) throw notFound(REFUSALS.documentNotFound(documentId));
    if (document.isFileMissing) {
      res.status(204).end();
      return;
    }
    if (!document.hasBeenRead) {
      ctx.store.update((state) => {
        const stored = state.documents.find((entry) => entry.documentID === document.documentID);
        if (stored) stored.hasBeenRead = true;
      });
    }
    sendPdf(res, document.documentName, document.name, [
      `Betreft: ${document.customerInitials} ${document.customerLastName}`,
      `Polisnummer: ${document.policyNumber}`,
      `Datum: ${formatDay(publishedDay(document))}`,
      `Soort: ${document.docType}`,
      'Dit is een voorbeelddocument van de fake backend van Mijn omgeving.',
    ]);
  });

  router.get('/Document/GetGenericDocument', ...readGeneric, (req, res) => {
    const documentId = requiredQueryParam(req, 'documentId', DOCUMENT_ID, 'een documentnummer');
    const { customer } = authOf(res);
    const state = ctx.store.read();
    const labels = readableLabels(state, customer, ctx.clock.today());
    const document = publishedGenericDocuments(state.genericDocuments, ctx.clock.today()).find(
      (entry) => entry.documentID === documentId && labels.has(entry.label),
    );
    if (!document) throw notFound(REFUSALS.documentNotFound(documentId));
    sendPdf(res, document.documentName, document.name, [
      `Geldig in ${document.year}`,
      `Gepubliceerd: ${formatDay(publishedDay(document))}`,
      'Dit is een voorbeelddocument van de fake backend van Mijn omgeving.',
    ]);
  });

  return router;
}
