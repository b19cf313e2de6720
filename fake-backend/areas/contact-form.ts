/**
 * The contact form (spec 02 §7 "POST ContactForm (multipart CustomerNumber,
 * Subject, Question, ExtraData[i].Key/Value, Files)"). Checked in this order,
 * nothing stored on a refusal:
 *
 * 1. access token (401) and the create-contact permission `c-con` (403),
 *    before the body is read;
 * 2. the multipart body: files only in `Files`, at most 20 MB in total (413
 *    'Het totaal van de geselecteerde bestanden overschrijdt het maximum van
 *    20 MB.'), at most 20 files (400);
 * 3. `CustomerNumber` required (400) and a person the user may act for: the
 *    main insured for self and co-insured under 16, anyone else only for
 *    self (403);
 * 4. the domain's contact-form rules (`validateContactForm`): topic, question
 *    (at most 2000 characters), e-mail (required) and phone (optional) from
 *    `ExtraData` (keys `EmailAddress`, `PhoneNumber`), the files' types,
 *    minimum size and duplicates → 400 `{ message, field, messageKey }`;
 *    refused files also name each bad file (`files`, see http/file-refusal.ts).
 *
 * Accepted forms are kept in db.json (`contactForms`: the fields and each
 * file's name, size and type, not its bytes) and listed at
 * `GET /__fake/contact-forms` (loopback only).
 */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { contactReplyDate, formatSubmittedDate } from '../../domain/calendar';
import {
  readContactFormExtraData,
  validateContactForm,
  type ContactFormField,
  type ContactFormTopic,
  type ExtraDataEntry,
} from '../../domain/contact';
import { ATTACHMENTS_MAX_TOTAL_BYTES, submittedFileProblems } from '../../domain/files';
import { VALIDATION_MESSAGES_NL } from '../../domain/validation';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { badRequest, forbidden, handle } from '../http/errors';
import { refuseFiles } from '../http/file-refusal';
import { indexedPairs, multipartOf, parseMultipart, textField } from '../http/multipart';
import type { ContactFormRecord } from '../seed';
import { visibleCustomerNumbers } from '../visibility';
import { REFUSALS } from '../refusals';

/** At most this many files on one form (the 20 MB total is the real limit; this stops a flood of tiny parts). */
export const CONTACT_FORM_MAX_FILES = 20;

/** Where each of the domain's fields comes from in the multipart body. */
const MULTIPART_FIELD: Record<ContactFormField, string> = {
  customerNumber: 'CustomerNumber',
  topic: 'Subject',
  question: 'Question',
  email: 'ExtraData EmailAddress',
  phoneNumber: 'ExtraData PhoneNumber',
  files: 'Files',
};

const FIELD_ORDER: readonly ContactFormField[] = ['customerNumber', 'topic', 'question', 'email', 'phoneNumber', 'files'];

/** The /__fake controls answer only callers on this machine. */
export function contactFormRoutes(ctx: Context): Router {
  const router = Router();

  router.post(
    '/contactForm',
    requireToken(ctx),
    requirePermission('c-con'),
    parseMultipart({
      fileField: 'Files',
      maxTotalBytes: ATTACHMENTS_MAX_TOTAL_BYTES,
      totalTooLargeMessage: VALIDATION_MESSAGES_NL['files-total-too-large'],
      maxFiles: CONTACT_FORM_MAX_FILES,
    }),
    handle((_req, res) => {
      const { account, customer } = authOf(res);
      const { fields, files } = multipartOf(res);

      const customerNumber = textField(fields, 'CustomerNumber').trim();
      if (customerNumber === '') {
        res.status(400).json({ message: VALIDATION_MESSAGES_NL['required-field'], field: 'CustomerNumber', messageKey: 'required-field' });
        return;
      }
      const state = ctx.store.read();
      if (!visibleCustomerNumbers(state, customer, ctx.clock.today()).has(customerNumber)) {
        throw forbidden(REFUSALS.notActingFor(customerNumber));
      }

      const extraData: ExtraDataEntry[] = indexedPairs(fields, 'ExtraData');
      const contact = readContactFormExtraData(extraData);
      if ('kind' in contact) {
        throw badRequest(
          contact.kind === 'unknown-key'
            ? `De ExtraData-sleutel '${contact.key}' is onbekend: gebruik EmailAddress of PhoneNumber.`
            : `De ExtraData-sleutel '${contact.key}' is twee keer meegestuurd.`,
        );
      }

      const values = {
        customerNumber,
        topic: textField(fields, 'Subject').trim(),
        question: textField(fields, 'Question'),
        email: contact.email,
        phoneNumber: contact.phoneNumber,
        files: files.map((file) => ({ name: file.fileName, size: file.size })),
      };
      const errors = validateContactForm(values);
      const failed = FIELD_ORDER.find((field) => errors[field] !== null);
      const messageKey = failed && errors[failed];
      if (failed === 'files' && messageKey) {
        refuseFiles(res, { message: VALIDATION_MESSAGES_NL[messageKey], field: MULTIPART_FIELD.files, messageKey }, submittedFileProblems(values.files, 'contact-form'));
        return;
      }
      if (failed && messageKey) {
        res
          .status(messageKey === 'files-total-too-large' ? 413 : 400)
          .json({ message: VALIDATION_MESSAGES_NL[messageKey], field: MULTIPART_FIELD[failed], messageKey });
        return;
      }

      const received = ctx.clock.nowDate();
      const receivedOn = ctx.clock.todayDate();
      const record: ContactFormRecord = {
        contactFormId: randomUUID(),
        accountId: account.accountId,
        username: account.username,
        customerNumber,
        // validateContactForm has checked that it is one of the topics
        subject: values.topic as ContactFormTopic,
        question: values.question.replace(/\r\n?/g, '\n'),
        extraData: extraData.map((entry) => ({ key: entry.key, value: entry.value.trim() })),
        files: files.map((file) => ({ fileName: file.fileName, size: file.size, contentType: file.contentType })),
        receivedAt: received.toISOString(),
        replyBefore: formatSubmittedDate(contactReplyDate(receivedOn)),
      };
      ctx.store.update((draft) => {
        draft.contactForms = [...(draft.contactForms ?? []), record];
      });
      res.json({ receivedAt: record.receivedAt, replyBefore: record.replyBefore });
    }),
  );

  return router;
}

/** `GET /__fake/contact-forms`: what was received over the API (not the seed's), for tests (under /__fake, so only from this machine). */
export function contactFormFakeRoutes(ctx: Context): Router {
  const router = Router();
  router.get('/contact-forms', (req, res) => {
    const username = typeof req.query['username'] === 'string' ? req.query['username'].toLowerCase() : null;
    const forms = ctx.store.read().contactForms ?? [];
    res.json(forms.filter((form) => !form.seeded && (username === null || form.username.toLowerCase() === username)));
  });

  return router;
}
