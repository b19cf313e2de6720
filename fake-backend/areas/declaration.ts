/**
 * Declarations preview (spec 02 §7 "GET Declaration/GetDeclarationsPreview"):
 * the most recently received declarations the user may see (their own and
 * those of the insured persons under 16 they submitted for), newest first.
 * Needs the read-declaration permission (spec 02 §6).
 *
 * The readability check (spec 02 §7 "POST
 * Declaration/ValidateAttachmentsReadability (multipart, repeated files
 * field; answer a list of fileName and readabilityScore; only pdf, jpg, jpeg,
 * png, bmp, tif, tiff are sent)"): every file judged from its bytes by the
 * domain's rule (`judgeReadability`). Needs `c-dec` or `c-con`: the
 * declaration wizard and the contact form both check their files with it.
 * Stores nothing.
 */
import { Router, type RequestHandler } from 'express';
import type { PermissionCode } from '../../domain/access';
import {
  ATTACHMENTS_MAX_TOTAL_BYTES,
  READABILITY_CHECK_EXTENSIONS,
  isSentForReadabilityCheck,
  judgeReadability,
} from '../../domain/files';
import { VALIDATION_MESSAGES_NL } from '../../domain/validation';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { badRequest, forbidden, handle, notFound } from '../http/errors';
import { multipartOf, parseMultipart } from '../http/multipart';
import type { DeclarationRecord } from '../seed';
import { personAndYearOf, queryText } from '../care-cost-query';
import { settleDueDeclarations } from '../declaration-handling';
import { visibleCustomerNumbers } from '../visibility';

/** How many declarations the preview holds. */
export const DECLARATIONS_PREVIEW_SIZE = 5;

function previewView(declaration: DeclarationRecord) {
  return {
    declarationId: declaration.declarationId,
    recordId: declaration.recordId,
    customerNumber: declaration.customerNumber,
    fullName: declaration.fullName,
    receivedDate: declaration.receivedDate,
    treatmentDate: declaration.treatmentDate,
    careProvider: declaration.careProvider,
    careType: declaration.careType,
    declarationAmount: declaration.declarationAmount,
    ...originalView(declaration),
    compensatedAmount: declaration.compensatedAmount,
    status: declaration.status,
    statusName: declaration.statusName,
  };
}

/** Issue 32: "Lists and details show the original amount and currency beside the euro amount": a bill in another currency as declared, and the rate it was valued at; null for euros. */
function originalView(declaration: DeclarationRecord) {
  return {
    originalAmount: declaration.original?.amount ?? null,
    originalCurrency: declaration.original?.currency ?? null,
    exchangeRate: declaration.original?.euroPerUnit ?? null,
  };
}

/** Issue 17: a declaration as GET Declaration/GetDeclarations lists it (spec 02 §3 "Declaration list item"). */
function listItemView(declaration: DeclarationRecord) {
  return {
    declarationId: declaration.declarationId,
    recordId: declaration.recordId,
    invoiceId: declaration.invoiceId,
    customerNumber: declaration.customerNumber,
    fullName: declaration.fullName,
    year: declaration.year,
    receivedDate: declaration.receivedDate,
    treatmentDate: declaration.treatmentDate,
    lastTreatmentDate: declaration.lastTreatmentDate,
    careProvider: declaration.careProvider,
    careType: declaration.careType,
    declarationAmount: declaration.declarationAmount,
    ...originalView(declaration),
    compensatedAmount: declaration.compensatedAmount,
    uncompensatedAmount: declaration.uncompensatedAmount,
    excessAmount: declaration.excessAmount,
    contributionAmount: declaration.contributionAmount,
    submittedBy: declaration.submittedBy,
    receiverOfReimbursement: declaration.receiverOfReimbursement,
    status: declaration.status,
    statusName: declaration.statusName,
    hasReadRights: declaration.hasReadRights,
  };
}

/** "Declaration detail adds bills (payOutAmount, activities with date and description), collectionRiskAmount, relation (prefix, lastName, dateOfBirth)." */
function detailView(declaration: DeclarationRecord) {
  return {
    ...listItemView(declaration),
    bills: declaration.bills,
    collectionRiskAmount: declaration.collectionRiskAmount,
    relation: declaration.relation,
  };
}

/** At most this many files in one readability check. */
export const READABILITY_CHECK_MAX_FILES = 20;

/**
 * The readability check serves every form that checks its files before sending, so each one's own code opens it:
 * declarations and seated transport (c-dec), the contact form (c-con), the insurance right, care mediation and
 * treatment abroad. A form's user without these others is not refused (a 403 ends the session).
 */
export const READABILITY_CHECK_PERMISSIONS: readonly PermissionCode[] = ['c-dec', 'c-con', 'c-insurance-right', 'c-care-med', 'c-treat-abr'];

/** Use after requireToken: 403 unless the token carries one of the codes. */
function requireAnyPermission(codes: readonly PermissionCode[]): RequestHandler {
  return (_req, res, next) => {
    const granted = authOf(res).claims.permissions;
    if (codes.some((code) => granted.includes(code))) {
      next();
      return;
    }
    next(forbidden(`U heeft geen toegang: hiervoor is een van de rechten ${codes.map((code) => `'${code}'`).join(', ')} nodig.`));
  };
}

