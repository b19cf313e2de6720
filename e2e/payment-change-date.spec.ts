import { expect, test } from './support/test';
import { expectStateAtBothWidths } from './support/axe';
import { moveClocksTo, moveNewsWithTheClock, nextOccurrenceOf } from './support/clocks';
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

test('hoofdverzekerde switches to iDEAL per quarter on 20 January: the payment details say it applies from 1 March', async ({ page, context, request }) => {
  // the term changes only while next year's packages are offered, until 31 January (spec 02 §4); the news current
  // today moved along
  const asked = nextOccurrenceOf(1, 20, 10);
  await moveClocksTo(page, request, asked);
  await moveNewsWithTheClock(page, request);
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

test('on 1 July the term cannot change: the page says when it can; the method still changes, and the server refuses a new term', async ({ page, context, request }) => {
  // "Changing the payment term is blocked while not yet possible" (spec 02 §4): outside the offer period
  const julyFirst = nextOccurrenceOf(7, 1, 10);
  await moveClocksTo(page, request, julyFirst);
  await moveNewsWithTheClock(page, request);
  const token = await signInAs(context, request, 'hoofdverzekerde');
  const agreements = await request.get(`${apiOrigin()}/api/Agreement/GetMostRecentAgreements`, { headers: { Authorization: `Bearer ${token}` } });
  const [agreement] = (await agreements.json()) as { agreementId: string; agreementIdNumber: string }[];

  await page.goto(`/betaalgegevens-wijzigen/${agreement!.agreementId}`);
  const methodForm = page.getByRole('form', { name: 'Betaalwijze en betaaltermijn' });
  await expect(methodForm.getByTestId('term-blocked')).toHaveText(
    'U kunt de betaaltermijn nu niet wijzigen. Dat kan weer zodra de pakketten voor volgend jaar worden aangeboden (tot en met 31 januari).',
  );
  await expect(methodForm.getByText('Uw betaaltermijn: Per maand')).toBeVisible();
  // what may still change says from when: the method alone
  await expect(page.getByTestId('applies-from')).toContainText(`Een nieuwe betaalwijze die u nu doorgeeft, gaat in op 1 augustus ${julyFirst.getFullYear()}.`);
  await expect(methodForm.getByRole('radio', { name: /^Per / })).toHaveCount(0);
  // the cookie choice and the news out of the way, so the pictures show the page
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
  await page.getByRole('button', { name: 'Nieuws sluiten' }).click();
  await expectStateAtBothWidths(page, {
    screenshot: 'betaaltermijn-niet-wijzigbaar',
    atWidth: async () => methodForm.getByTestId('term-blocked').scrollIntoViewIfNeeded(),
  });

  await methodForm.getByRole('radio', { name: 'Nota per post' }).check();
  await methodForm.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL('/betaal-en-rekeninggegevens');
  const section = page.getByRole('region', { name: `Overeenkomst ${agreement!.agreementIdNumber}` });
  await expect(section.getByTestId('payment-method')).toHaveText('Nota per post');
  await expect(section.getByTestId('payment-term')).toHaveText('Per maand');

  // the server holds the rule too, whatever a client sends
  const refused = await request.post(`${apiOrigin()}/api/Agreement/UpdatePaymentDetails`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { agreementId: agreement!.agreementId, paymentMethod: 'Mail', paymentTerm: 12 },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toMatch(/\(not-yet-possible\)\.$/);
});
