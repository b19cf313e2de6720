export { NewsBanner } from './ui/news-banner';
