import { accountDetailsQuery } from '@/entities/account';
import { createInsuredPersonChoice } from '@/entities/customer';
import { $routeAccess } from '@/entities/route-access';
import { $user } from '@/entities/session';
import { checkReadabilityOf } from '@/features/check-attachments';
import { serverMessageOf, statusOf } from '@/shared/api';
import { createAttachments, markRefusedFiles, namesRefusedFiles, withFileErrors } from '@/shared/lib/attachments';
import { createForm, createFormSubmission, createLeaveGuard, createWizard, serverReasonOf, validationErrors, type FormRefusal } from '@/shared/lib/form';
import { readClockFx } from '@/shared/lib/clock';
import { navigationRequested, routeUrl, routes } from '@/shared/routing';
import { contactReplyDate, isContactFormTopic, isRouteAuthorised, validateContactForm, type ContactFormTopic } from '@portal/domain';
import { and, not } from 'patronum';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { sendContactFormMutation, type ContactFormSubmission } from '../api/contact-form';

const route = routes['contact-form'];

/** The address may name the topic, so other screens can link to it: `contactformulier?onderwerp=invoice`. */
export const TOPIC_QUERY = 'onderwerp';

/** the page's own reading of the shared clock: ages and the reply date count from the day it opened */
const readTodayFx = attach({ effect: readClockFx });
const $today = createStore<Date | null>(null, { serialize: 'ignore' }).on(readTodayFx.doneData, (_, today) => today).reset(route.closed);

export const person = createInsuredPersonChoice({
  $viewer: $user.map((user) => (user ? { customerNumber: user.customerNumber, role: user.role } : null)),
  $today,
  resetOn: [route.closed],
});

export const attachments = createAttachments({ form: 'contact-form', isRequired: false, resetOn: [route.closed] });
checkReadabilityOf(attachments);

/**
 * The question step's answers; the person and the files have their own models.
 * Every rule is the domain's `validateContactForm`, the one the server applies.
 */
export const questionForm = createForm({
  initial: { topic: '', question: '', email: '', phoneNumber: '' },
  extra: combine({ customerNumber: person.$chosenCustomerNumber, files: attachments.$attachments, fileErrors: attachments.$errors }),
  validate: (values, { customerNumber, files, fileErrors }) => {
    const results = validateContactForm({ ...values, customerNumber, files: files.map((attachment) => attachment.file) });
    // the attachments know each file's problem (the readability check's too): one error per file, named in the summary
    return validationErrors(
      withFileErrors(results, fileErrors),
      { customerNumber: 'pages.contactForm.errors.person-required', topic: 'pages.contactForm.errors.topic-required', question: 'pages.contactForm.errors.question-required' },
    );
  },
  resetOn: [route.closed],
});


export const wizard = createWizard({
  steps: ['vraag', 'controle'] as const,
  forms: { vraag: questionForm },
  route,
});

// ---- opening: the persons, the account's contact details, a topic from the address ----
sample({ clock: route.opened, target: readTodayFx });
sample({ clock: route.opened, fn: () => undefined, target: [person.load, accountDetailsQuery.start] });
sample({
  clock: accountDetailsQuery.finished.success,
  filter: route.$isOpened,
  fn: ({ result }) => ({ email: result.email ?? '', phoneNumber: result.phoneNumber ?? '' }),
  target: questionForm.filled,
});
sample({
  clock: [route.opened, route.updated],
  filter: ({ query }) => isContactFormTopic(query[TOPIC_QUERY]),
  fn: ({ query }) => ({ topic: query[TOPIC_QUERY] as ContactFormTopic }),
  target: questionForm.filled,
});

// ---- sending, from the summary ----
export const sendClicked = createEvent();
const answersSent = sample({ clock: sendClicked, source: questionForm.$values, filter: and(questionForm.$isValid, not(attachments.$isChecking)) });

