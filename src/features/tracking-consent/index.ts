export { ConsentBanner } from './ui/consent-banner';
export { consentRestoreRequested, consentChosen, $consent, CONSENT_COOKIE } from './model/consent';
