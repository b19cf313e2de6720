/**
 * Hardening of every answer of the fake backend:
 *
 * - `securityHeaders()`: `X-Content-Type-Options: nosniff`, `Referrer-Policy:
 *   no-referrer`, `X-Frame-Options: DENY` and a Content-Security-Policy that
 *   allows nothing (`default-src 'none'; frame-ancestors 'none'`) on
 *   everything; the fake bank page sets its own, as strict (`BANK_PAGE_CSP`).
 *   Answers under /api carry personal data: `Cache-Control: no-store` unless
 *   a route says otherwise (the public icons).
 * - `loopbackOnly()`: the test and demo controls under /__fake answer only
 *   requests from this machine (127.0.0.0/8, ::1), also when the server is
 *   opened to the network with HOST.
 */
import type { RequestHandler } from 'express';
import { forbidden } from './errors';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': API_CSP,
      'Cross-Origin-Resource-Policy': 'same-site',
    });
    if (/^\/api(\/|$)/i.test(req.path)) res.set('Cache-Control', 'no-store');
    next();
  };
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export const isLoopback = (address: string | undefined) => address !== undefined && LOOPBACK.test(address);

export function loopbackOnly(): RequestHandler {
  return (req, _res, next) => {
    if (!isLoopback(req.socket.remoteAddress)) {
      next(forbidden('U heeft geen toegang: de /__fake-knoppen antwoorden alleen op deze machine.'));
      return;
    }
    next();
  };
}
