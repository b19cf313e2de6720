export { readCookie, writeCookie, removeCookie, type CookieOptions } from './cookies';
