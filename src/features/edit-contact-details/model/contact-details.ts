import { sessionRenewed } from '@/entities/session';
import { createForm, createFormSubmission, serverRefusalOf, validationErrors } from '@/shared/lib/form';
import { isPaperContactAllowed, validateRequiredEmail } from '@portal/domain';
import { createEvent, createStore, sample } from 'effector';
import { updateContactDetailsMutation, type ContactDetailsUpdate } from '../api/update-contact-details';

/** The server takes an e-mail address of at most 254 characters (RFC 5321): the field's maxlength. */
export const EMAIL_MAX_LENGTH = 254;

export const formOpened = createEvent<ContactDetailsUpdate & { paymentMethod: string | null }>();

export const contactDetailsForm = createForm<ContactDetailsUpdate>({
  initial: { email: '', contactPreference: 'digital', digitalNewsletterActive: false, announcementEmailActive: false },
  validate: ({ email }) => validationErrors({ email: validateRequiredEmail(email) }),
  resetOn: [formOpened],
});
sample({
  clock: formOpened,
  fn: ({ email, contactPreference, digitalNewsletterActive, announcementEmailActive }): ContactDetailsUpdate => ({
    email,
    contactPreference,
    digitalNewsletterActive,
    announcementEmailActive,
  }),
  target: contactDetailsForm.filled,
});

/** "Paper contact is not allowed while the payment method is iDEAL" (spec 02 §4). */
export const $isPaperAllowed = createStore(true).on(formOpened, (_, { paymentMethod }) => isPaperContactAllowed(paymentMethod ?? ''));

export const contactDetailsSubmission = createFormSubmission({
  form: contactDetailsForm,
  mutation: updateContactDetailsMutation,
  source: $isPaperAllowed,
  toParams: (values, isPaperAllowed): ContactDetailsUpdate => ({
    ...values,
    email: values.email.trim(),
    contactPreference: isPaperAllowed ? values.contactPreference : 'digital',
  }),
  savedNotice: () => ({ messageKey: 'features.editContactDetails.saved' }),
  errorSavingKey: 'features.editContactDetails.errorSaving',
  refusalOf: (error) => serverRefusalOf(error, { email: 'email' }),
});

sample({ clock: contactDetailsSubmission.saved, fn: ({ result }) => result.accessToken, target: sessionRenewed });

/** The contact details are stored: the page goes back to the settings. */
export const saved = contactDetailsSubmission.saved.map(({ params }) => params);
