import type { CustomerRoleCode } from '../people';

/**
 * The facts the dashboard's tile rules look at (spec 01 §2 "Dashboard tiles").
 * Dates are ISO 8601 strings as the API sends them; `today` is the clock.
 */
export interface DashboardContext {
  today: Date;
  /** the user's role on the agreement; null when not known */
  role: CustomerRoleCode | null;
  /** the collectivity label the portal runs under */
  label: string;
  isDefaulter: boolean;
  /** yyyy-MM-dd; null when not known */
  birthDate: string | null;
  /** contract code of the user's most recent agreement */
  contractCode: string | null;
  /** the agreement has not ended */
  hasActiveAgreement: boolean;
  /** the user's products, in the identifiers the tiles' product lists use */
  productTypes: readonly string[];
  /** the year next year's packages are offered for (GetYearForOfferedAgreement); null: none */
  offerYear: number | null;
  mayReadInvoice: boolean;
  invoices: readonly { statusId: number }[];
  invoicesLoading: boolean;
  unreadDocumentsLast6Months: number;
  hasDigitalInsuranceCardInfo: boolean;
  /** the user is a customer (has customer details), not only an account */
  isCustomerUser: boolean;
  /** status codes of the declaration previews (0 Afgehandeld, 1 In behandeling, 2 not applicable) */
  declarationPreviewStatuses: readonly number[];
  isInsuranceRightCheckRequired: boolean;
}
