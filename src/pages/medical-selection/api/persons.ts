import { concurrency, createQuery } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { MedicalSelectionRecordContract } from '@/features/dental-medical-selection';
import { createRequestEffect } from '@/shared/api';
import { z } from 'zod';

/**
 * What the questionnaire page needs of "POST Contract/GetContractCardsForActivePolicies":
 * the insured persons with their medical-selection records, the dental cards
 * (the one with medical selection is what the questionnaire is for), and
 * whether the year may be changed now.
 */
const SelectionContextContract = z.object({
  changeDenied: z.string().nullable(),
  insuredPersons: z.array(
    z.object({
      customerNumber: z.string(),
      initials: z.string(),
      firstName: z.string(),
      prefix: z.string().nullable(),
      lastName: z.string(),
      birthDate: z.string(),
      isAdult: z.boolean(),
      medicalSelection: z.array(MedicalSelectionRecordContract).default([]),
    }),
  ),
  contractCards: z.array(
    z.object({
      key: z.string(),
      cards: z.array(z.object({ productComponentCode: z.string(), title: z.string(), hasMedicalSelection: z.boolean() })),
    }),
  ),
});
export type SelectionContext = z.infer<typeof SelectionContextContract>;
export type SelectionPerson = SelectionContext['insuredPersons'][number];

export interface SelectionRequest {
  agreementId: string;
  year: number;
  contractCode: string;
}

export const selectionContextQuery = createQuery({
  effect: createRequestEffect(({ agreementId, year, contractCode }: SelectionRequest) => ({
    method: 'POST',
    path: 'Contract/GetContractCardsForActivePolicies',
    json: { agreementId, year, contractCode },
  })),
  contract: zodContract(SelectionContextContract),
  name: 'medicalSelectionContext',
});

concurrency(selectionContextQuery, { strategy: 'TAKE_LATEST' });
