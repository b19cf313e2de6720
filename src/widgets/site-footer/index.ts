export { SiteFooter } from './ui/site-footer';
