import {
  bearerTokenChanged,
  sessionDeadlineChanged,
  sessionExpiredLocally,
  sessionRejected,
  userChanged,
} from '@/shared/api';
import { errorNoticeRequested, negativeNoticeShown } from '@/shared/notices';
import { $openRoute, hardNavigateFx, navigationRequested, routeUrl } from '@/shared/routing';
import { $hostLabel, $label } from '@/shared/label';
import { readCookie, removeCookie, writeCookie } from '@/shared/lib/cookies';
import { DEFAULT_LABEL, NO_PERMISSIONS } from '@portal/domain';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { EXPIRY_COOKIE, LOGGED_OUT_MARK, REMEMBER_ME_SECONDS, TOKEN_COOKIE } from '../config/cookies';
import {
  LOCAL_EXPIRY_LOGOUT_DELAY_MS,
  REDIRECT_AFTER_LOGOUT_MS,
  REJECTED_LOGOUT_DELAY_MS,
} from '../config/delays';
import { returnTargetAfterSessionEnd } from '../lib/return-target';
import { sessionDeadline, sessionFromAccessToken, tokenCookieLifetimeSeconds, type Session } from '../lib/session';

interface StoredSession {
  session: Session;
  expiryCookieMs: number | null;
}

/** "Fetch the user": the user comes from the token cookie, read again on every navigation. */
export const readSessionFx = createEffect((): StoredSession | null => {
  const token = readCookie(TOKEN_COOKIE);
  const session = token ? sessionFromAccessToken(token) : null;
  if (!session) return null;
  const expiry = Number(readCookie(EXPIRY_COOKIE));
  return { session, expiryCookieMs: Number.isFinite(expiry) && expiry > 0 ? expiry : null };
});

export const accessTokenReceived = createEvent<{ accessToken: string; rememberMe: boolean }>();
/** A fresh token for the same session (after a password change or signing terms): remember-me stays as chosen. */
export const sessionRenewed = createEvent<string>();
const $rememberMe = createStore(false).on(accessTokenReceived, (_, { rememberMe }) => rememberMe);

export const storeSessionFx = createEffect(
  ({ accessToken, rememberMe }: { accessToken: string; rememberMe: boolean }): StoredSession => {
    const session = sessionFromAccessToken(accessToken);
    if (!session) throw new Error('The access token does not carry a valid user');
    const maxAgeSeconds = tokenCookieLifetimeSeconds(session, rememberMe, REMEMBER_ME_SECONDS);
    const expiryCookieMs = session.expiresAt * 1000;
    writeCookie(TOKEN_COOKIE, accessToken, { maxAgeSeconds });
    writeCookie(EXPIRY_COOKIE, String(expiryCookieMs), { maxAgeSeconds });
    return { session, expiryCookieMs };
  },
);

/** "Logout: clears caches and storage, … clears the user, removes the two authorisation cookies." */
export const clearSessionFx = createEffect(async () => {
  removeCookie(TOKEN_COOKIE);
  removeCookie(EXPIRY_COOKIE);
  window.localStorage.clear();
  window.sessionStorage.clear();
  if ('caches' in window) {
    const names = await window.caches.keys();
    await Promise.all(names.map((name) => window.caches.delete(name)));
  }
});

/** After the storage is cleared: the logout leaves one mark, for the confirmation on the page the reload lands on. */
const markLoggedOutFx = createEffect(() => {
  window.sessionStorage.setItem(LOGGED_OUT_MARK, 'true');
});
/** Whether this tab has just logged out; the mark is taken, so the confirmation shows once. */
export const takeLoggedOutMarkFx = createEffect((): boolean => {
  const wasLoggedOut = window.sessionStorage.getItem(LOGGED_OUT_MARK) !== null;
  window.sessionStorage.removeItem(LOGGED_OUT_MARK);
  return wasLoggedOut;
});

export const $storedSession = createStore<StoredSession | null>(null)
  .on([readSessionFx.doneData, storeSessionFx.doneData], (_, stored) => stored)
  .reset(clearSessionFx.finally);

export const $session = $storedSession.map((stored) => stored?.session ?? null);
export const $user = $session.map((session) => session?.user ?? null);
export const $permissions = $session.map((session) => session?.permissions ?? NO_PERMISSIONS);
export const $isAuthenticated = $session.map(Boolean);

/** Who the session is for: a change (another person, or none) resets every person's data. */
const $userKey = $user.map((user) => (user ? `${user.accountId}/${user.customerNumber}` : null));
sample({ clock: $userKey.updates, fn: () => undefined, target: userChanged });

/**
 * The cookies are gone while the tab still held a session: it expired (the
 * cookie of a session without remember-me lives as long as its token) or
 * ended elsewhere. It ends here as a local expiry does: notice, then logout.
 */
