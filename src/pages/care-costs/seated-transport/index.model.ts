/** The page's model alone, without its screen (see src/app/router/route-models.ts). */
export * as seatedTransportPageModel from './model/seated-transport-page';
export { texts } from './config/texts';
