import { createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import type { DentalMedicalSelectionAnswers } from '@portal/domain';
import { z } from 'zod';

/** "Medical selection per customer: hasDeniedMedicalSelection, medicalSelectionDateIsToday, isApproved." */
export const MedicalSelectionRecordContract = z.object({
  hasDeniedMedicalSelection: z.boolean(),
  medicalSelectionDateIsToday: z.boolean(),
  isApproved: z.boolean(),
});

export const MedicalSelectionAnswerContract = z.object({
  isApproved: z.boolean(),
  customerNumber: z.string().nullable(),
  medicalSelection: z.array(MedicalSelectionRecordContract),
  newlyInsuredPersons: z.array(z.object({ id: z.string(), isApproved: z.boolean() })),
});
export type MedicalSelectionAnswer = z.infer<typeof MedicalSelectionAnswerContract>;

/** Whom and what the questionnaire is for: a person on the agreement and the dental package with medical selection. */
export interface MedicalSelectionTarget {
  agreementId: string;
  year: number;
  contractCode: string;
  customerNumber: string;
  productComponentCode: string;
  /**
   * Issue 15 (h-newins): a newly insured person (customerNumber is then the
   * form's id): judged by the server "without the agreement update", with
   * the birth date that makes them 18 or over (dental cards only for adults).
   */
  newlyInsured?: { birthDate: string };
}

/** "Dental medical selection: policyNumber, orthodonticsWithinTwoYears, …, acceptedTermsAndConditions, acceptanceDate" */
export interface DentalMedicalSelection extends DentalMedicalSelectionAnswers {
  congenitalDentalDefectMessage: string;
  acceptedTermsAndConditions: boolean;
  /** yyyy-MM-dd */
  acceptanceDate: string;
}

export interface MedicalSelectionRequest {
  target: MedicalSelectionTarget;
  medicalSelection: DentalMedicalSelection;
}

/**
 * "POST Contract/ValidateAndSaveMedicalSelection {agreementDetails,
 * newlyInsuredPersons, requestedContract}": the questionnaire of a person on
 * the agreement (`requestedContract`), or of a newly insured person
 * (`newlyInsuredPersons`, "for newly insured persons without the agreement
 * update").
 */
export const saveMedicalSelectionMutation = createMutation({
  effect: createRequestEffect(({ target, medicalSelection }: MedicalSelectionRequest) => ({
    method: 'POST',
    path: 'Contract/ValidateAndSaveMedicalSelection',
    json: {
      agreementDetails: { agreementId: target.agreementId, year: target.year, contractCode: target.contractCode },
      ...(target.newlyInsured
        ? {
            requestedContract: null,
            newlyInsuredPersons: [
              { id: target.customerNumber, birthDate: target.newlyInsured.birthDate, productComponentCode: target.productComponentCode, medicalSelection },
            ],
          }
        : {
            requestedContract: { customerNumber: target.customerNumber, productComponentCode: target.productComponentCode, medicalSelection },
            newlyInsuredPersons: [],
          }),
    },
    suppressErrorNotices: true,
  })),
  contract: zodContract(MedicalSelectionAnswerContract),
  name: 'saveMedicalSelection',
});