export function declarationRoutes(ctx: Context): Router {
  const router = Router();
  router.get('/declaration/getDeclarationsPreview', requireToken(ctx), requirePermission('r-dec'), (_req, res) => {
    const { customer } = authOf(res);
    settleDueDeclarations(ctx);
    const state = ctx.store.read();
    const visible = visibleCustomerNumbers(state, customer, ctx.clock.today());
    const preview = state.declarations
      .filter((declaration) => declaration.ownerCustomerNumber === customer.customerNumber && visible.has(declaration.customerNumber))
      .sort((a, b) => b.receivedDate.localeCompare(a.receivedDate))
      .slice(0, DECLARATIONS_PREVIEW_SIZE)
      .map(previewView);
    res.json(preview);
  });

  /**
   * Issue 17: GET Declaration/GetDeclarations with customerNumber and year
   * (spec 02 §7): the declarations of one person the user may see, treated
   * in that year (default: the user, this year), newest treatment first.
   */
  router.get(
    '/declaration/getDeclarations',
    requireToken(ctx),
    requirePermission('r-dec'),
    handle((req, res) => {
      const { state, customerNumber, year } = personAndYearOf(ctx, req.query, authOf(res).customer);
      res.json(
        state.declarations
          .filter((declaration) => declaration.customerNumber === customerNumber && declaration.year === year)
          .sort((a, b) => b.treatmentDate.localeCompare(a.treatmentDate) || b.receivedDate.localeCompare(a.receivedDate))
          .map(listItemView),
      );
    }),
  );

  /**
   * Issue 17: GET Declaration/ReadAll (spec 02 §7 names it without an answer
   * shape). Our reading (the lead's): every declaration the user may read,
   * that is of every person the privacy rule lets them see (spec 02 §1), of
   * all years, in the item shape of GetDeclarations; newest treatment first.
   * The portal takes the year filter of `mijn-zorgkosten` from it.
   */
  router.get('/declaration/readAll', requireToken(ctx), requirePermission('r-dec'), (_req, res) => {
    const { customer } = authOf(res);
    settleDueDeclarations(ctx);
    const state = ctx.store.read();
    const visible = visibleCustomerNumbers(state, customer, ctx.clock.today());
    res.json(
      state.declarations
        .filter((declaration) => visible.has(declaration.customerNumber))
        .sort((a, b) => b.treatmentDate.localeCompare(a.treatmentDate) || b.receivedDate.localeCompare(a.receivedDate))
        .map(listItemView),
    );
  });

  /**
   * Issue 17: GET Declaration with declarationId, optional recordId (spec 02
   * §7): one declaration with its bills, of a person the user may see.
   * Another person's declaration is a 404, as one that does not exist; one
   * the user has no read rights for (`hasReadRights` false: listed, without
   * its detail) a 403.
   */
  router.get(
    '/declaration',
    requireToken(ctx),
    requirePermission('r-dec'),
    handle((req, res) => {
      const { customer: viewer } = authOf(res);
      const declarationId = queryText(req.query['declarationId'], 'declarationId', /^\d{1,20}$/, 'een declaratienummer (cijfers)');
      if (!declarationId) throw badRequest("De parameter 'declarationId' in het adres is verplicht.");
      const recordId = queryText(req.query['recordId'], 'recordId', /^\d{1,20}$/, 'een recordnummer (cijfers)');
      settleDueDeclarations(ctx);
      const state = ctx.store.read();
      const visible = visibleCustomerNumbers(state, viewer, ctx.clock.today());
      const declaration = state.declarations.find(
        (entry) => entry.declarationId === declarationId && (recordId === undefined || entry.recordId === recordId) && visible.has(entry.customerNumber),
      );
      if (!declaration) throw notFound(`Declaratie ${declarationId}${recordId ? ` met record ${recordId}` : ''} is niet gevonden.`);
      if (!declaration.hasReadRights) throw forbidden(`U heeft geen toegang tot de details van declaratie ${declarationId}.`);
      res.json(detailView(declaration));
    }),
  );

  router.post(
    '/declaration/validateAttachmentsReadability',
    requireToken(ctx),
    requireAnyPermission(READABILITY_CHECK_PERMISSIONS),
    parseMultipart({
      fileField: 'files',
      maxTotalBytes: ATTACHMENTS_MAX_TOTAL_BYTES,
      totalTooLargeMessage: VALIDATION_MESSAGES_NL['files-total-too-large'],
      maxFiles: READABILITY_CHECK_MAX_FILES,
    }),
    handle((_req, res) => {
      const { files } = multipartOf(res);
      if (files.length === 0) throw badRequest("Het veld 'files' is verplicht: stuur minstens één bestand mee.");
      const notCheckable = files.find((file) => !isSentForReadabilityCheck(file.fileName));
      if (notCheckable) {
        throw badRequest(
          `Bestand '${notCheckable.fileName}': ${VALIDATION_MESSAGES_NL['file-type-not-allowed']} Alleen ${READABILITY_CHECK_EXTENSIONS.join(', ')} worden gecontroleerd.`,
        );
      }
      res.json(files.map((file) => ({ fileName: file.fileName, readabilityScore: judgeReadability(file.bytes) })));
    }),
  );
  return router;
}
