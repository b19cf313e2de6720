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
});

/** GET Debitan/Invoices: "invoices, isPaymentArrangementsDisabled" (spec 02 §7). */
export const InvoicesContract = z.object({
  invoices: z.array(InvoiceContract),
  isPaymentArrangementsDisabled: z.boolean(),
});

export type InvoiceList = z.infer<typeof InvoicesContract>;
