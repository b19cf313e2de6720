/**
 * Insurance right (spec 02 §3 "Insurance right", §5, §7 "GET InsuranceRight;
 * POST InsuranceRight (multipart HasDutchIncome, HasBenefit, HasOtherIncome,
 * IsSelfEmployed, LastDutchIncome, files)"): the yearly check for people
 * living abroad.
 *
 * - `GET InsuranceRight`: whether the check is required (`r-insurance-right`).
 * - `POST InsuranceRight` (`c-insurance-right`, checked before the body):
 *   the four yes/no answers as `true`/`false`, `LastDutchIncome` (a year)
 *   only when none of income, benefit or self-employed is yes (then it is
 *   required; sent otherwise it is refused), `Files` optional by the
 *   declarations' file rules (20 MB in total: 413). The domain's
 *   `validateInsuranceRight` decides (400 `{ message, field, messageKey }`).
 *   A check that is not required answers 409. A received check is stored in
 *   `insuranceRightChecks` and clears the user's `isInsuranceRightCheckRequired`
 *   in the same write; the answer (not shown in the spec, a proposed addition)
 *   is `{ requestId, receivedAt, isCheckRequired: false }`, its `requestId`
 *   the reference `Request/GetRequests` lists it by.
 */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { ATTACHMENTS_MAX_TOTAL_BYTES, submittedFileProblems } from '../../domain/files';
import { isLastDutchIncomeAskedOf, validateInsuranceRight, type InsuranceRightField, type InsuranceRightMessageKey } from '../../domain/insurance';
import { VALIDATION_MESSAGES_NL } from '../../domain/validation';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { badRequest, handle, HttpError } from '../http/errors';
import { refuseFiles } from '../http/file-refusal';
import { multipartOf, parseMultipart, textField } from '../http/multipart';
import type { InsuranceRightCheckRecord } from '../seed';

/** At most this many files on one check (the 20 MB total is the real limit). */
export const INSURANCE_RIGHT_MAX_FILES = 20;

const MULTIPART_FIELD: Record<InsuranceRightField, string> = {
  hasDutchIncome: 'HasDutchIncome',
  hasBenefit: 'HasBenefit',
  hasOtherIncome: 'HasOtherIncome',
  isSelfEmployed: 'IsSelfEmployed',
  lastDutchIncome: 'LastDutchIncome',
  files: 'Files',
};
const FIELD_ORDER: readonly InsuranceRightField[] = ['hasDutchIncome', 'hasBenefit', 'hasOtherIncome', 'isSelfEmployed', 'lastDutchIncome', 'files'];

export const NOT_REQUIRED_MESSAGE = 'De controle van uw verzekeringsrecht is op dit moment niet nodig.';

function messageOf(key: InsuranceRightMessageKey): string {
  return VALIDATION_MESSAGES_NL[key];
}

/** A yes/no field: 'true' or 'false'; absent is unanswered (null). */
function yesNo(fields: Record<string, unknown>, name: string): boolean | null {
  const value = textField(fields, name).trim().toLowerCase();
  if (value === '') return null;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest(`Het veld '${name}' moet true of false zijn.`);
}

export function insuranceRightRoutes(ctx: Context): Router {
  const router = Router();
  router.get('/insuranceRight', requireToken(ctx), requirePermission('r-insurance-right'), (_req, res) => {
    res.json({ isCheckRequired: authOf(res).customer.isInsuranceRightCheckRequired });
  });

  router.post(
    '/insuranceRight',
    requireToken(ctx),
    requirePermission('c-insurance-right'),
    parseMultipart({
      fileField: 'Files',
      maxTotalBytes: ATTACHMENTS_MAX_TOTAL_BYTES,
      totalTooLargeMessage: VALIDATION_MESSAGES_NL['files-total-too-large'],
      maxFiles: INSURANCE_RIGHT_MAX_FILES,
    }),
    handle((_req, res) => {
      const { account, customer } = authOf(res);
      const { fields, files } = multipartOf(res);
      if (!customer.isInsuranceRightCheckRequired) throw new HttpError(409, NOT_REQUIRED_MESSAGE);

      const values = {
        hasDutchIncome: yesNo(fields, 'HasDutchIncome'),
        hasBenefit: yesNo(fields, 'HasBenefit'),
        hasOtherIncome: yesNo(fields, 'HasOtherIncome'),
        isSelfEmployed: yesNo(fields, 'IsSelfEmployed'),
        lastDutchIncome: textField(fields, 'LastDutchIncome'),
        files: files.map((file) => ({ name: file.fileName, size: file.size })),
      };
      const errors = validateInsuranceRight(values, ctx.clock.todayDate());
      const failed = FIELD_ORDER.find((field) => errors[field] !== null);
      const messageKey = failed && errors[failed];
      if (failed === 'files' && messageKey) {
        refuseFiles(res, { message: messageOf(messageKey), field: MULTIPART_FIELD.files, messageKey }, submittedFileProblems(values.files, 'declaration'));
        return;
      }
      if (failed && messageKey) {
        res.status(messageKey === 'files-total-too-large' ? 413 : 400).json({ message: messageOf(messageKey), field: MULTIPART_FIELD[failed], messageKey });
        return;
      }
      const isAsked = isLastDutchIncomeAskedOf(values);
      if (!isAsked && values.lastDutchIncome.trim() !== '') {
        throw badRequest("Het veld 'LastDutchIncome' hoort er alleen bij als HasDutchIncome, HasBenefit en IsSelfEmployed alle drie niet waar zijn.");
      }

      const record: InsuranceRightCheckRecord = {
        checkId: randomUUID(),
        accountId: account.accountId,
        customerNumber: customer.customerNumber,
        hasDutchIncome: values.hasDutchIncome === true,
        hasBenefit: values.hasBenefit === true,
        hasOtherIncome: values.hasOtherIncome === true,
        isSelfEmployed: values.isSelfEmployed === true,
        lastDutchIncome: isAsked ? values.lastDutchIncome.trim() : null,
        files: files.map((file) => ({ fileName: file.fileName, size: file.size, contentType: file.contentType })),
        receivedAt: ctx.clock.nowDate().toISOString(),
      };
      ctx.store.update((draft) => {
        draft.insuranceRightChecks = [...(draft.insuranceRightChecks ?? []), record];
        const stored = draft.customers.find((entry) => entry.customerNumber === customer.customerNumber);
        if (stored) stored.isInsuranceRightCheckRequired = false;
      });
      // its reference, the id Mijn aanvragen lists it by (issue 33 point 7; the answer is not in the spec: a proposed addition)
      res.json({ requestId: record.checkId, receivedAt: record.receivedAt, isCheckRequired: false });
    }),
  );
  return router;
}
