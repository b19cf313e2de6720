import { createEvent, createStore } from 'effector';
import { routeClosed } from './route';

/** A subject in its own words (an offer's title from the content host), or a text of the portal's by its key. */
export type PageSubject = string | { key: string };

/**
 * What the open screen shows besides its route's name, e.g. the one offer of `leden-aanbiedingen?aanbieding=…`:
 * the document title names it first (WCAG 2.4.2), so a tab and the history say which offer it is. The route's
 * model sets it; it is cleared when the route closes, so no other screen inherits it.
 */
export const pageSubjectChanged = createEvent<PageSubject | null>();
export const $pageSubject = createStore<PageSubject | null>(null)
  .on(pageSubjectChanged, (_, subject) => subject)
  .reset(routeClosed);
