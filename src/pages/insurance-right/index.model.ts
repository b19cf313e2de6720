/** The page's model alone, without its screen (see `src/app/router/route-models.ts`). */
export * as insuranceRightPageModel from './model/insurance-right-page';
export { texts } from './config/texts';
