export { RELEASE_TAG } from './release';
export { AppConfigContract, CONFIG_URL, type AppConfig } from './app-config';
export { appConfigQuery, $appConfig, $appConfigFailed, $contentBaseUrl, appConfigLoadFx, releaseTagQuery, releaseCheckFx } from './model';
