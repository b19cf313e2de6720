import { createMutation } from '@farfetched/core';
import { zodContract } from '@farfetched/zod';
import { createRequestEffect } from '@/shared/api';
import { toFormData } from '@/shared/lib/multipart';
import { contactFormExtraData, type ContactFormTopic } from '@portal/domain';
import { z } from 'zod';

export interface ContactFormSubmission {
  customerNumber: string;
  topic: ContactFormTopic;
  question: string;
  email: string;
  phoneNumber: string;
  files: File[];
}

/** The answer: when the form was received and the last day of the reply (5 working days). */
export const ContactFormReceiptContract = z.object({
  receivedAt: z.string(),
  /** yyyy-MM-dd */
  replyBefore: z.string(),
});

/** POST ContactForm (multipart CustomerNumber, Subject, Question, ExtraData[i].Key/Value, Files). */
export const sendContactFormMutation = createMutation({
  effect: createRequestEffect((submission: ContactFormSubmission) => ({
    method: 'POST',
    path: 'ContactForm',
    formData: toFormData({
      CustomerNumber: submission.customerNumber,
      Subject: submission.topic,
      Question: submission.question,
      ExtraData: contactFormExtraData(submission).map(({ key, value }) => ({ Key: key, Value: value })),
      Files: submission.files,
    }),
    suppressErrorNotices: true,
  })),
  contract: zodContract(ContactFormReceiptContract),
  name: 'sendContactForm',
});
