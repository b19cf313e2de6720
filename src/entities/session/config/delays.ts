/** Spec 01 §9: session-expiry redirect delays and the redirect after logout. */
export const LOCAL_EXPIRY_LOGOUT_DELAY_MS = 3_000;
export const REJECTED_LOGOUT_DELAY_MS = 5_000;
export const REDIRECT_AFTER_LOGOUT_MS = 1_500;