/** a refusal of the server, in its own words: the portal's rules are the server's, so this is rare */
const refusalOf = (error: unknown): FormRefusal | null => {
  const reason = serverMessageOf(error);
  const status = statusOf(error);
  return reason && (status === 400 || status === 413) ? { message: { key: 'forms.serverRefusal', values: { reason: serverReasonOf(reason) } } } : null;
};

export const submission = createFormSubmission({
  form: questionForm,
  mutation: sendContactFormMutation,
  sendOn: answersSent,
  source: combine({ customerNumber: person.$chosenCustomerNumber, files: attachments.$attachments }),
  toParams: (values, { customerNumber, files }): ContactFormSubmission => ({
    customerNumber,
    topic: values.topic as ContactFormTopic,
    question: values.question,
    email: values.email,
    phoneNumber: values.phoneNumber,
    files: files.map((attachment) => attachment.file),
  }),
  // the success popup says what was sent and by when the answer comes (issue 33 point 7)
  savedNotice: null,
  errorSavingKey: 'pages.contactForm.errorSaving',
  refusalOf,
  shownElsewhere: namesRefusedFiles,
});

// a refusal is shown where the answers are: back to the question
sample({ clock: questionForm.refused, fn: () => 'vraag' as const, target: wizard.stepChosen });
// files the server refused, each named: marked on their cards, and the question step shows its errors, a line per file
const refusedFilesMarked = markRefusedFiles({ attachments, mutation: sendContactFormMutation, filesOf: (params) => params.files });
sample({ clock: refusedFilesMarked, fn: () => 'vraag' as const, target: wizard.stepChosen });
sample({ clock: refusedFilesMarked, target: questionForm.submitted });

sample({ clock: wizard.cancelled, fn: () => ({ to: routeUrl('contact') }), target: navigationRequested });

/** The success popup: the topic, the person, when it arrived and the day of the answer at the latest (its reference). */
export interface ContactFormReceipt {
  topic: ContactFormTopic;
  personName: string;
  /** ISO timestamp */
  receivedAt: string;
  /** yyyy-MM-dd */
  replyBefore: string;
}
export const receiptClosed = createEvent();
export const $receipt = createStore<ContactFormReceipt | null>(null).reset(route.closed);
sample({
  clock: submission.saved,
  source: person.$chosenPerson,
  fn: (chosen, { params, result }): ContactFormReceipt => ({
    topic: params.topic,
    personName: chosen?.name ?? '',
    receivedAt: result.receivedAt,
    replyBefore: result.replyBefore,
  }),
  target: $receipt,
});
// closed: back to the contact page
sample({ clock: receiptClosed, fn: () => ({ to: routeUrl('contact') }), target: navigationRequested });

/** While anything was typed or chosen and not sent, leaving asks first. */
const $hasUnsavedAnswers = combine(
  questionForm.$isDirty,
  attachments.$attachments,
  route.$isOpened,
  (isDirty, files, isOpened) => isOpened && (isDirty || files.length > 0),
);
// sent, the answers stay behind the success popup until the page closes; nothing is unsaved
export const leaveGuard = createLeaveGuard({
  $hasUnsavedAnswers: combine($hasUnsavedAnswers, submission.$isSaving, $receipt, (unsaved, isSaving, receipt) => unsaved && !isSaving && receipt === null),
});

/** "Contact replies within 5 working days": the date shown before sending. */
export const $replyBy = $today.map((today) => (today ? contactReplyDate(today) : null));
export const $files = attachments.$attachments;
export const $isSaving = submission.$isSaving;
export const $personsStatus = person.$status;
export const $isLoadingPersons = person.$isLoading;

/** What the wizard frame draws from: the steps, leave guard, saving flag, files and send. */
export const frame = { wizard, leaveGuard, $isSaving, attachments, sendClicked };

/**
 * Issue 34 point 6: a question about reimbursements may be answered by
 * 'vergoedingen' ("Wat wordt vergoed?"); the topic points there when the
 * user may open it (it needs only the token's permissions).
 */
export const $coverageTipShown = combine(questionForm.$values, $routeAccess, (values, access) => values.topic === 'my-reimbursements' && isRouteAuthorised('coverage', access));
