/** The page's model alone, without its screen (see src/app/router/route-models.ts). */
export * as treatmentAbroadPageModel from './model/treatment-abroad-page';
export { texts } from './config/texts';
