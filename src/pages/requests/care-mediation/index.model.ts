/** The page's model alone, without its screen (see src/app/router/route-models.ts). */
export * as careMediationPageModel from './model/care-mediation-page';
export { texts } from './config/texts';