const $heldSessionBeforeRead = createStore(false);
sample({ clock: readSessionFx, source: $storedSession, fn: Boolean, target: $heldSessionBeforeRead });
const sessionVanished = sample({
  clock: readSessionFx.doneData,
  source: $heldSessionBeforeRead,
  filter: (heldSession, now) => heldSession && now === null,
  fn: () => undefined,
});

/** `redirect`: the `uitloggen` address's redirect query, kept for the login page it lands on (issue 20). */
export const logoutStarted = createEvent<{ redirect: string | null }>();
export const $isLoggingOff = createStore(false).on(logoutStarted, () => true);
const $redirectAfterLogin = createStore<string | null>(null).on(logoutStarted, (_, { redirect }) => redirect);

sample({ clock: accessTokenReceived, target: storeSessionFx });
sample({
  clock: sessionRenewed,
  source: $rememberMe,
  fn: (rememberMe, accessToken) => ({ accessToken, rememberMe }),
  target: storeSessionFx,
});

sample({
  clock: $session,
  fn: (session) => session?.accessToken ?? null,
  target: bearerTokenChanged,
});

sample({
  clock: $storedSession,
  fn: (stored) => (stored ? sessionDeadline(stored.session, stored.expiryCookieMs) : null),
  target: sessionDeadlineChanged,
});

// Logout: clear everything, then land on login with a fresh page load after 1.5 s, which confirms it.
sample({ clock: logoutStarted, fn: () => undefined, target: clearSessionFx });
sample({ clock: clearSessionFx.finally, fn: () => undefined, target: markLoggedOutFx });

const redirectAfterLogout = delay(clearSessionFx.finally, REDIRECT_AFTER_LOGOUT_MS);
// Clearing the storage forgets a label chosen with `?label=` (no host name gave one): the login page gets it back
// as the guard gives it, so the person keeps their collectivity's portal
sample({
  clock: redirectAfterLogout,
  source: { redirect: $redirectAfterLogin, label: $label, hostLabel: $hostLabel },
  fn: ({ redirect, label, hostLabel }) => ({
    url: routeUrl('login', {}, { redirect, label: hostLabel === null && label !== DEFAULT_LABEL ? label : null }),
    replace: true,
  }),
  target: hardNavigateFx,
});

// The error catalogue's session endings (spec 01 §8): a notice now, logout a little later.
// Several calls may fail at once: only the first one announces the end.
const $isSessionEnding = createStore(false);

const sessionEndAnnounced = sample({
  clock: [sessionRejected, sessionExpiredLocally.map(() => 'expired' as const), sessionVanished.map(() => 'expired' as const)],
  source: { isSessionEnding: $isSessionEnding, isLoggingOff: $isLoggingOff },
  filter: ({ isSessionEnding, isLoggingOff }) => !isSessionEnding && !isLoggingOff,
  fn: (_, reason) => reason,
});
// A new session (a login after an expiry, in the same tab) can end again, and is heard again.
$isSessionEnding.on(sessionEndAnnounced, () => true).reset(storeSessionFx.done, clearSessionFx.finally);

// "Error notices appear after 50 ms … (never [suppressed] for 401 or 403)": the HTTP answers
// wait the error-notice delay; a token found expired before sending is no answer and shows at once.
sample({
  clock: sessionEndAnnounced,
  filter: (reason) => reason !== 'expired',
  fn: (reason) => ({ messageKey: reason === 'forbidden' ? 'errors.forbidden' : 'errors.sessionInvalid', forNextPage: true }),
  target: errorNoticeRequested,
});
sample({
  clock: sessionEndAnnounced,
  filter: (reason) => reason === 'expired',
  fn: () => ({ messageKey: 'errors.sessionInvalid', forNextPage: true }),
  target: negativeNoticeShown,
});

const logoutAfterRejection = delay(
  sessionEndAnnounced.filter({ fn: (reason) => reason !== 'expired' }),
  REJECTED_LOGOUT_DELAY_MS,
);
const logoutAfterLocalExpiry = delay(
  sessionEndAnnounced.filter({ fn: (reason) => reason === 'expired' }),
  LOCAL_EXPIRY_LOGOUT_DELAY_MS,
);

// Logging in again leads back to the page the session ended on (the guard's "full target path", spec 01 §2), except
// after a refusal (403): that page would refuse again.
sample({
  clock: [logoutAfterRejection, logoutAfterLocalExpiry],
  source: { isLoggingOff: $isLoggingOff, openRoute: $openRoute },
  filter: ({ isLoggingOff }) => !isLoggingOff,
  fn: ({ openRoute }, reason) => ({
    to: routeUrl('logout', {}, { redirect: reason === 'forbidden' ? null : returnTargetAfterSessionEnd(openRoute) }),
    replace: true,
  }),
  target: navigationRequested,
});
