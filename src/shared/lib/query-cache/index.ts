export { createMemoryCache, KEPT_ANSWERS_ARE_FRESH, ONE_NAVIGATION_MS } from './memory-cache';
