import { z } from 'zod';

const nullableText = z.string().nullable().optional().transform((value) => value ?? null);

/** Invoice (spec 02 §3); the fields the portal reads. */
export const InvoiceContract = z.object({
  description: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  amount: z.number(),
  remaining: z.number(),
  status: z.string(),
  statusId: z.number().int(),
  paymentType: nullableText,
  expirationDate: nullableText,
  paymentDate: nullableText,
  premiePeriod: nullableText,
  /** the invoice's PDF(s); an invoice without any has nothing to download */
  attachments: z
    .array(z.object({ fileName: z.string() }))
    .optional()
    .transform((value) => value ?? []),
  /** issue 33 point 4 (proposed addition): the betalingskenmerk to quote on a transfer by hand */
  paymentReference: nullableText,
  /** issue 33 point 4 (proposed addition): the insurer's account for a transfer by hand */
  transferAccount: z
    .object({ iban: z.string(), name: z.string() })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  /** issue 33 point 5 (proposed addition): what a premium bill covers, its period and persons; null for other bills */
  premiumCover: z
    .object({ periodStart: z.string(), periodEnd: z.string(), insuredCount: z.number().int(), notShownCount: z.number().int() })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});

export type Invoice = z.infer<typeof InvoiceContract>;

/** GET Debitan/Invoices: "invoices, isPaymentArrangementsDisabled" (spec 02 §7). */
export const InvoicesContract = z.object({
  invoices: z.array(InvoiceContract),
  isPaymentArrangementsDisabled: z.boolean(),
});

export type InvoiceList = z.infer<typeof InvoicesContract>;

/** One term of an arrangement on its collection date (yyyy-MM-dd). */
export const PaymentArrangementTermContract = z.object({
  number: z.number().int(),
  date: z.string(),
  amount: z.number(),
  /** the day its payment came in (yyyy-MM-dd), null while unpaid (a proposed addition: an API without it reads as unpaid) */
  paidOn: nullableText,
});

/**
 * A payment arrangement (spec 02 §3 "Payment arrangement: statusId"): the
 * invoices it covers and its terms. `isProcessed` false is a request not
 * handled yet (a new request replaces it, spec 02 §4).
 */
export const PaymentArrangementContract = z.object({
  paymentArrangementId: z.string(),
  statusId: z.number().int(),
  status: z.string(),
  isProcessed: z.boolean(),
  startDate: z.string(),
  numberOfTerms: z.number().int(),
  termAmount: z.number(),
  totalAmount: z.number(),
  invoiceNumbers: z.array(z.string()),
  terms: z.array(PaymentArrangementTermContract),
  /** a request to add invoices to this running arrangement (issue 14: "an existing arrangement can get invoices added") */
  addsToPaymentArrangementId: z.string().nullable().optional().transform((value) => value ?? null),
  /** when the request arrived (ISO timestamp); null where the API does not say (a proposed addition) */
  requestedAt: nullableText,
});

/** GET Debitan/PaymentArrangements */
export const PaymentArrangementsContract = z.array(PaymentArrangementContract);

export type PaymentArrangement = z.infer<typeof PaymentArrangementContract>;
