/**
 * Unread counters (spec 01 §7 "GET Document/GetUnreadDocumentCount |
 * optional dateOnly (date six months ago) | Unread counters"): the number of
 * the user's unread documents, or, with `dateOnly` (yyyy-MM-dd), of those
 * published on that day or later. Needs the read-messages permission.
 */
import { Router } from 'express';
import { parseCalendarDate } from '../../domain/calendar';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { ValidationError, handle } from '../http/errors';

export function unreadDocumentRoutes(ctx: Context): Router {
  const router = Router();
  router.get(
    '/document/getUnreadDocumentCount',
    requireToken(ctx),
    requirePermission('r-msg'),
    handle((req, res) => {
      const raw = req.query['dateOnly'];
      let dateOnly: string | null = null;
      if (raw !== undefined && raw !== '') {
        if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw) || parseCalendarDate(raw) === null) {
          throw new ValidationError("Query parameter 'dateOnly' must be a date (yyyy-MM-dd)");
        }
        dateOnly = raw;
      }
      const { customer } = authOf(res);
      const count = ctx.store
        .read()
        .documents.filter(
          (document) =>
            document.ownerCustomerNumber === customer.customerNumber &&
            !document.hasBeenRead &&
            (dateOnly === null || document.publicationDate.slice(0, 10) >= dateOnly),
        ).length;
      res.json(count);
    }),
  );
  return router;
}
