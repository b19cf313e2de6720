export { RELEASE_TAG } from './release';
export { AppConfigContract, CONFIG_URL, type AppConfig } from './app-config';
export { appConfigFx, $appConfig, $appConfigFailed, $contentBaseUrl, appConfigLoadFx, releaseTagFx, releaseCheckFx } from './model';
