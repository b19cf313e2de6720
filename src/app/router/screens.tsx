import { addTexts, loadAreaTexts, type SliceTexts, type TextArea } from '@/shared/i18n';
import type { RouteName } from '@portal/domain';
import { ENTRY_SCREENS, type Screen, type ScreenLoader } from './entry-screens';

/**
 * A screen of an area whose texts load with it (`shared/i18n/resources/nl-NL/<area>.ts`),
 * together with the validation messages that every form may show.
 */
export function withTexts(areas: TextArea | TextArea[], load: ScreenLoader): ScreenLoader {
  const needed: TextArea[] = ['validation', ...(Array.isArray(areas) ? areas : [areas])];
  return () => Promise.all([load(), loadAreaTexts(...needed)]).then(([screen]) => screen);
}

/**
 * A page that owns its texts: its index exports `texts` (its own and its
 * features'), which come in its chunk and are added before it renders.
 */
export function pageWithTexts<Page extends { texts: readonly SliceTexts[] }>(
  load: () => Promise<Page>,
  screen: (page: Page) => Screen,
): ScreenLoader {
  return () =>
    load().then((page) => {
      addTexts(...page.texts);
      return screen(page);
    });
}

const notYetAvailable = pageWithTexts(() => import('@/pages/not-available'), (page) => page.NotAvailablePage);

/** `berichtenbox` and `berichtenbox/{cluster}`: one screen, one loader. */
const messageBox = withTexts('message-box', () => import('@/pages/message-box').then((page) => page.MessageBoxPage));

/**
 * Which screen each route of the spec shows. Every loader is a dynamic import,
 * so each screen is its own chunk; routes whose screen is not built yet show
 * the plainly marked not-yet-available page.
 */
export const SCREENS: Record<RouteName, ScreenLoader> = {
  login: ENTRY_SCREENS.login,
  // the code step of the forgot flows shows that area's texts too
  verify: withTexts('forgot-flows', pageWithTexts(() => import('@/pages/access/verify'), (page) => page.VerifyPage)),
  register: withTexts('registration', () => import('@/pages/access/register').then((page) => page.RegisterPage)),
  activate: withTexts('registration', () => import('@/pages/access/activate').then((page) => page.ActivatePage)),
  'idin-activate': withTexts('idin', () => import('@/pages/access/idin-activate').then((page) => page.IdinActivatePage)),
  'idin-register': withTexts('idin', () => import('@/pages/access/idin-register').then((page) => page.IdinRegisterPage)),
  'idin-callback-authentication': withTexts('idin', () => import('@/pages/access/idin-callback').then((page) => page.IdinCallbackPage)),
  'idin-callback-register': withTexts('idin', () => import('@/pages/access/idin-callback').then((page) => page.IdinCallbackPage)),
  'idin-callback-abort': withTexts('idin', () => import('@/pages/access/idin-callback').then((page) => page.IdinCallbackPage)),
  'idin-callback-error': withTexts('idin', () => import('@/pages/access/idin-callback').then((page) => page.IdinCallbackPage)),
  'idin-callback': withTexts('idin', () => import('@/pages/access/idin-callback').then((page) => page.IdinCallbackPage)),
  'forgot-password': withTexts('forgot-flows', () => import('@/pages/access/forgot-password').then((page) => page.ForgotPasswordPage)),
  'reset-password': withTexts('forgot-flows', () => import('@/pages/access/reset-password').then((page) => page.ResetPasswordPage)),
  root: withTexts('home', () => import('@/pages/home').then((page) => page.HomePage)),
  home: withTexts('home', () => import('@/pages/home').then((page) => page.HomePage)),
  logout: pageWithTexts(() => import('@/pages/access/logout'), (page) => page.LogoutPage),
  'member-offers': notYetAvailable,
  'policy-overview': notYetAvailable,
  'bills-and-payments': notYetAvailable,
  'payment-arrangement': notYetAvailable,
  'edit-policy': notYetAvailable,
  'request-policy-for-year': notYetAvailable,
  'edit-policy-for-year': notYetAvailable,
  'message-box': messageBox,
  'message-box-cluster': messageBox,
  'add-insured': notYetAvailable,
  'insurance-card': notYetAvailable,
  'reimbursement-documents': withTexts('message-box', () =>
    import('@/pages/reimbursement-documents').then((page) => page.ReimbursementDocumentsPage),
  ),
  'personal-info': withTexts('account', () => import('@/pages/account/personal-info').then((page) => page.PersonalInfoPage)),
  'personal-info-edit': withTexts('account', () => import('@/pages/account/personal-info-edit').then((page) => page.PersonalInfoEditPage)),
  'payment-details': notYetAvailable,
  'payment-details-edit': notYetAvailable,
  'contact-form': withTexts([], pageWithTexts(() => import('@/pages/contact-form'), (page) => page.ContactFormPage)),
  contact: withTexts('home', () => import('@/pages/contact').then((page) => page.ContactPage)),
  'healthcare-costs': notYetAvailable,
  'seated-transport': notYetAvailable,
  'submit-healthcare-costs': notYetAvailable,
  settings: withTexts('account', () => import('@/pages/account/settings').then((page) => page.SettingsPage)),
  'settings-edit': withTexts('account', () => import('@/pages/account/settings-edit').then((page) => page.SettingsEditPage)),
  'contact-details-edit': withTexts('account', () => import('@/pages/account/contact-details-edit').then((page) => page.ContactDetailsEditPage)),
  'medical-selection': notYetAvailable,
  'insurance-right': notYetAvailable,
  'care-mediation': notYetAvailable,
  'treatment-abroad': notYetAvailable,
};
