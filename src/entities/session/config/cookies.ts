/** The two authorisation cookies (spec 01 §4 "Session"). */
export const TOKEN_COOKIE = 'mo_token';
export const EXPIRY_COOKIE = 'mo_token_expiry';

/** "With remember-me the token cookie lasts 365 days." */
export const REMEMBER_ME_SECONDS = 365 * 24 * 60 * 60;
