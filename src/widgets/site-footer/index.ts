export { SiteFooter } from './ui/site-footer';
export { siteFooterTexts } from './config/texts';
