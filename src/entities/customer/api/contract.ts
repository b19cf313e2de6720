import { z } from 'zod';

const nullableText = z.string().nullable().optional().transform((value) => value ?? null);

/** Customer (spec 02 §3): the fields the portal reads. */
export const CustomerContract = z.object({
  customerNumber: z.string(),
  initials: nullableText,
  prefix: nullableText,
  firstName: z.string(),
  lastName: z.string(),
  prefixBirthName: nullableText,
  birthName: nullableText,
  gender: z.enum(['M', 'F']),
  /** yyyy-MM-dd */
  birthDate: z.string(),
  role: z.enum(['H', 'M', 'P']),
});

export const CustomersContract = z.array(CustomerContract);

export const AddressContract = z.object({
  street: z.string(),
  houseNumber: z.number(),
  houseNumberAddition: nullableText,
  postalCode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2 */
  country: z.string(),
});

/** The customer with address and contact info (spec 01 §3 "added later"). */
export const CustomerDetailsContract = CustomerContract.extend({
  address: AddressContract,
  emailAddress: nullableText,
  phoneNumber: nullableText,
});

export const CustomerDetailsListContract = z.array(CustomerDetailsContract);

export type Customer = z.infer<typeof CustomerContract>;
export type Address = z.infer<typeof AddressContract>;
export type CustomerDetails = z.infer<typeof CustomerDetailsContract>;
