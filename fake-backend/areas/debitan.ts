/**
 * Invoices (spec 02 §3 "Invoice", §7 "GET Debitan/Invoices"): the invoices
 * the user receives as the main insured on an agreement, all of them (the
 * portal shows the current year and the two before), with whether payment
 * arrangements are disabled. Needs the read-invoice permission (spec 02 §6).
 */
import { Router } from 'express';
import { INVOICE_STATUS_ID } from '../../domain/insurance';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import type { InvoiceRecord } from '../seed';

/**
 * Arrangements are disabled for an account whose debt went to a collection
 * agency, debt relief or bankruptcy: no new arrangement can be made there.
 */
const BLOCKING_STATUS_IDS: readonly number[] = [
  INVOICE_STATUS_ID.collectionAgency,
  INVOICE_STATUS_ID.debtRelief,
  INVOICE_STATUS_ID.bankruptcy,
];

function invoiceView({ customerNumber: _customer, agreementId: _agreement, ...invoice }: InvoiceRecord) {
  return invoice;
}

export function debitanRoutes(ctx: Context): Router {
  const router = Router();
  router.get('/debitan/invoices', requireToken(ctx), requirePermission('r-inv'), (_req, res) => {
    const { customer } = authOf(res);
    const invoices = ctx.store.read().invoices.filter((invoice) => invoice.customerNumber === customer.customerNumber);
    res.json({
      invoices: invoices.map(invoiceView),
      isPaymentArrangementsDisabled: invoices.some((invoice) => BLOCKING_STATUS_IDS.includes(invoice.statusId)),
    });
  });
  return router;
}
