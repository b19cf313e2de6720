export { Page, focusPageTitle } from './page';
