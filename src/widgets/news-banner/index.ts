export { NewsBanner } from './ui/news-banner';
export type { NewsAudience } from './model/news-banner';
