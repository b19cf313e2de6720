import { accountDetailsQuery } from '@/entities/account';
import { contactDetailsFormOpened, contactDetailsSaved } from '@/features/edit-contact-details';
import { navigationRequested, routeUrl, routes } from '@/shared/routing';
import { sample } from 'effector';

const route = routes['contact-details-edit'];

sample({ clock: route.opened, fn: () => undefined, target: accountDetailsQuery.start });
sample({
  clock: accountDetailsQuery.finished.success,
  filter: route.$isOpened,
  fn: ({ result }) => ({
    email: result.email ?? '',
    contactPreference: result.contactPreference,
    digitalNewsletterActive: result.digitalNewsletterActive,
    announcementEmailActive: result.announcementEmailActive,
    paymentMethod: result.paymentMethod,
  }),
  target: contactDetailsFormOpened,
});

// "Saving … contact … data: success shows a valid notice and navigates back."
sample({ clock: contactDetailsSaved, filter: route.$isOpened, fn: () => ({ to: routeUrl('settings') }), target: navigationRequested });
sample({ clock: route.closed, target: accountDetailsQuery.reset });

export const $status = accountDetailsQuery.$status;
