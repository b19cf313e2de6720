import { $appConfig } from '@/shared/config';
import { readCookie, writeCookie } from '@/shared/lib/cookies';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { loadTagManagerFx } from '../api/tag-manager';

export type ConsentChoice = 'accepted' | 'declined';

/** The visitor's choice is kept for a year, like the remember-me cookie. */
export const CONSENT_COOKIE = 'mo_consent';
const CONSENT_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export const consentRestoreRequested = createEvent();
export const consentChosen = createEvent<ConsentChoice>();

const readConsentFx = createEffect((): ConsentChoice | null => {
  const stored = readCookie(CONSENT_COOKIE);
  return stored === 'accepted' || stored === 'declined' ? stored : null;
});

const writeConsentFx = createEffect((choice: ConsentChoice) => {
  writeCookie(CONSENT_COOKIE, choice, { maxAgeSeconds: CONSENT_COOKIE_SECONDS });
});

export const $consent = createStore<ConsentChoice | null>(null)
  .on(readConsentFx.doneData, (_, stored) => stored)
  .on(consentChosen, (_, choice) => choice);
const $isConsentKnown = createStore(false).on([readConsentFx.finally, consentChosen], () => true);

export const $isBannerShown = combine($isConsentKnown, $consent, (isKnown, consent) => isKnown && consent === null);

/** "The consent tool runs in preview and no tracking happens outside production." */
export const $isPreview = $appConfig.map((config) => config?.environment !== 'prd');

const $tagManagerId = $appConfig.map((config) =>
  config?.environment === 'prd' ? (config.trackingCodes.tagManagerId ?? null) : null,
);
const $isTagManagerLoaded = createStore(false).on(loadTagManagerFx.done, () => true);

sample({ clock: consentRestoreRequested, target: readConsentFx });
sample({ clock: consentChosen, target: writeConsentFx });

sample({
  clock: [readConsentFx.doneData, consentChosen],
  source: { tagManagerId: $tagManagerId, isLoaded: $isTagManagerLoaded, consent: $consent },
  filter: ({ tagManagerId, isLoaded, consent }) => tagManagerId !== null && !isLoaded && consent === 'accepted',
  fn: ({ tagManagerId }) => tagManagerId as string,
  target: loadTagManagerFx,
});
