import type { SliceTexts } from '@/shared/i18n';
import type { ShellKind } from '@/shared/routing';
import type { RouteName } from '@portal/domain';

import { ENTRY_MODELS, ENTRY_SHELL_MODELS, type ModelLoader } from './entry-screens';

/** What a page's model chunk may carry besides its units. */
export type ModelTexts = { texts: readonly SliceTexts[] };

/**
 * The model of each route's page, without its screen. When the guard
 * approves a navigation, the route's model loads (its own small chunk) while
 * React loads the screen; the route's `opened` fires as soon as the model
 * is in, so the page's data starts in parallel with its screen's chunk.
 *
 * A new page: put its model in `pages/<page>/model/`, starting its queries
 * from its route (`sample({ clock: routes['contact-form'].opened, target: xQuery.start })`,
 * resetting them on `closed`), expose it in `pages/<page>/index.model.ts`,
 * export its texts there too (`export { texts } from './config/texts'`),
 * and add one line here beside its screen in `screens.tsx`.
 */
export const ROUTE_MODELS: Partial<Record<RouteName, ModelLoader>> = {
  ...ENTRY_MODELS,
  verify: () => import('@/pages/access/verify/index.model'),
  register: () => import('@/pages/access/register/index.model'),
  activate: () => import('@/pages/access/activate/index.model'),
  'idin-activate': () => import('@/pages/access/idin-activate/index.model'),
  'idin-register': () => import('@/pages/access/idin-register/index.model'),
  'idin-callback-authentication': () => import('@/pages/access/idin-callback/index.model'),
  'idin-callback-register': () => import('@/pages/access/idin-callback/index.model'),
  'idin-callback-abort': () => import('@/pages/access/idin-callback/index.model'),
  'idin-callback-error': () => import('@/pages/access/idin-callback/index.model'),
  'idin-callback': () => import('@/pages/access/idin-callback/index.model'),
  'forgot-password': () => import('@/pages/access/forgot-password/index.model'),
  'reset-password': () => import('@/pages/access/reset-password/index.model'),
  logout: () => import('@/pages/access/logout/index.model'),
  root: () => import('@/pages/home/index.model'),
  home: () => import('@/pages/home/index.model'),
  contact: () => import('@/pages/contact/index.model'),
  'contact-form': () => import('@/pages/contact-form/index.model'),
  'care-mediation': () => import('@/pages/requests/care-mediation/index.model'),
  'treatment-abroad': () => import('@/pages/requests/treatment-abroad/index.model'),
  'seated-transport': () => import('@/pages/care-costs/seated-transport/index.model'),
  'insurance-card': () => import('@/pages/insurance-card/index.model'),
  'insurance-right': () => import('@/pages/insurance-right/index.model'),
  'member-offers': () => import('@/pages/member-offers/index.model'),
  'bills-and-payments': () => import('@/pages/money/bills-and-payments/index.model'),
  'payment-details': () => import('@/pages/money/payment-details/index.model'),
  'payment-details-edit': () => import('@/pages/money/payment-details-edit/index.model'),
  'payment-arrangement': () => import('@/pages/money/payment-arrangement/index.model'),
  'healthcare-costs': () => import('@/pages/care-costs/healthcare-costs/index.model'),
  coverage: () => import('@/pages/care-costs/coverage/index.model'),
  'submit-healthcare-costs': () => import('@/pages/care-costs/submit-healthcare-costs/index.model'),
  'my-requests': () => import('@/pages/my-requests/index.model'),
  'message-box': () => import('@/pages/message-box/index.model'),
  'message-box-cluster': () => import('@/pages/message-box/index.model'),
  'reimbursement-documents': () => import('@/pages/reimbursement-documents/index.model'),
  'policy-overview': () => import('@/pages/policy-overview/index.model'),
  'edit-policy-for-year': () => import('@/pages/edit-policy/index.model'),
  'request-policy-for-year': () => import('@/pages/edit-policy/index.model'),
  'add-insured': () => import('@/pages/add-insured/index.model'),
  'medical-selection': () => import('@/pages/medical-selection/index.model'),
  'edit-policy': () => import('@/pages/edit-policy-start/index.model'),
  'personal-info': () => import('@/pages/account/personal-info/index.model'),
  'personal-info-edit': () => import('@/pages/account/personal-info-edit/index.model'),
  settings: () => import('@/pages/account/settings/index.model'),
  'settings-edit': () => import('@/pages/account/settings-edit/index.model'),
  'contact-details-edit': () => import('@/pages/account/contact-details-edit/index.model'),
};

/** The models of each shell's widgets: loaded before `shellEntered`, which starts their data. */
export const SHELL_MODELS: Record<ShellKind, ModelLoader[]> = {
  ...ENTRY_SHELL_MODELS,
  authenticated: [() => import('@/widgets/news-banner/index.model'), () => import('@/widgets/main-menu/index.model')],
};
