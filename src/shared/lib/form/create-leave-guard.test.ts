import { describe, expect, test } from 'vitest';
import { shouldAskBeforeLeaving } from './create-leave-guard';

const leaving = { isArmed: true, currentPathname: '/contactformulier', nextPathname: '/home', isByModel: false, isBackOrForward: false };

describe('shouldAskBeforeLeaving: which navigations ask before unsaved answers are left', () => {
  test.for([
    { name: 'a link to another screen', attempt: leaving, asks: true },
    { name: 'the browser\'s Back or Forward to another screen', attempt: { ...leaving, isBackOrForward: true }, asks: true },
    { name: 'Back into an entry the app once pushed', attempt: { ...leaving, isBackOrForward: true, isByModel: true }, asks: true },
    { name: 'nothing unsaved', attempt: { ...leaving, isArmed: false }, asks: false },
    { name: 'a wizard\'s step (same path, other ?stap=)', attempt: { ...leaving, nextPathname: '/contactformulier' }, asks: false },
    { name: 'Back to the previous step', attempt: { ...leaving, nextPathname: '/Contactformulier', isBackOrForward: true }, asks: false },
    { name: 'a redirect the app makes (after sending, logging out)', attempt: { ...leaving, isByModel: true }, asks: false },
  ])('$name → $asks', ({ attempt, asks }) => {
    expect(shouldAskBeforeLeaving(attempt)).toBe(asks);
  });
});
