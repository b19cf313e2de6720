import { expect, test, type Page } from './support/test';
import { AUTHENTICATED_ROUTES, PUBLIC_ROUTES } from '../domain/access/routes';
import { nlNL } from '../src/shared/i18n/resources/nl-NL';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 12 point 7: every page its own title, 'Berichtenbox – Mijn Zorgzaam'
 * (WCAG 2.4.2), set on navigation; the page language follows the chosen
 * language. Every route of the spec's two tables is opened; a route that
 * sends the user on (root, verify without a code, logout…) is titled by the
 * page it ends on.
 */
const ROUTES: Record<string, string> = { ...PUBLIC_ROUTES, ...AUTHENTICATED_ROUTES };
const ROUTE_TEXTS: Record<string, string> = nlNL.routes;

/** example parameters for the routes that have them */
const EXAMPLE_PARAMETERS: Record<string, string> = {
  selectedYear: '2027',
  contractCode: 'ZZ01',
  agreementId: '1000123',
  shouldResetSelection: 'true',
  cluster: 'polis',
};
const QUERIES: Record<string, string> = {
  'idin-callback-authentication': '?sessionId=abc',
  'idin-callback-register': '?sessionId=abc',
  'idin-callback-abort': '?sessionId=abc',
  'idin-callback-error': '?sessionId=abc',
  'idin-callback': '?code=1&state=2',
  'healthcare-costs': '?jaar=2026',
};

const pathOf = (routeName: string) =>
  `/${(ROUTES[routeName] ?? '').replace(/:(\w+)/g, (_, name: string) => EXAMPLE_PARAMETERS[name] ?? name)}${QUERIES[routeName] ?? ''}`;

/** The route of a path, as the router matches it (case-insensitive); null: not found. */
function routeOfPath(pathname: string): string | null {
  const found = Object.entries(ROUTES).find(([, pattern]) =>
    new RegExp(`^/${pattern.replace(/:\w+/g, '[^/]+')}/?$`, 'i').test(pathname),
  );
  return found ? found[0] : null;
}

async function expectOwnTitle(page: Page, opened: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), opened).toBeVisible();
  await expect(async () => {
    const routeName = routeOfPath(new URL(page.url()).pathname);
    const pageName = routeName === null ? nlNL.app.notFoundTitle : ROUTE_TEXTS[routeName];
    expect(pageName, `${opened} ends on ${page.url()}`).toBeTruthy();
    expect(await page.title(), opened).toBe(`${pageName} – Mijn Zorgzaam`);
  }).toPass({ timeout: 5000 });
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test('every public route has its own title; the document language is Dutch', async ({ page }) => {
  await page.goto('/inloggen?label=zorgzaam');
  await expect(page).toHaveTitle('Inloggen – Mijn Zorgzaam');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  for (const routeName of Object.keys(PUBLIC_ROUTES)) {
    await page.goto(pathOf(routeName));
    await expectOwnTitle(page, routeName);
  }
  await page.goto('/bestaat-niet');
  await expect(page).toHaveTitle('Pagina niet gevonden – Mijn Zorgzaam');
});

// the authenticated routes in groups of eight (about 6 s each on an idle machine), so that both workers share them
// rather than one test of all thirty ending the run on one worker; a failure names its group
const AUTHENTICATED_ROUTE_NAMES = Object.keys(AUTHENTICATED_ROUTES).filter((name) => name !== 'logout');
const GROUP = 8;
for (let first = 0; first < AUTHENTICATED_ROUTE_NAMES.length; first += GROUP) {
  const group = AUTHENTICATED_ROUTE_NAMES.slice(first, first + GROUP);
  test(`every authenticated route has its own title: ${group[0]} … ${group.at(-1)}`, async ({ page, context, request }) => {
    await signInAs(context, request, 'hoofdverzekerde');
    for (const routeName of group) {
      await page.goto(pathOf(routeName));
      await expectOwnTitle(page, routeName);
    }
  });
}

test('a screen that shows one thing of its route names it first: which login detail, which offer', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/wijzig-instellingen?wijzig=wachtwoord');
  await expect(page).toHaveTitle('Wachtwoord wijzigen – Instellingen wijzigen – Mijn Zorgzaam');
  await page.goto('/wijzig-instellingen?wijzig=telefoonnummer');
  await expect(page).toHaveTitle('Telefoonnummer wijzigen – Instellingen wijzigen – Mijn Zorgzaam');
  // the choice of what to change, and the next page, have no subject
  await page.goto('/wijzig-instellingen');
  await expect(page).toHaveTitle('Instellingen wijzigen – Mijn Zorgzaam');
  await page.goto('/leden-aanbiedingen?aanbieding=sportschool-fitfabriek');
  await expect(page).toHaveTitle('Drie maanden sporten met 25% korting – Ledenvoordeel – Mijn Zorgzaam');
  await page.getByRole('link', { name: 'Terug naar alle aanbiedingen' }).click();
  await expect(page).toHaveTitle('Ledenvoordeel – Mijn Zorgzaam');
});

test('a navigation inside the single-page app sets the title too', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/home');
  await expect(page).toHaveTitle('Overzicht – Mijn Zorgzaam');
  await page.getByRole('main').getByRole('link', { name: 'Naar de berichtenbox' }).click();
  await expect(page).toHaveTitle('Berichtenbox – Mijn Zorgzaam');
});

test('issue 12 point 12: the chosen language is kept across a reload, and the document language follows it', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/home');
  await page.getByRole('group', { name: 'Taal van het menu' }).getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page).toHaveTitle('Overview – Mijn Zorgzaam');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // the language only: no personal data
  expect(await page.evaluate(() => localStorage.getItem('mijn-omgeving.language'))).toBe('en-US');
});

/** The language an element is read in: its own or its nearest ancestor's `lang`. */
const languageOf = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => element.closest('[lang]')?.getAttribute('lang') ?? null);

test('under the English menu the Dutch content is marked Dutch, and a page with no English title stays Dutch (WCAG 3.1.2)', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/instellingen');
  await page.getByRole('group', { name: 'Taal van het menu' }).getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page).toHaveTitle('Settings – Mijn Zorgzaam');
  // the screen is Dutch: spec 01 §1 has English only for navigation labels
  expect(await languageOf(page.getByRole('heading', { level: 1, name: 'Instellingen' }))).toBe('nl-NL');
  expect(await languageOf(page.getByTestId('logged-in-as'))).toBe('nl-NL');
  expect(await languageOf(page.getByRole('link', { name: 'Log out' }))).toBe('en-US');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if (await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  expect(await languageOf(menu.getByRole('button', { name: 'My details' }))).toBe('en-US');
  await expectNoAxeViolations(page);
  // the login page has no English: all of it Dutch, the document too
  await page.goto('/uitloggen');
  await expect(page).toHaveURL(/\/inloggen/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
});
