/** The banner's model alone: the app loads it before the shell is entered. */
export * as newsBannerModel from './model/news-banner';
