/** "Role codes: H main insured, M co-insured, P partner." */
export const CUSTOMER_ROLE_BY_CODE = {
  H: 'main-insured',
  M: 'co-insured',
  P: 'partner',
} as const;

export type CustomerRoleCode = keyof typeof CUSTOMER_ROLE_BY_CODE;
export type CustomerRole = (typeof CUSTOMER_ROLE_BY_CODE)[CustomerRoleCode];

export const CUSTOMER_ROLE_CODES = Object.keys(CUSTOMER_ROLE_BY_CODE) as CustomerRoleCode[];

export function isCustomerRoleCode(code: string): code is CustomerRoleCode {
  return Object.hasOwn(CUSTOMER_ROLE_BY_CODE, code);
}

/** "Main insured (policyholder)": the role that may edit the policy and receives invoices. */
export function isMainInsured(roleCode: string): boolean {
  return roleCode === 'H';
}
