import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';
import { screenshotPath, VIEWPORTS } from './support/screenshots';

/** Issue 17: `mijn-zorgkosten`. */

interface Listed {
  customerNumber: string;
  fullName: string;
  careProvider: string;
  status: number;
  year: number;
}

/** The declarations the fake backend holds for a person and a year, as the portal asks for them. */
async function declarationsOf(request: APIRequestContext, token: string, query: string): Promise<Listed[]> {
  const answer = await request.get(`${apiOrigin()}/api/Declaration/GetDeclarations?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Listed[];
}

async function inProgressOf(request: APIRequestContext, token: string): Promise<{ customerNumber: string; careProvider: string }> {
  const preview = await request.get(`${apiOrigin()}/api/Declaration/GetDeclarationsPreview`, { headers: { Authorization: `Bearer ${token}` } });
  const entry = ((await preview.json()) as Listed[]).find((declaration) => declaration.status === 1);
  expect(entry).toBeDefined();
  return entry!;
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${device} width`, () => {
    test.use({ viewport });

    test('hoofdverzekerde: meters and declarations of a year, a child’s declaration in progress with its date, its detail, filters in the address', async ({ page, context, request }) => {
      const token = await signInAs(context, request, 'hoofdverzekerde');
      const thisYear = new Date().getFullYear();
      const own = await declarationsOf(request, token, `year=${thisYear}`);
      const inProgress = await inProgressOf(request, token);

      await page.goto('/mijn-zorgkosten');
      await expect(page.getByRole('heading', { level: 1, name: 'Mijn zorgkosten' })).toBeVisible();
      await expect(page.getByLabel('Jaar')).toHaveValue(String(thisYear));
      // the main insured sees self and the two children under 16, not the partner
      await expect(page.getByLabel('Verzekerde').getByRole('option')).toHaveCount(3);
      await expect(page.getByRole('heading', { name: `Uw kosten in ${thisYear}` })).toBeVisible();
      await expect(page.getByTestId('cost-meter-excess')).toContainText('van € 885,00 verbruikt');
      await expect(page.getByTestId('cost-meter-gvs')).toContainText('van € 250,00 verbruikt');
      await expect(page.getByTestId('declaration')).toHaveCount(own.length);
      await expect(page.getByTestId('declaration').first().getByTestId('declaration-status')).toHaveText(/Afgehandeld|In behandeling/);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: screenshotPath(device, 'care-costs-own'), fullPage: true });

      // the child with the declaration in progress: chosen in the filter, which goes into the address
      await page.getByLabel('Verzekerde').selectOption(inProgress.customerNumber);
      await expect(page).toHaveURL(new RegExp(`/mijn-zorgkosten\\?jaar=${thisYear}&verzekerde=${inProgress.customerNumber}$`));
      const item = page.getByTestId('declaration').filter({ hasText: inProgress.careProvider });
      await expect(item.getByTestId('declaration-status')).toHaveText('In behandeling');
      await expect(item.getByTestId('handled-by')).toHaveText(/^Uiterlijk afgehandeld op \w+ \d{1,2} \w+ \d{4} \(10 werkdagen na ontvangst\)\.$/);
      await expect(page.getByTestId('cost-meter-excess')).toContainText('Geen eigen risico');
      await expect(item.getByTestId('paid-to')).toHaveText(/Verzekerde|Zorgverlener/);
      await expectNoAxeViolations(page);

      await item.getByRole('button', { name: `Bekijk details van de declaratie van ${inProgress.careProvider}` }).click();
      const dialog = page.getByRole('dialog', { name: `Declaratie van ${inProgress.careProvider}` });
      await expect(dialog.getByTestId('declaration-detail')).toContainText('Nota 1');
      await expect(dialog).toContainText('geboren op');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: screenshotPath(device, 'care-costs-detail'), fullPage: false });
      await dialog.getByRole('button', { name: 'Sluiten' }).last().click();
      await expect(dialog).toBeHidden();

      // two years back, reached from a link with the filters in the address
      const earlier = await declarationsOf(request, token, `year=${thisYear - 2}`);
      await page.goto(`/mijn-zorgkosten?jaar=${thisYear - 2}`);
      await expect(page.getByLabel('Jaar')).toHaveValue(String(thisYear - 2));
      await expect(page.getByRole('heading', { name: `Declaraties in ${thisYear - 2}` })).toBeVisible();
      await expect(page.getByTestId('declaration')).toHaveCount(earlier.length);
      await expect(page.getByText(`${earlier.length} declaraties`)).toBeVisible();
      await page.screenshot({ path: screenshotPath(device, 'care-costs-earlier-year'), fullPage: true });
    });

    test('medeverzekerde sees only self, also when the address names another person', async ({ page, context, request }) => {
      await signInAs(context, request, 'medeverzekerde');
      const hoofd = await signInAs(context, request, 'hoofdverzekerde');
      const someoneElse = (await declarationsOf(request, hoofd, '')).at(0)?.customerNumber ?? '1';
      await context.clearCookies();
      await signInAs(context, request, 'medeverzekerde');
      await page.goto(`/mijn-zorgkosten?verzekerde=${someoneElse}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Mijn zorgkosten' })).toBeVisible();
      await expect(page.getByText(/^U ziet de zorgkosten van /)).toBeVisible();
      await expect(page.getByLabel('Verzekerde')).toHaveCount(0);
      await expect(page.getByTestId('declaration').first()).toBeVisible();
      await expect(page.getByTestId('cost-meter-excess')).toContainText('Geen eigen risico');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: screenshotPath(device, 'care-costs-co-insured'), fullPage: true });
    });
  });
}
