import { $isAuthenticated } from '@/entities/session';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useLocation } from '@/shared/routing';
import { $approvedNavigation, navigationStarted } from '../model/guard';
import { shellOfNavigation } from '../model/shell';
import { ChunkErrorBoundary } from '../router/chunk-error-boundary';
import { routeNameOfPath } from '../router/route-table';
import { addTexts, loadAreaTexts } from '@/shared/i18n';
import { useReportFirstPaint } from '@/shared/lib/first-paint';
import { NoticeList } from '@/shared/notices';
import { withChunkTimeout } from '../router/chunk-timeout';
import { PublicShell } from './public-shell';

/*
 * The logged-in shell (menu, account bar, first-login gate, digital popup)
 * with the texts of the slices it shows is a chunk of its own: the login
 * page does not carry it.
 */
const AuthenticatedShell = lazy(() =>
  withChunkTimeout(Promise.all([import('./authenticated-shell'), loadAreaTexts('validation')])).then(([shell]) => {
    addTexts(...shell.SHELL_TEXTS);
    return { default: shell.AuthenticatedShell };
  }),
);

/**
 * The screen (`children`) inside the right shell. Every navigation goes
 * through the guard first; the screen renders once the guard approved it.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const routeName = routeNameOfPath(location.pathname);
  const [started, approvedNavigation, isAuthenticated] = useUnit([navigationStarted, $approvedNavigation, $isAuthenticated]);
  // A screen the guard approved renders in the background, in slices, not in one long task (issue 19).
  const approved = useDeferredValue(approvedNavigation, null);
  useReportFirstPaint(approved !== null);

  useEffect(() => {
    started({
      routeName,
      location: {
        pathname: location.pathname,
        search: location.search,
        key: location.key,
        protocol: window.location.protocol,
        host: window.location.host,
      },
    });
  }, [location.key, location.pathname, location.search, routeName, started]);

  const loading = (
    <p className="shell-loading loading-text" role="status">
      {t('app.loading')}
    </p>
  );
  // A notice raised while the shell is not in yet (a session that ended, a call that failed) shows at once, not when
  // the shell comes: its time on screen counts from then (spec 01 §8: the session notice, then logout after 3 s).
  const waiting = (
    <>
      <NoticeList />
      <div className="app-status">{loading}</div>
    </>
  );
  if (approved === null) return waiting;
  // Another query on the same screen (a wizard's step, a filter) keeps the screen mounted while the guard looks
  // again: its answers stay, and its route unit hears `updated`, not `closed` and `opened`.
  const isSameScreen = approved.key === location.key || approved.pathname === location.pathname;
  const content = isSameScreen ? (
    <ChunkErrorBoundary key={location.pathname}>
      <Suspense fallback={loading}>
        {children}
      </Suspense>
    </ChunkErrorBoundary>
  ) : (
    loading
  );
  if (shellOfNavigation(approved.routeName, isAuthenticated) === 'public') return <PublicShell>{content}</PublicShell>;
  return (
    <ChunkErrorBoundary standalone>
      <Suspense fallback={waiting}>
        <AuthenticatedShell>{content}</AuthenticatedShell>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
