export { createMemoryCache, KEPT_ANSWERS_ARE_FRESH } from './memory-cache';
export { cacheForOneNavigation } from './one-navigation';
