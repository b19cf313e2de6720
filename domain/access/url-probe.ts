/** What both checks of an address refuse, and the origin they resolve it against. */

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
export const PROBE_ORIGIN = 'https://portal.invalid';
