import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';

/**
 * Which routes have a screen of their own, read from the screen table, so
 * that building a screen needs no change here: every other route must show
 * the not-yet-available page.
 */
const SCREEN_TABLE = readFileSync(fileURLToPath(new URL('../src/app/router/screens.tsx', import.meta.url)), 'utf8');
function isBuilt(routeName: string): boolean {
  const line = SCREEN_TABLE.split('\n').find((text) => text.trimStart().startsWith(`${/^[a-z]+$/.test(routeName) ? routeName : `'${routeName}'`}:`));
  if (!line) throw new Error(`${routeName} is missing from the screen table`);
  return !line.includes('notYetAvailable');
}

/** A built screen: whatever page it ends on (some send the user on), it is a real one with a heading. */
async function expectRealScreen(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByTestId('not-available'), path).toHaveCount(0);
}

/** Every route of the spec's two tables, with example parameters. */
const PUBLIC_PATHS: Record<string, string> = {
  register: '/registreren',
  activate: '/activeren',
  'idin-activate': '/idin-activeren',
  'idin-register': '/idin-register',
  'idin-callback-authentication': '/callback/iDin-authenticatie?sessionId=abc',
  'idin-callback-register': '/callback/iDin-register?sessionId=abc',
  'idin-callback-abort': '/callback/iDin-abort?sessionId=abc',
  'idin-callback-error': '/callback/iDin-error?sessionId=abc',
  'idin-callback': '/callback/iDin?code=1&state=2',
  'forgot-password': '/wachtwoord/vergeten',
  'reset-password': '/wachtwoord/resetten',
};

const AUTHENTICATED_PATHS: Record<string, string> = {
  root: '/',
  home: '/home',
  'member-offers': '/leden-aanbiedingen',
  'policy-overview': '/polisoverzicht',
  'bills-and-payments': '/rekeningen-en-betalingen',
  'payment-arrangement': '/betalingsregeling',
  'edit-policy': '/polis-wijzigen',
  'request-policy-for-year': '/polis-aanvragen/2027/ZZ01/1000123/true',
  'edit-policy-for-year': '/polis-wijzigen/2027/ZZ01/1000123/false',
  'message-box': '/berichtenbox',
  'message-box-cluster': '/berichtenbox/polis',
  'add-insured': '/verzekerde-bijschrijven',
  'insurance-card': '/zorgpas-ehic',
  'reimbursement-documents': '/vergoedingsdocumenten',
  'personal-info': '/persoonlijke-gegevens',
  'personal-info-edit': '/persoonlijke-gegevens-wijzigen',
  'payment-details': '/betaal-en-rekeninggegevens',
  'payment-details-edit': '/betaalgegevens-wijzigen/1000123',
  'contact-form': '/contactformulier',
  contact: '/contact-opnemen',
  'healthcare-costs': '/mijn-zorgkosten?jaar=2026',
  'seated-transport': '/aanvraag-zittend-ziekenvervoer',
  'submit-healthcare-costs': '/indienen-zorgkosten',
  settings: '/instellingen',
  'settings-edit': '/wijzig-instellingen',
  'contact-details-edit': '/contactgegevens-wijzigen',
  'medical-selection': '/medische-selectie/2027/ZZ01/1000123',
  'care-mediation': '/zorgbemiddeling-aanvragen',
  'treatment-abroad': '/behandeling-buitenland-aanvragen',
};

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test('every public route resolves to its screen or the not-yet-available page', async ({ page }) => {
  await page.goto('/inloggen?label=zorgzaam');
  await expectRealScreen(page, '/inloggen');
  // the code step without a pending code goes back to login
  await page.goto('/verificatie');
  await expect(page).toHaveURL(/\/inloggen$/);
  for (const [routeName, path] of Object.entries(PUBLIC_PATHS)) {
    await page.goto(path);
    if (isBuilt(routeName)) {
      await expectRealScreen(page, path);
      continue;
    }
    await expect(page.getByTestId('not-available'), path).toHaveAttribute('data-route', routeName);
    await expect(page.getByText('Nog niet beschikbaar', { exact: true }), path).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('every authenticated route resolves for the main insured, behind the guard', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  for (const [routeName, path] of Object.entries(AUTHENTICATED_PATHS)) {
    await page.goto(path);
    if (isBuilt(routeName)) await expectRealScreen(page, path);
    else await expect(page.getByTestId('not-available'), path).toHaveAttribute('data-route', routeName);
  }
  await expectNoAxeViolations(page);
});

test('paths match case-insensitively', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/Polisoverzicht');
  await expect(page).toHaveURL(/\/Polisoverzicht$/);
  if (isBuilt('policy-overview')) await expectRealScreen(page, '/Polisoverzicht');
  else await expect(page.getByTestId('not-available')).toHaveAttribute('data-route', 'policy-overview');
});
