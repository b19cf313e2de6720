import { readCookie, removeCookie, writeCookie } from '@/shared/lib/cookies';
import { IDIN_MODES, idinCookieLifetimeSeconds, type IdinMode } from '@portal/domain';
import { createEffect } from 'effector';
import { CLIENT_CODE_COOKIE, MODE_COOKIE } from '../config/cookies';

/** A bank identification the portal started and waits for: the bank sends the user back to a callback route. */
export interface PendingBankSession {
  clientCode: string;
  mode: IdinMode;
}

const isMode = (value: string | null): value is IdinMode => IDIN_MODES.some((mode) => mode === value);

/** Both cookies (Secure, SameSite=Strict) last the server-given session lifetime in seconds. */
export const savePendingBankSessionFx = createEffect(
  ({ clientCode, mode, sessionLifetime }: PendingBankSession & { sessionLifetime: number }): PendingBankSession => {
    const maxAgeSeconds = idinCookieLifetimeSeconds(sessionLifetime);
    writeCookie(CLIENT_CODE_COOKIE, clientCode, { maxAgeSeconds });
    writeCookie(MODE_COOKIE, mode, { maxAgeSeconds });
    return { clientCode, mode };
  },
);

/** null when no identification is pending, or its lifetime has passed (the cookies are gone). */
export const readPendingBankSessionFx = createEffect((): PendingBankSession | null => {
  const clientCode = readCookie(CLIENT_CODE_COOKIE);
  const mode = readCookie(MODE_COOKIE);
  if (!clientCode) return null;
  return { clientCode, mode: isMode(mode) ? mode : 'login' };
});

/** A bank session completes once: its cookies go as soon as the callback is handled. */
export const clearPendingBankSessionFx = createEffect(() => {
  removeCookie(CLIENT_CODE_COOKIE);
  removeCookie(MODE_COOKIE);
});
