/** An unsigned access token (the portal never checks the signature) for a user with these codes. */
export function tokenFor(user: Partial<Record<string, unknown>> = {}, permissions: string[] = ['login', 'r-per-det', 'u-per-det', 'r-acc', 'u-acc', 'u-pw']): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    typ: 'access',
    sub: 'acc-1',
    iat: 1_800_000_000,
    exp: 4_000_000_000,
    permissions,
    user: {
      customerNumber: '100200300',
      accountId: 'acc-1',
      emailAddress: 'cas@example.nl',
      firstName: 'Cas',
      lastName: 'Dijk',
      birthDate: '1984-04-12',
      prefix: 'van',
      maidenName: null,
      prefixMaidenName: null,
      initials: 'C.',
      gender: 'M',
      shouldResetPassword: false,
      shouldVerifyEmailAddress: false,
      signedTermsOfAgreement: true,
      isDefaulter: false,
      shouldShowDigitalPopup: false,
      label: 'zorgzaam',
      role: 'H',
      ...user,
    },
  };
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.s`;
}
