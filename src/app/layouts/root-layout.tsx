import { $isAuthenticated } from '@/entities/session';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { NavigationType, Outlet, useLocation, useMatches, useNavigationType } from 'react-router-dom';
import { useTranslation } from '@/shared/i18n';
import { $approvedNavigation, navigationStarted } from '../model/guard';
import { shellOfNavigation } from '../model/shell';
import { isRouteName } from '../router/route-table';
import { addTexts, loadAreaTexts } from '@/shared/i18n';
import { useReportFirstPaint } from '@/shared/lib/first-paint';
import { isRedirectState } from '@/shared/routing';
import { NoticeList } from '@/shared/notices';
import { withChunkTimeout } from '../router/chunk-timeout';
import { PageScrollRestoration } from './page-scroll-restoration';
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

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <p className="shell-loading loading-text" role="status">
      {t('app.loading')}
    </p>
  );
}

/**
 * No shell yet: the guard has not decided, or the router is loading the first screen's chunk. A notice raised
 * meanwhile (a session that ended, a call that failed) shows at once, not when the shell comes: its time on screen
 * counts from then (spec 01 §8: the session notice, then logout after 3 s).
 */
export function ShellWaiting() {
  return (
    <>
      <NoticeList />
      <div className="app-status">
        <ScreenLoading />
      </div>
    </>
  );
}

/**
 * The data router's root route: the screen (`<Outlet />`) inside the right shell. Every navigation the router
 * commits goes to the guard (`navigationStarted`); the screen and its shell render once the guard approved it.
 */
export function RootLayout() {
  const location = useLocation();
  // Back or Forward onto a redirect's history entry is the user's own navigation
  const isRedirect = useNavigationType() !== NavigationType.Pop && isRedirectState(location.state);
  const matches = useMatches();
  const screen = matches[matches.length - 1];
  const routeName = screen && isRouteName(screen.id) ? screen.id : null;
  const rawParams = screen?.params;
  const [started, approvedNavigation, isAuthenticated] = useUnit([navigationStarted, $approvedNavigation, $isAuthenticated]);
  // A screen the guard approved renders in the background, in slices, not in one long task (issue 19).
  const approved = useDeferredValue(approvedNavigation, null);
  useReportFirstPaint(approved !== null);

  useEffect(() => {
    started({
      routeName,
      rawParams: rawParams ?? {},
      isRedirect,
      location: {
        pathname: location.pathname,
        search: location.search,
        key: location.key,
        protocol: window.location.protocol,
        host: window.location.host,
      },
    });
  }, [location.key, location.pathname, location.search, routeName, rawParams, isRedirect, started]);

  if (approved === null) return <ShellWaiting />;
  // Another query on the same screen (a wizard's step, a filter) keeps the screen mounted while the guard looks
  // again: its answers stay, and its route unit hears `updated`, not `closed` and `opened`.
  const isSameScreen = approved.key === location.key || approved.pathname === location.pathname;
  const content = isSameScreen ? (
    <>
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
      {/* mounted with the approved screen: a position saved for this history entry (Back) is restored once the
          screen is there, not onto the loading text before it */}
      <PageScrollRestoration entryKey={approved.key} />
    </>
  ) : (
    <ScreenLoading />
  );
  if (shellOfNavigation(approved.routeName, isAuthenticated) === 'public') return <PublicShell>{content}</PublicShell>;
  return (
    <Suspense fallback={<ShellWaiting />}>
      <AuthenticatedShell>{content}</AuthenticatedShell>
    </Suspense>
  );
}
