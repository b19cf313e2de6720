/**
 * The chunks the login page, the first screen of most visits, fetches until the network is idle: chunk groups of
 * vite.config.ts (which compiles these eagerly) and nothing else. `npm run test:size` fails when the login page
 * fetches another chunk: an import outside a group's hand-kept list (the `forms` kit's, or the news's five date-fns
 * functions in `libraries`) lands in `forms-kit` or `date-fns-more`, and a first-screen import of a later screen's library in its
 * chunk (`zod-classic`). Rolldown's own runtime chunk comes besides (check-bundle.mjs).
 */
export const FIRST_SCREEN_CHUNKS = ['framework', 'libraries', 'app', 'page-login', 'forms', 'news'];
