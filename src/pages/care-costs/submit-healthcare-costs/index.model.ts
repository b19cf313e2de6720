/** The page's model alone, without its screen (see `src/app/router/route-models.ts`). */
export * as submitHealthcareCostsPageModel from './model/submit-healthcare-costs-page';
export { texts } from './config/texts';
