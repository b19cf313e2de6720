// @vitest-environment jsdom
import { i18n } from '@/shared/i18n';
import { $language, languageChanged, languageChosen } from '@/shared/i18n';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, test } from 'vitest';
import { ROUTE_NAMES } from '../router/route-table';
import { documentTitleOf } from './document-head';
import { $approvedNavigation } from './guard';

// the language is the one i18n instance's: the next test file in this worker reads Dutch again
afterEach(async () => {
  await i18n.changeLanguage('nl-NL');
});

const t = (key: string, values?: Record<string, string>) => i18n.t(key, values);

describe('issue 12 point 7: every page its own title, "Berichtenbox – Mijn Zorgzaam"', () => {
  test.for([
    { label: 'zorgzaam' as const, routeName: 'message-box' as const, title: 'Berichtenbox – Mijn Zorgzaam' },
    { label: 'studentenzorg' as const, routeName: 'login' as const, title: 'Inloggen – Mijn Studentenzorg' },
    { label: 'zorgzaam' as const, routeName: null, title: 'Pagina niet gevonden – Mijn Zorgzaam' },
    { label: 'zorgzaam' as const, routeName: undefined, title: 'Mijn Zorgzaam' },
    // what the screen shows of its route first: one offer of leden-aanbiedingen
    { label: 'zorgzaam' as const, routeName: 'member-offers' as const, subject: 'Drie maanden sporten', title: 'Drie maanden sporten – Ledenvoordeel – Mijn Zorgzaam' },
  ])('$routeName ($label) → $title', ({ label, routeName, subject, title }) => {
    expect(documentTitleOf(t, label, routeName, subject)).toBe(title);
  });

  test('every route has a name of its own for its title (no key shown as text)', () => {
    for (const routeName of ROUTE_NAMES) {
      const title = documentTitleOf(t, 'zorgzaam', routeName);
      expect(title, routeName).not.toContain('routes.');
      expect(title.endsWith(' – Mijn Zorgzaam'), routeName).toBe(true);
    }
  });

  test('the title and the page language follow the navigation and the chosen language', async () => {
    const scope = fork();
    await allSettled($approvedNavigation, { scope, params: { key: 'a', pathname: '/berichtenbox', routeName: 'message-box' } });
    expect(document.title).toBe('Berichtenbox – Mijn Zorgzaam');
    expect(document.documentElement.lang).toBe('nl-NL');
    // chosen: its texts loaded, i18next switched; changed: the scope follows
    await allSettled(languageChosen, { scope, params: 'en-US' });
    await allSettled(languageChanged, { scope, params: 'en-US' });
    expect(scope.getState($language)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  test('a page whose title has no English text stays Dutch under the English menu', async () => {
    const scope = fork();
    await allSettled(languageChosen, { scope, params: 'en-US' });
    await allSettled(languageChanged, { scope, params: 'en-US' });
    await allSettled($approvedNavigation, { scope, params: { key: 'b', pathname: '/inloggen', routeName: 'login' } });
    expect(document.title).toBe('Inloggen – Mijn Zorgzaam');
    expect(document.documentElement.lang).toBe('nl-NL');
  });
});
