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

/** A policy of a person as the customer lists by policy carry it (spec 02 §7 "Customer"). */
export const CustomerPolicyContract = z.object({
  policyNumber: z.string(),
  year: z.number().int(),
  /** yyyy-MM-dd */
  startDate: z.string(),
  /** yyyy-MM-dd */
  endDate: z.string(),
});

/** A person the user may see with the policies the call chose (of a year, running, any, or earlier). */
export const CustomerWithPoliciesContract = CustomerContract.extend({ policies: z.array(CustomerPolicyContract) });
export const CustomersWithPoliciesContract = z.array(CustomerWithPoliciesContract);

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
export type CustomerWithPolicies = z.infer<typeof CustomerWithPoliciesContract>;
export type Address = z.infer<typeof AddressContract>;
export type CustomerDetails = z.infer<typeof CustomerDetailsContract>;
