import { expect, test } from './support/test';
import { expectStateAtBothWidths } from './support/axe';
import { moveClocksTo } from './support/clocks';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';

/**
 * Issue 32 point 15: "Payment changes before the 10th apply the next month"
 * (spec 02). A change asked on the 20th takes effect on the 1st of the month
 * after next; until then the payment details say from when it applies and
 * what is paid until that day.
 */
const DUTCH_MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test('hoofdverzekerde switches to iDEAL per quarter on the 20th: the payment details say it applies from the 1st of the month after next', async ({ page, context, request }) => {
  const now = new Date();
  const asked = new Date(now.getFullYear(), now.getMonth() + 1, 20, 10);
  await moveClocksTo(page, request, asked);
  const effective = new Date(asked.getFullYear(), asked.getMonth() + 2, 1);
  const effectiveText = `1 ${DUTCH_MONTHS[effective.getMonth()]} ${effective.getFullYear()}`;
  const token = await signInAs(context, request, 'hoofdverzekerde');
  const agreements = await request.get(`${apiOrigin()}/api/Agreement/GetMostRecentAgreements`, { headers: { Authorization: `Bearer ${token}` } });
  const [agreement] = (await agreements.json()) as { agreementId: string; agreementIdNumber: string }[];

  await page.goto(`/betaalgegevens-wijzigen/${agreement!.agreementId}`);
  // the edit screen says it before saving
  await expect(page.getByText(`Een nieuwe betaalwijze of betaaltermijn die u nu doorgeeft, gaat in op ${effectiveText}.`, { exact: false })).toBeVisible();
  const methodForm = page.getByRole('form', { name: 'Betaalwijze en betaaltermijn' });
  await methodForm.getByRole('radio', { name: 'iDEAL-betaallink' }).check();
  await methodForm.getByRole('radio', { name: 'Per kwartaal' }).check();
  await methodForm.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL('/betaal-en-rekeninggegevens');

  const section = page.getByRole('region', { name: `Overeenkomst ${agreement!.agreementIdNumber}` });
  await expect(section.getByTestId('payment-method')).toHaveText('iDEAL-betaallink');
  await expect(section.getByTestId('payment-term')).toHaveText('Per kwartaal');
  await expect(section.getByTestId('scheduled-payment-change')).toHaveText(
    `Uw nieuwe betaalwijze en betaaltermijn gaan in op ${effectiveText}. Tot die datum betaalt u zoals eerder: automatische incasso, per maand.`,
  );
  // until then the premium is still collected: the mandate stands until that day, not "Niet afgegeven" already
  await expect(section.getByTestId('mandate')).toHaveText(`Afgegeven, tot ${effectiveText}`);
  // the cookie choice and the news out of the way, so the pictures show the page
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
  await page.getByRole('button', { name: 'Nieuws sluiten' }).click();
  await expectStateAtBothWidths(page, {
    screenshot: 'betaalgegevens-wijziging-gepland',
    atWidth: async () => expect(section.getByTestId('scheduled-payment-change')).toBeVisible(),
  });

  // from that day the new method and term are in force: nothing is said any more
  await moveClocksTo(page, request, new Date(effective.getFullYear(), effective.getMonth(), effective.getDate(), 10));
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/betaal-en-rekeninggegevens');
  await expect(section.getByTestId('payment-term')).toHaveText('Per kwartaal');
  await expect(section.getByTestId('scheduled-payment-change')).toHaveCount(0);
});
