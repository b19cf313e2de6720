import { createEvent, createStore } from 'effector';

/**
 * The footer (the contact centre's phone and today's hours) came into view, or the user pressed Tab. The screen takes
 * at least the window's height, so the footer is always below the fold: it and its call load when the user scrolls
 * to it, or moves with the keyboard towards its link, not on every visit (issue 19).
 */
export const footerReached = createEvent();
export const $isFooterReached = createStore(false).on(footerReached, () => true);
