import { expect, test } from 'vitest';
import { CUSTOMER_ROLE_BY_CODE, isCustomerRoleCode, isMainInsured } from './roles';

// "Role codes: H main insured, M co-insured, P partner."
test.for([
  { code: 'H', role: 'main-insured', mainInsured: true },
  { code: 'M', role: 'co-insured', mainInsured: false },
  { code: 'P', role: 'partner', mainInsured: false },
] as const)('$code is $role', ({ code, role, mainInsured }) => {
  expect(isCustomerRoleCode(code)).toBe(true);
  expect(CUSTOMER_ROLE_BY_CODE[code]).toBe(role);
  expect(isMainInsured(code)).toBe(mainInsured);
});

test.for([{ code: 'h' }, { code: 'X' }, { code: '' }, { code: 'toString' }])('"$code" is no role code', ({ code }) => {
  expect(isCustomerRoleCode(code)).toBe(false);
});
