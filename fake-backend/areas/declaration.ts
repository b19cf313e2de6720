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
import { badRequest, forbidden, handle } from '../http/errors';
import { multipartOf, parseMultipart } from '../http/multipart';
import type { DeclarationRecord } from '../seed';
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
    compensatedAmount: declaration.compensatedAmount,
    status: declaration.status,
    statusName: declaration.statusName,
  };
}

/** At most this many files in one readability check. */
export const READABILITY_CHECK_MAX_FILES = 20;

/** Use after requireToken: 403 unless the token carries one of the codes. */
function requireAnyPermission(codes: readonly PermissionCode[]): RequestHandler {
  return (_req, res, next) => {
    const granted = authOf(res).claims.permissions;
    if (codes.some((code) => granted.includes(code))) {
      next();
      return;
    }
    next(forbidden(`Forbidden: one of the permissions ${codes.map((code) => `'${code}'`).join(', ')} required`));
  };
}

export function declarationRoutes(ctx: Context): Router {
  const router = Router();
  router.get('/declaration/getDeclarationsPreview', requireToken(ctx), requirePermission('r-dec'), (_req, res) => {
    const { customer } = authOf(res);
    const state = ctx.store.read();
    const visible = visibleCustomerNumbers(state, customer, ctx.clock.today());
    const preview = state.declarations
      .filter((declaration) => declaration.ownerCustomerNumber === customer.customerNumber && visible.has(declaration.customerNumber))
      .sort((a, b) => b.receivedDate.localeCompare(a.receivedDate))
      .slice(0, DECLARATIONS_PREVIEW_SIZE)
      .map(previewView);
    res.json(preview);
  });

  router.post(
    '/declaration/validateAttachmentsReadability',
    requireToken(ctx),
    requireAnyPermission(['c-dec', 'c-con']),
    parseMultipart({
      fileField: 'files',
      maxTotalBytes: ATTACHMENTS_MAX_TOTAL_BYTES,
      totalTooLargeMessage: VALIDATION_MESSAGES_NL['files-total-too-large'],
      maxFiles: READABILITY_CHECK_MAX_FILES,
    }),
    handle((_req, res) => {
      const { files } = multipartOf(res);
      if (files.length === 0) throw badRequest("Field 'files' is required: send at least one file");
      const notCheckable = files.find((file) => !isSentForReadabilityCheck(file.fileName));
      if (notCheckable) {
        throw badRequest(
          `File '${notCheckable.fileName}': ${VALIDATION_MESSAGES_NL['file-type-not-allowed']} Only ${READABILITY_CHECK_EXTENSIONS.join(', ')} are checked.`,
        );
      }
      res.json(files.map((file) => ({ fileName: file.fileName, readabilityScore: judgeReadability(file.bytes) })));
    }),
  );
  return router;
}
