import { VALIDATION_MESSAGES_NL } from '@portal/domain';

/**
 * The domain validators' message keys with the texts the domain package keeps
 * beside them; every screen loads them (see `pageWithTexts`), the login page does not need them.
 */
export const validationNL = {
  validation: VALIDATION_MESSAGES_NL,
} as const;
