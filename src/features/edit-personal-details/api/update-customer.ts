import { concurrency, createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

export interface CustomerUpdate {
  customerNumber: string;
  address: {
    street: string;
    houseNumber: number;
    houseNumberAddition: string | null;
    postalCode: string;
    city: string;
    country: string;
  };
  emailAddress: string | null;
  phoneNumber: string | null;
}

/** What the portal reads of the answer: that the change was stored for this person. */
const UpdatedCustomerContract = z.object({ customerNumber: z.string() });

/** POST Customer/UpdateCustomer; failures show the form's own error-saving notice. */
export const updateCustomerMutation = createMutation({
  effect: createRequestEffect((update: CustomerUpdate) => ({
    method: 'POST',
    path: 'Customer/UpdateCustomer',
    json: update,
    suppressErrorNotices: true,
  })),
  contract: zodContract(UpdatedCustomerContract),
  name: 'updateCustomer',
});

concurrency(updateCustomerMutation, { strategy: 'TAKE_FIRST' });
