import type { AgreementFacts } from './agreement-facts';
import type { CustomerRoleCode, DashboardContext } from '@portal/domain';

/** What the dashboard knows when it decides which tiles show. */
export interface DashboardFacts {
  today: Date;
  user: { role: CustomerRoleCode; isDefaulter: boolean; birthDate: string; customerNumber: string } | null;
  label: string;
  agreement: AgreementFacts | null;
  /** GetYearForOfferedAgreement; null: none offered or not known */
  offerYear: number | null;
  mayReadInvoice: boolean;
  /** null: not known (not allowed, still loading, or failed) */
  invoices: readonly { statusId: number }[] | null;
  unreadLast6Months: number | null;
  digitalCards: readonly { customerNumber: string }[] | null;
  declarationStatuses: readonly number[] | null;
  isInsuranceRightCheckRequired: boolean;
}

/**
 * The domain's dashboard context from what was loaded. Invoices that are not
 * known count as loading: the good-news tile ("no payable invoices … and
 * loading is done") never shows on a guess, also not after a failed call.
 */
export function dashboardContext(facts: DashboardFacts): DashboardContext {
  return {
    today: facts.today,
    role: facts.user?.role ?? null,
    label: facts.label,
    isDefaulter: facts.user?.isDefaulter ?? false,
    birthDate: facts.user?.birthDate ?? null,
    contractCode: facts.agreement?.contractCode ?? null,
    hasActiveAgreement: facts.agreement?.hasActiveAgreement ?? false,
    productTypes: facts.agreement?.productTypes ?? [],
    offerYear: facts.offerYear,
    mayReadInvoice: facts.mayReadInvoice,
    invoices: facts.invoices ?? [],
    invoicesLoading: facts.invoices === null,
    unreadDocumentsLast6Months: facts.unreadLast6Months ?? 0,
    hasDigitalInsuranceCardInfo: (facts.digitalCards?.length ?? 0) > 0,
    isCustomerUser: facts.agreement?.isCustomerUser ?? false,
    declarationPreviewStatuses: facts.declarationStatuses ?? [],
    isInsuranceRightCheckRequired: facts.isInsuranceRightCheckRequired,
  };
}
