import { createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { toFormData } from '@/shared/lib/multipart';
import { requestMultipartFields, type RequestFlow, type RequestValues } from '@portal/domain';
import { z } from 'zod';

export interface RequestSubmission {
  flow: RequestFlow;
  customerNumber: string;
  values: RequestValues;
  files: File[];
}

/** The answer to every request: its id and when it arrived. */
export const RequestReceiptContract = z.object({ requestId: z.string(), receivedAt: z.string() });
export type RequestReceipt = z.infer<typeof RequestReceiptContract>;

/** The multipart body of a request: the person, the flow's answers in the spec's names, the files. */
export function requestFormData(submission: RequestSubmission): FormData {
  return toFormData({
    CurrentSelectedCustomerNumber: submission.customerNumber,
    ...Object.fromEntries(requestMultipartFields(submission.flow, submission.values)),
    Files: submission.files,
  });
}

/**
 * One mutation per area, one multipart call per flow: `POST {area}/{flow.path}`
 * (`CareMediation/DistrictCare`, `TreatmentAbroad/KidneyDialysis`), or the
 * area's one call when its flows have no path of their own
 * (`SeatedPatientTransport`, the situation sent as `SituationType`).
 */
export function createRequestFlowMutation(area: 'CareMediation' | 'TreatmentAbroad' | 'SeatedPatientTransport', name: string) {
  return createMutation({
    effect: createRequestEffect((submission: RequestSubmission) => ({
      method: 'POST',
      path: submission.flow.path === '' ? area : `${area}/${submission.flow.path}`,
      formData: requestFormData(submission),
      suppressErrorNotices: true,
    })),
    contract: zodContract(RequestReceiptContract),
    name,
  });
}

export type RequestFlowMutation = ReturnType<typeof createRequestFlowMutation>;
