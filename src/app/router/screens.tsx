import { loadAreaTexts, type TextArea } from '@/shared/i18n';
import type { RouteName } from '@portal/domain';
import type { ComponentType } from 'react';

export type Screen = ComponentType<{ routeName: RouteName }>;
type ScreenLoader = () => Promise<Screen>;

/** A screen of an area whose texts load with it (`shared/i18n/resources/nl-NL/<area>.ts`). */
export function withTexts(areas: TextArea | TextArea[], load: ScreenLoader): ScreenLoader {
  const needed = Array.isArray(areas) ? areas : [areas];
  return () => Promise.all([load(), loadAreaTexts(...needed)]).then(([screen]) => screen);
}

const notYetAvailable: ScreenLoader = () => import('@/pages/not-available').then((page) => page.NotAvailablePage);

/**
 * Which screen each route of the spec shows. Every loader is a dynamic import,
 * so each screen is its own chunk; routes whose screen is not built yet show
 * the plainly marked not-yet-available page.
 */
export const SCREENS: Record<RouteName, ScreenLoader> = {
  login: () => import('@/pages/login').then((page) => page.LoginPage),
  verify: () => import('@/pages/verify').then((page) => page.VerifyPage),
  register: notYetAvailable,
  activate: notYetAvailable,
  'idin-activate': notYetAvailable,
  'idin-register': notYetAvailable,
  'idin-callback-authentication': notYetAvailable,
  'idin-callback-register': notYetAvailable,
  'idin-callback-abort': notYetAvailable,
  'idin-callback-error': notYetAvailable,
  'idin-callback': notYetAvailable,
  'forgot-password': withTexts('forgot-flows', () => import('@/pages/forgot-password').then((page) => page.ForgotPasswordPage)),
  'reset-password': withTexts('forgot-flows', () => import('@/pages/reset-password').then((page) => page.ResetPasswordPage)),
  root: notYetAvailable,
  home: notYetAvailable,
  logout: () => import('@/pages/logout').then((page) => page.LogoutPage),
  'member-offers': notYetAvailable,
  'policy-overview': notYetAvailable,
  'bills-and-payments': notYetAvailable,
  'payment-arrangement': notYetAvailable,
  'edit-policy': notYetAvailable,
  'request-policy-for-year': notYetAvailable,
  'edit-policy-for-year': notYetAvailable,
  'message-box': notYetAvailable,
  'message-box-cluster': notYetAvailable,
  'add-insured': notYetAvailable,
  'insurance-card': notYetAvailable,
  'reimbursement-documents': notYetAvailable,
  'personal-info': notYetAvailable,
  'personal-info-edit': notYetAvailable,
  'payment-details': notYetAvailable,
  'payment-details-edit': notYetAvailable,
  'contact-form': notYetAvailable,
  contact: notYetAvailable,
  'healthcare-costs': notYetAvailable,
  'seated-transport': notYetAvailable,
  'submit-healthcare-costs': notYetAvailable,
  settings: notYetAvailable,
  'settings-edit': notYetAvailable,
  'contact-details-edit': notYetAvailable,
  'medical-selection': notYetAvailable,
  'insurance-right': notYetAvailable,
  'care-mediation': notYetAvailable,
  'treatment-abroad': notYetAvailable,
};
