/** The two authorisation cookies (spec 01 §4 "Session"). */
export const TOKEN_COOKIE = 'mo_token';
export const EXPIRY_COOKIE = 'mo_token_expiry';

/** "With remember-me the token cookie lasts 365 days." */
export const REMEMBER_ME_SECONDS = 365 * 24 * 60 * 60;

/** This tab's session storage: a logout waits here for the login page its reload lands on, which confirms it. */
export const LOGGED_OUT_MARK = 'mo_logged_out';
