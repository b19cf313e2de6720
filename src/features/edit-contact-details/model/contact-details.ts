import { sessionRenewed } from '@/entities/session';
import { SessionExpiredError, statusOf } from '@/shared/api';
import { negativeNoticeShown, positiveNoticeShown } from '@/shared/notices';
import { isPaperContactAllowed, validateRequiredEmail, type ContactPreference } from '@portal/domain';
import { combine, createEvent, createStore, sample } from 'effector';
import { updateContactDetailsMutation, type ContactDetailsUpdate } from '../api/update-contact-details';

export const formOpened = createEvent<ContactDetailsUpdate & { paymentMethod: string | null }>();
export const emailChanged = createEvent<string>();
export const contactPreferenceChanged = createEvent<ContactPreference>();
export const newsletterChanged = createEvent<boolean>();
export const announcementsChanged = createEvent<boolean>();
export const submitted = createEvent();

export const $email = createStore('')
  .on(formOpened, (_, { email }) => email)
  .on(emailChanged, (_, value) => value);
export const $contactPreference = createStore<ContactPreference>('digital')
  .on(formOpened, (_, { contactPreference }) => contactPreference)
  .on(contactPreferenceChanged, (_, value) => value);
export const $digitalNewsletterActive = createStore(false)
  .on(formOpened, (_, { digitalNewsletterActive }) => digitalNewsletterActive)
  .on(newsletterChanged, (_, value) => value);
export const $announcementEmailActive = createStore(false)
  .on(formOpened, (_, { announcementEmailActive }) => announcementEmailActive)
  .on(announcementsChanged, (_, value) => value);

/** "Paper contact is not allowed while the payment method is iDEAL" (spec 02 §4). */
export const $isPaperAllowed = createStore(true).on(formOpened, (_, { paymentMethod }) =>
  isPaperContactAllowed(paymentMethod ?? ''),
);

export const $attempt = createStore(0).on(submitted, (attempt) => attempt + 1).reset(formOpened);
const $emailError = $email.map((email) => validateRequiredEmail(email));
export const $shownEmailError = combine($emailError, $attempt, (error, attempt) => (attempt > 0 ? error : null));
export const $isSaving = updateContactDetailsMutation.$pending;

sample({
  clock: submitted,
  source: {
    email: $email,
    contactPreference: $contactPreference,
    digitalNewsletterActive: $digitalNewsletterActive,
    announcementEmailActive: $announcementEmailActive,
    isPaperAllowed: $isPaperAllowed,
    error: $emailError,
    isSaving: $isSaving,
  },
  filter: ({ error, isSaving }) => error === null && !isSaving,
  fn: ({ email, contactPreference, digitalNewsletterActive, announcementEmailActive, isPaperAllowed }): ContactDetailsUpdate => ({
    email: email.trim(),
    contactPreference: isPaperAllowed ? contactPreference : 'digital',
    digitalNewsletterActive,
    announcementEmailActive,
  }),
  target: updateContactDetailsMutation.start,
});

sample({ clock: updateContactDetailsMutation.finished.success, fn: ({ result }) => result.accessToken, target: sessionRenewed });

/** The contact details are stored: the page goes back to the settings. */
export const saved = updateContactDetailsMutation.finished.success.map(({ params }) => params);

sample({ clock: saved, fn: () => ({ messageKey: 'features.editContactDetails.saved' }), target: positiveNoticeShown });

const endsSession = (error: unknown) => error instanceof SessionExpiredError || statusOf(error) === 401 || statusOf(error) === 403;
sample({
  clock: updateContactDetailsMutation.finished.failure,
  filter: ({ error }) => !endsSession(error),
  fn: () => ({ messageKey: 'features.editContactDetails.errorSaving' }),
  target: negativeNoticeShown,
});
