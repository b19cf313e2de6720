/**
 * Declarations preview (spec 02 §7 "GET Declaration/GetDeclarationsPreview"):
 * the most recently received declarations the user may see (their own and
 * those of the insured persons under 16 they submitted for), newest first.
 * Needs the read-declaration permission (spec 02 §6).
 */
import { Router } from 'express';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
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
  return router;
}
