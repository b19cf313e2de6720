import { $user, sessionRenewed } from '@/entities/session';
import { navigationRequested, routes, routeUrl } from '@/shared/routing';
import { combine, createEvent, createStore, sample } from 'effector';
import { declineDigitalPopupMutation } from '../api/decline-digital-popup';

/** "Ja": the user goes to the contact details to choose digital post. */
export const acceptClicked = createEvent();
/** "Nee, bedankt": declined for good, through the endpoint. */
export const declineClicked = createEvent();
/** Escape or closing: asked again at the next visit. */
export const postponed = createEvent();

const $isPostponed = createStore(false).on([acceptClicked, postponed], () => true);

/** The contact details form is where the post is chosen: the invitation would cover the very choice it asks for. */
const $isOnContactDetailsForm = routes['contact-details-edit'].$isOpened;

/**
 * The user's shouldShowDigitalPopup (spec 01 §3), once the first-login steps
 * (temporary password, terms) are done, and not put off in this visit.
 */
export const $isDigitalPopupShown = combine(
  $user,
  $isPostponed,
  $isOnContactDetailsForm,
  (user, isPostponed, isOnContactDetailsForm) =>
    Boolean(user?.shouldShowDigitalPopup && !user.shouldResetPassword && user.signedTermsOfAgreement && !isPostponed && !isOnContactDetailsForm),
);
export const $isDeclining = declineDigitalPopupMutation.$pending;

sample({
  clock: declineClicked,
  source: $isDeclining,
  filter: (isDeclining) => !isDeclining,
  fn: () => undefined,
  target: declineDigitalPopupMutation.start,
});
sample({ clock: declineDigitalPopupMutation.finished.success, fn: ({ result }) => result.accessToken, target: sessionRenewed });
sample({ clock: acceptClicked, fn: () => ({ to: routeUrl('contact-details-edit') }), target: navigationRequested });
