/** The page's model alone, without its screen: the app loads it when the route is approved, so the search starts at once. */
export * as editPolicyStartPageModel from './model/edit-policy-start-page';
export { texts } from './config/texts';
