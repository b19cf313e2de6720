import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isPermissionCode, NO_PERMISSIONS, PERMISSION_CODES, permissionFlagsFromCodes } from './permissions';

/*
 * Spec 01 §3: "Permission codes in the token: r-insurance-right, c-insurance-right, r-ins, r-inv,
 * c-pay-arr, r-pre, r-exc, u-ins, r-pol-doc, c-ins-per, r-com-doc, r-per-det, u-per-det, r-pay-det,
 * u-pay-det, r-msg, c-dec, c-ehic, r-dec, r-con, c-con, r-acc, u-acc, u-pw, login, r-mem-off,
 * c-mem-off-tip, admin, c-care-med, c-treat-abr. The route table names them as mayRead...,
 * mayCreate..., mayUpdate... flags on the user."
 */
const SPEC_CODES =
  'r-insurance-right, c-insurance-right, r-ins, r-inv, c-pay-arr, r-pre, r-exc, u-ins, r-pol-doc, c-ins-per, r-com-doc, r-per-det, u-per-det, r-pay-det, u-pay-det, r-msg, c-dec, c-ehic, r-dec, r-con, c-con, r-acc, u-acc, u-pw, login, r-mem-off, c-mem-off-tip, admin, c-care-med, c-treat-abr'.split(
    ', ',
  );

describe('permission codes', () => {
  test('exactly the thirty codes the spec lists', () => {
    expect([...PERMISSION_CODES].sort()).toEqual([...SPEC_CODES].sort());
  });

  // the flags the route table of spec 01 §2 and spec 02 name, each from its code
  test.each([
    { code: 'r-mem-off', flag: 'mayReadMemberOffer' },
    { code: 'r-ins', flag: 'mayReadInsurance' },
    { code: 'r-inv', flag: 'mayReadInvoice' },
    { code: 'c-pay-arr', flag: 'mayCreatePaymentArrangement' },
    { code: 'u-ins', flag: 'mayUpdateInsurance' },
    { code: 'r-msg', flag: 'mayReadMessages' },
    { code: 'c-ins-per', flag: 'mayCreateInsuredPerson' },
    { code: 'c-ehic', flag: 'mayCreateEHIC' },
    { code: 'r-com-doc', flag: 'mayCompensationDocument' },
    { code: 'r-per-det', flag: 'mayReadPersonalDetails' },
    { code: 'u-per-det', flag: 'mayUpdatePersonalDetails' },
    { code: 'r-pay-det', flag: 'mayReadPaymentDetails' },
    { code: 'u-pay-det', flag: 'mayUpdatePaymentDetails' },
    { code: 'c-con', flag: 'mayCreateContact' },
    { code: 'r-con', flag: 'mayReadContact' },
    { code: 'r-dec', flag: 'mayReadDeclaration' },
    { code: 'c-dec', flag: 'mayCreateDeclaration' },
    { code: 'r-acc', flag: 'mayReadAccount' },
    { code: 'u-acc', flag: 'mayUpdateAccount' },
    { code: 'c-insurance-right', flag: 'mayCreateInsuranceRight' },
    { code: 'c-care-med', flag: 'mayCreateCareMediation' },
    { code: 'c-treat-abr', flag: 'mayCreateTreatmentAbroad' },
  ] as const)('$code grants $flag and nothing else', ({ code, flag }) => {
    const flags = permissionFlagsFromCodes([code]);
    expect(flags[flag]).toBe(true);
    expect(Object.entries(flags).filter(([, granted]) => granted)).toEqual([[flag, true]]);
  });

  test('no codes grant nothing', () => {
    expect(Object.values(NO_PERMISSIONS).every((granted) => !granted)).toBe(true);
  });

  test('a code the portal does not know yet is ignored, not an error', () => {
    expect(isPermissionCode('r-future')).toBe(false);
    expect(permissionFlagsFromCodes(['r-future', 'r-msg'])).toEqual(permissionFlagsFromCodes(['r-msg']));
  });

  test('each code maps to its own flag: all codes grant all flags', () => {
    const all = permissionFlagsFromCodes(PERMISSION_CODES);
    expect(Object.keys(all)).toHaveLength(SPEC_CODES.length);
    expect(Object.values(all).every(Boolean)).toBe(true);
  });

  test('the flags do not depend on the order or repetition of the codes', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PERMISSION_CODES)), (codes) => {
        expect(permissionFlagsFromCodes([...codes].reverse().concat(codes))).toEqual(permissionFlagsFromCodes(codes));
      }),
    );
  });
});
