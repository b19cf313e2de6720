import { createEvent, createStore } from 'effector';
import { routeClosed } from './route';

/**
 * What the open screen shows besides its route's name, e.g. the one offer of `leden-aanbiedingen?aanbieding=…`:
 * the document title names it first (WCAG 2.4.2), so a tab and the history say which offer it is. The route's
 * model sets it; it is cleared when the route closes, so no other screen inherits it.
 */
export const pageSubjectChanged = createEvent<string | null>();
export const $pageSubject = createStore<string | null>(null)
  .on(pageSubjectChanged, (_, subject) => subject)
  .reset(routeClosed);
