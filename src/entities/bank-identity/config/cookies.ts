/**
 * "The returned client code is stored in a cookie (strict, secure) for the
 * server-given session lifetime." The mode (login, activation or
 * registration) lives beside it for as long, so that the return points that
 * do not tell the flow (abort, error, the generic one) still know it.
 */
export const CLIENT_CODE_COOKIE = 'mo_idin_client_code';
export const MODE_COOKIE = 'mo_idin_mode';
