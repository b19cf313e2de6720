export { createUnlessRecent, RECENT_ANSWER_MS, type RecentAnswerSource, type UnlessRecent } from './unless-recent';
export { createStartUnlessRecent, type StartUnlessRecent } from './start-unless-recent';
