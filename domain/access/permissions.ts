/**
 * Permission codes carried in the access token, and the `may…` flags the
 * route table speaks of (spec 01 §3 "Permission codes", spec 02 §6).
 */
export const PERMISSION_FLAG_BY_CODE = {
  'r-insurance-right': 'mayReadInsuranceRight',
  'c-insurance-right': 'mayCreateInsuranceRight',
  'r-ins': 'mayReadInsurance',
  'r-inv': 'mayReadInvoice',
  'c-pay-arr': 'mayCreatePaymentArrangement',
  'r-pre': 'mayReadPremium',
  'r-exc': 'mayReadExcess',
  'u-ins': 'mayUpdateInsurance',
  'r-pol-doc': 'mayReadPolicyDocument',
  'c-ins-per': 'mayCreateInsuredPerson',
  'r-com-doc': 'mayCompensationDocument',
  'r-per-det': 'mayReadPersonalDetails',
  'u-per-det': 'mayUpdatePersonalDetails',
  'r-pay-det': 'mayReadPaymentDetails',
  'u-pay-det': 'mayUpdatePaymentDetails',
  'r-msg': 'mayReadMessages',
  'c-dec': 'mayCreateDeclaration',
  'c-ehic': 'mayCreateEHIC',
  'r-dec': 'mayReadDeclaration',
  'r-con': 'mayReadContact',
  'c-con': 'mayCreateContact',
  'r-acc': 'mayReadAccount',
  'u-acc': 'mayUpdateAccount',
  'u-pw': 'mayUpdatePassword',
  login: 'mayLogin',
  'r-mem-off': 'mayReadMemberOffer',
  'c-mem-off-tip': 'mayCreateMemberOfferTip',
  admin: 'isAdmin',
  'c-care-med': 'mayCreateCareMediation',
  'c-treat-abr': 'mayCreateTreatmentAbroad',
} as const;

export type PermissionCode = keyof typeof PERMISSION_FLAG_BY_CODE;
export type PermissionFlag = (typeof PERMISSION_FLAG_BY_CODE)[PermissionCode];
export type PermissionFlags = Record<PermissionFlag, boolean>;

export const PERMISSION_CODES = Object.keys(PERMISSION_FLAG_BY_CODE) as PermissionCode[];

export function isPermissionCode(code: string): code is PermissionCode {
  return Object.hasOwn(PERMISSION_FLAG_BY_CODE, code);
}

/** Unknown codes are ignored: a newer backend may hand out codes we do not know yet. */
export function permissionFlagsFromCodes(codes: readonly string[]): PermissionFlags {
  const granted = new Set(codes);
  return Object.fromEntries(
    PERMISSION_CODES.map((code) => [PERMISSION_FLAG_BY_CODE[code], granted.has(code)]),
  ) as PermissionFlags;
}

export const NO_PERMISSIONS: PermissionFlags = permissionFlagsFromCodes([]);
