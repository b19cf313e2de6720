/** The page's model alone, without its screen (see `src/app/router/route-models.ts`). */
export * as memberOffersPageModel from './model/member-offers-page';
export { texts } from './config/texts';
