import { $collectivity, collectivityRequested } from '@/entities/collectivity';
import { consentRestoreRequested } from '@/features/tracking-consent';
import { $apiBaseUrl, apiBaseUrlChanged } from '@/shared/api';
import { $appConfig, $appConfigFailed, appConfigQuery, CONFIG_URL, RELEASE_TAG, releaseTagQuery } from '@/shared/config';
import { $label, hostLabelResolved, labelResolved, readRememberedLabel } from '@/shared/label';
import { reloadPageFx, updateNoticeShown } from '@/shared/notices';
import { hardNavigateFx } from '@/shared/routing';
import { $isLanguageSettled, followLanguageFx, restoreLanguageFx } from '@/shared/i18n';
import { $isFirstPaintDone, firstPaintDone } from '@/shared/lib/first-paint';
import { chooseLabel, findLabel, resolveLabelFromHostName, type CollectivityConfig, type LabelId } from '@portal/domain';
import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { interval } from 'patronum';
import { $isFooterReached, footerReached } from './footer';
import { manifestHref } from './manifest';
import { checkVersionCookie } from './version';

export const appStarted = createEvent();

/** How often an open portal asks whether a new release is out (besides on focus). */
export const UPDATE_CHECK_INTERVAL_MS = 5 * 60 * 1000;

sample({ clock: appStarted, fn: () => CONFIG_URL, target: appConfigQuery.start });
const configLoaded = appConfigQuery.finished.success.map(({ result }) => result);
// the language chosen on an earlier visit first: following i18next reports (and stores) the language it then has
sample({ clock: appStarted, target: restoreLanguageFx });
sample({ clock: restoreLanguageFx.finally, target: followLanguageFx });

sample({ clock: configLoaded, fn: (config) => config.apiBaseUrl, target: apiBaseUrlChanged });

const checkVersionFx = createEffect(checkVersionCookie);
sample({
  clock: configLoaded,
  filter: checkVersionFx.pending.map((pending) => !pending),
  fn: (config) => config.releaseTag,
  target: checkVersionFx,
});
const $isReloading = createStore(false).on(checkVersionFx.doneData, (reloading, check) => reloading || check === 'reload');
sample({ clock: checkVersionFx.doneData, filter: (check) => check === 'reload', target: reloadPageFx });

const resolveLabelFx = createEffect((collectivities: CollectivityConfig[]) => ({
  resolution: resolveLabelFromHostName(window.location.hostname, collectivities),
  remembered: readRememberedLabel(),
}));
const $isLabelResolved = createStore(false).on(resolveLabelFx.doneData, (_, { resolution }) => resolution.kind === 'label');

sample({
  clock: checkVersionFx.doneData,
  source: $appConfig,
  filter: (config, check) => config !== null && check === 'current',
  fn: (config) => config?.collectivityInformation ?? [],
  target: resolveLabelFx,
});
sample({
  clock: resolveLabelFx.doneData,
  filter: ({ resolution }) => resolution.kind === 'redirect',
  fn: ({ resolution }) => ({ url: resolution.kind === 'redirect' ? resolution.redirectUrl : '/', replace: true }),
  target: hardNavigateFx,
});
const hostLabelFound = sample({
  clock: resolveLabelFx.doneData,
  filter: ({ resolution }) => resolution.kind === 'label',
  fn: ({ resolution, remembered }) => ({
    hostLabel: resolution.kind === 'label' && resolution.fromHostName ? resolution.label : null,
    remembered,
  }),
});
sample({ clock: hostLabelFound, fn: ({ hostLabel }) => hostLabel, target: hostLabelResolved });
// The host name's label, or the one chosen earlier with `?label=` (a reload keeps it), or the default.
sample({
  clock: hostLabelFound,
  fn: ({ hostLabel, remembered }): LabelId => chooseLabel({ hostLabel, parameter: null, remembered }),
  target: labelResolved,
});

/** The shell renders once the configuration is known and the label and the language are settled. */
export const $isAppReady = combine(
  $isLabelResolved,
  $isLanguageSettled,
  $isReloading,
  (isResolved, isLanguageSettled, isReloading) => isResolved && isLanguageSettled && !isReloading,
);
export const $configFailed = $appConfigFailed;

// Branding: data-label for the design tokens and the label's theme colour, at once (the title: document-head.ts).
const applyLabelFx = createEffect((label: LabelId) => {
  document.documentElement.dataset.label = label;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]') ?? document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = findLabel(label).themeColor;
  document.head.append(meta);
});
sample({ clock: [labelResolved, $label], source: $label, filter: $isLabelResolved, target: applyLabelFx });

// The manifest link: the browser reads the manifest (and the icons it names) from it, so its theme colour is not
// fetched twice. Not part of the first screen: linked once that is painted, so its requests do not start before the
// first paint (issue 30).
const linkManifestFx = createEffect(({ label, apiBaseUrl }: { label: LabelId; apiBaseUrl: string }) => {
  const manifestLink = document.querySelector<HTMLLinkElement>('link[rel="manifest"]') ?? document.createElement('link');
  manifestLink.rel = 'manifest';
  manifestLink.href = manifestHref(apiBaseUrl, label);
  document.head.append(manifestLink);
});
sample({
  clock: [firstPaintDone, labelResolved, $label],
  source: { label: $label, apiBaseUrl: $apiBaseUrl, isResolved: $isLabelResolved, isPainted: $isFirstPaintDone },
  filter: ({ isResolved, isPainted }) => isResolved && isPainted,
  fn: ({ label, apiBaseUrl }) => ({ label, apiBaseUrl }),
  target: linkManifestFx,
});
// The footer's contact centre: once the footer comes into view (unless a screen, the contact page, has it already),
// and again for another label.
sample({ clock: footerReached, source: $collectivity, filter: (contactInfo) => contactInfo === null, fn: () => undefined, target: collectivityRequested });
sample({ clock: labelResolved, filter: $isFooterReached, fn: () => undefined, target: collectivityRequested });
sample({ clock: labelResolved, fn: () => undefined, target: consentRestoreRequested });

// A new release while the portal is open: a warning notice that stays until Ok reloads.
const windowFocused = createEvent();
const listenForFocusFx = createEffect(() => {
  const focused = scopeBind(windowFocused, { safe: true });
  const onVisible = () => {
    if (document.visibilityState === 'visible') focused();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', () => focused());
});
sample({ clock: labelResolved, target: listenForFocusFx });

// Every 5 minutes, from the settled label on, for as long as the portal is open (a later label change does not
// start a second timer: a running interval ignores its start).
const { tick: updateCheckDue } = interval({ timeout: UPDATE_CHECK_INTERVAL_MS, start: labelResolved });
// Really asked each time (start, not refresh), with no-cache: the configuration at start stays as it is.
sample({ clock: [updateCheckDue, windowFocused], fn: () => CONFIG_URL, target: releaseTagQuery.start });

const $isUpdateAnnounced = createStore(false);
const newReleaseFound = sample({
  clock: [configLoaded.map((config) => config.releaseTag), releaseTagQuery.finished.success.map(({ result }) => result)],
  source: { isUpdateAnnounced: $isUpdateAnnounced, isReloading: $isReloading },
  filter: ({ isUpdateAnnounced, isReloading }, releaseTag) => !isUpdateAnnounced && !isReloading && releaseTag !== RELEASE_TAG,
});
$isUpdateAnnounced.on(newReleaseFound, () => true);
sample({ clock: newReleaseFound, target: updateNoticeShown });
