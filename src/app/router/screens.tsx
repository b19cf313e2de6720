import { addTexts, loadAreaTexts, type SliceTexts } from '@/shared/i18n';
import type { RouteName } from '@portal/domain';
import { ENTRY_SCREENS, type Screen, type ScreenLoader } from './entry-screens';

/**
 * A page that owns its texts: its index exports `texts` (its own and its
 * features'), which come in its chunk and are added before it renders,
 * with the validation messages that every form may show. A new page:
 * `'contact-form': pageWithTexts(() => import('@/pages/contact-form'), (page) => page.ContactFormPage)`
 * and its model in `route-models.ts`.
 */
export function pageWithTexts<Page extends { texts: readonly SliceTexts[] }>(
  load: () => Promise<Page>,
  screen: (page: Page) => Screen,
): ScreenLoader {
  return () =>
    Promise.all([load(), loadAreaTexts('validation')]).then(([page]) => {
      addTexts(...page.texts);
      return screen(page);
    });
}

/** `berichtenbox` and `berichtenbox/{cluster}`: one screen, one loader. */
const messageBox = pageWithTexts(() => import('@/pages/message-box'), (page) => page.MessageBoxPage);

/**
 * Which screen each route of the spec shows. Every loader is a dynamic import,
 * so each screen is its own chunk.
 */
export const SCREENS: Record<RouteName, ScreenLoader> = {
  login: ENTRY_SCREENS.login,
  // the code step of the forgot flows shows that area's texts too
  verify: pageWithTexts(() => import('@/pages/access/verify'), (page) => page.VerifyPage),
  register: pageWithTexts(() => import('@/pages/access/register'), (page) => page.RegisterPage),
  activate: pageWithTexts(() => import('@/pages/access/activate'), (page) => page.ActivatePage),
  'idin-activate': pageWithTexts(() => import('@/pages/access/idin-activate'), (page) => page.IdinActivatePage),
  'idin-register': pageWithTexts(() => import('@/pages/access/idin-register'), (page) => page.IdinRegisterPage),
  'idin-callback-authentication': pageWithTexts(() => import('@/pages/access/idin-callback'), (page) => page.IdinCallbackPage),
  'idin-callback-register': pageWithTexts(() => import('@/pages/access/idin-callback'), (page) => page.IdinCallbackPage),
  'idin-callback-abort': pageWithTexts(() => import('@/pages/access/idin-callback'), (page) => page.IdinCallbackPage),
  'idin-callback-error': pageWithTexts(() => import('@/pages/access/idin-callback'), (page) => page.IdinCallbackPage),
  'idin-callback': pageWithTexts(() => import('@/pages/access/idin-callback'), (page) => page.IdinCallbackPage),
  'forgot-password': pageWithTexts(() => import('@/pages/access/forgot-password'), (page) => page.ForgotPasswordPage),
  'reset-password': pageWithTexts(() => import('@/pages/access/reset-password'), (page) => page.ResetPasswordPage),
  root: pageWithTexts(() => import('@/pages/home'), (page) => page.HomePage),
  home: pageWithTexts(() => import('@/pages/home'), (page) => page.HomePage),
  logout: pageWithTexts(() => import('@/pages/access/logout'), (page) => page.LogoutPage),
  'member-offers': pageWithTexts(() => import('@/pages/member-offers'), (page) => page.MemberOffersPage),
  'policy-overview': pageWithTexts(() => import('@/pages/policy-overview'), (page) => page.PolicyOverviewPage),
  'bills-and-payments': pageWithTexts(() => import('@/pages/money/bills-and-payments'), (page) => page.BillsAndPaymentsPage),
  'payment-arrangement': pageWithTexts(() => import('@/pages/money/payment-arrangement'), (page) => page.PaymentArrangementPage),
  'edit-policy': pageWithTexts(() => import('@/pages/edit-policy-start'), (page) => page.EditPolicyStartPage),
  'request-policy-for-year': pageWithTexts(() => import('@/pages/edit-policy'), (page) => page.EditPolicyPage),
  'edit-policy-for-year': pageWithTexts(() => import('@/pages/edit-policy'), (page) => page.EditPolicyPage),
  'message-box': messageBox,
  'message-box-cluster': messageBox,
  'add-insured': pageWithTexts(() => import('@/pages/add-insured'), (page) => page.AddInsuredPage),
  'insurance-card': pageWithTexts(() => import('@/pages/insurance-card'), (page) => page.InsuranceCardPage),
  'reimbursement-documents': pageWithTexts(() => import('@/pages/reimbursement-documents'), (page) => page.ReimbursementDocumentsPage),
  'personal-info': pageWithTexts(() => import('@/pages/account/personal-info'), (page) => page.PersonalInfoPage),
  'personal-info-edit': pageWithTexts(() => import('@/pages/account/personal-info-edit'), (page) => page.PersonalInfoEditPage),
  'payment-details': pageWithTexts(() => import('@/pages/money/payment-details'), (page) => page.PaymentDetailsPage),
  'payment-details-edit': pageWithTexts(() => import('@/pages/money/payment-details-edit'), (page) => page.PaymentDetailsEditPage),
  'contact-form': pageWithTexts(() => import('@/pages/contact-form'), (page) => page.ContactFormPage),
  contact: pageWithTexts(() => import('@/pages/contact'), (page) => page.ContactPage),
  'healthcare-costs': pageWithTexts(() => import('@/pages/care-costs/healthcare-costs'), (page) => page.HealthcareCostsPage),
  'my-requests': pageWithTexts(() => import('@/pages/my-requests'), (page) => page.MyRequestsPage),
  coverage: pageWithTexts(() => import('@/pages/care-costs/coverage'), (page) => page.CoveragePage),
  'seated-transport': pageWithTexts(() => import('@/pages/care-costs/seated-transport'), (page) => page.SeatedTransportPage),
  'submit-healthcare-costs': pageWithTexts(() => import('@/pages/care-costs/submit-healthcare-costs'), (page) => page.SubmitHealthcareCostsPage),
  settings: pageWithTexts(() => import('@/pages/account/settings'), (page) => page.SettingsPage),
  'settings-edit': pageWithTexts(() => import('@/pages/account/settings-edit'), (page) => page.SettingsEditPage),
  'contact-details-edit': pageWithTexts(() => import('@/pages/account/contact-details-edit'), (page) => page.ContactDetailsEditPage),
  'medical-selection': pageWithTexts(() => import('@/pages/medical-selection'), (page) => page.MedicalSelectionPage),
  'insurance-right': pageWithTexts(() => import('@/pages/insurance-right'), (page) => page.InsuranceRightPage),
  'care-mediation': pageWithTexts(() => import('@/pages/requests/care-mediation'), (page) => page.CareMediationPage),
  'treatment-abroad': pageWithTexts(() => import('@/pages/requests/treatment-abroad'), (page) => page.TreatmentAbroadPage),
};
