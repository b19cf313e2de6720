import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoAxeViolationsAtBothWidths, expectStateAtBothWidths } from './support/axe';
import { answerDentalQuestionnaire, answerDentalQuestionnaireByKeyboard } from './support/dental-questionnaire';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';
import { intoOfferPeriod } from './support/offer-period';
import { picture, VIEWPORTS } from './support/screenshots';

// issue 15: the dental medical selection in the edit flow and on medische-selectie

const card = (page: Page, group: string, title: string) =>
  page.getByRole('group', { name: group }).getByRole('group', { name: title, exact: true });


async function openEditPolicy(page: Page, year: number) {
  await page.goto(`/polisoverzicht?jaar=${year}`);
  await page.getByRole('link', { name: /^Wijzig uw polis voor \d{4}/ }).click();
  const main = page.getByTestId('premium-person').first();
  await expect(main).toBeVisible();
  return { main, mainName: (await main.getByRole('rowheader').textContent()) ?? '' };
}

/**
 * The seed gives hoofdverzekerde the highest voluntary own risk (500). So that
 * the walk can raise it, next year's policy first goes down to the lowest
 * voluntary own risk (100) over the API, the other packages as they are.
 */
async function withLowestVoluntaryOwnRisk(request: APIRequestContext, token: string, year: number) {
  const read = async (collection: string) => (await (await request.get(`${apiOrigin()}/__fake/db/${collection}`)).json()) as Record<string, string>[];
  const account = (await read('accounts')).find((entry) => entry['username'] === 'hoofdverzekerde');
  const main = (await read('customers')).find((entry) => entry['customerNumber'] === account?.['customerNumber']);
  const saved = await request.post(`${apiOrigin()}/api/Contract/SaveContractCards`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { agreementNumber: main?.['agreementId'], year, chosenInsurances: [{ customerNumber: main?.['customerNumber'], productComponentCodes: ['1114', 'AV2', 'XF1', 'TG2', 'OW100'] }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

{
  const device = 'desktop';
  test('a higher voluntary own risk, then Tand Best through the questionnaire, approved; the premium changes before saving and on the overview after', async ({ page, context, request }) => {
    await page.setViewportSize(VIEWPORTS[device]);
    const year = (await intoOfferPeriod(page, request)) + 1;
    await withLowestVoluntaryOwnRisk(request, await signInAs(context, request, 'hoofdverzekerde'), year);
    const { main, mainName } = await openEditPolicy(page, year);
    // the seed's 188,09 with own risk 100 instead of 500: 188,09 + 22,00 − 4,40
    await expect(main.getByRole('cell').first()).toHaveText('€ 205,69');
    await expect(main.getByRole('cell').nth(1)).toHaveText('€ 205,69');

    // raise the voluntary own risk from 100 to 300: next year's discount 4,40 → 13,20 a month
    const ownRisk300 = card(page, 'Eigen risico', '€ 300 vrijwillig (totaal € 685)');
    await expect(ownRisk300).toContainText('€ 13,20 korting per maand');
    await expect(card(page, 'Eigen risico', '€ 100 vrijwillig (totaal € 485)').getByLabel(mainName)).toBeChecked();
    await ownRisk300.getByLabel(mainName).click();
    await expect(ownRisk300.getByLabel(mainName)).toBeChecked();
    await expect(card(page, 'Eigen risico', '€ 100 vrijwillig (totaal € 485)').getByLabel(mainName)).not.toBeChecked();
    // 205,69 + 4,40 − 13,20
    await expect(main.getByRole('cell').nth(1)).toHaveText('€ 196,89');
    await expect(main.getByRole('cell').first()).toHaveText('€ 205,69');
    // the own-risk line under the adult's premium: 385 + 100 now, 385 + 300 new; none for the children
    const ownRiskLine = page.getByTestId('premium-own-risk');
    await expect(ownRiskLine).toHaveCount(1);
    await expect(ownRiskLine.getByRole('rowheader')).toHaveText(`Eigen risico per jaar van ${mainName}`);
    await expect(ownRiskLine.getByRole('cell')).toHaveText(['€ 485,00', '€ 685,00']);

    await card(page, 'Tandartsverzekering', 'Tand Best').getByLabel(mainName).click();
    const overlay = page.getByRole('dialog', { name: `Medische selectie voor ${mainName}` });
    await expect(overlay.getByTestId('medical-selection-change')).toContainText('Tand Goed');
    await expect(overlay.getByTestId('medical-selection-change')).toContainText('Tand Best');
    // nothing answered: the error summary names what is missing
    await overlay.getByRole('button', { name: 'Vragenlijst versturen' }).click();
    await expect(overlay.getByText('Ga akkoord met de voorwaarden om de vragenlijst te versturen.').first()).toBeVisible();
    await expectStateAtBothWidths(page, { screenshot: 'medical-selection-overlay', fullPage: false });

    await answerDentalQuestionnaire(overlay, '0');
    await expect(overlay).toBeHidden();
    await expect(card(page, 'Tandartsverzekering', 'Tand Best').getByLabel(mainName)).toBeChecked();
    await expect(card(page, 'Tandartsverzekering', 'Tand Goed').getByLabel(mainName)).not.toBeChecked();
    // 196,89 − 15,20 Tand Goed + 33,40 Tand Best
    await expect(main.getByRole('cell').nth(1)).toHaveText('€ 215,09');
    await expect(main.getByRole('cell').first()).toHaveText('€ 205,69');
    // the children are free: the total is the main insured's
    await expect(page.getByTestId('premium-total-month')).toContainText('€ 205,69');
    await expect(page.getByTestId('premium-total-month')).toContainText('€ 215,09');
    await picture(page, device, 'medical-selection-approved', { fullPage: true });

    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await page.getByRole('dialog', { name: 'Wijzigingen opslaan?' }).getByRole('button', { name: 'Ja, opslaan' }).click();
    await page.getByRole('dialog', { name: 'Uw polis is gewijzigd' }).getByRole('button', { name: 'Naar uw polisoverzicht' }).click();
    const overview = page.getByTestId('policy-person').first();
    await expect(overview.getByTestId('policy-product').filter({ hasText: 'Tand Best' })).toContainText('€ 33,40');
    await expect(overview.getByTestId('policy-product').filter({ hasText: 'Vrijwillig eigen risico 300' })).toBeVisible();
    await expect(overview.getByTestId('policy-product').filter({ hasText: /Vrijwillig eigen risico (100|500)/ })).toHaveCount(0);
    // 385 mandatory + 300 voluntary; the discount 13,20
    await expect(overview.getByTestId('person-excess')).toHaveText('€ 685,00');
    await expect(overview.getByText('− € 13,20')).toBeVisible();
    await expect(overview.getByTestId('person-premium-month')).toHaveText('€ 215,09');
  });
}

test('at phone width: a denied questionnaire shows the rejected overlay and keeps the old package; the next try meets the denial', async ({ page, context, request }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const year = (await intoOfferPeriod(page, request)) + 1;
  await signInAs(context, request, 'hoofdverzekerde');
  const { main, mainName } = await openEditPolicy(page, year);
  await card(page, 'Tandartsverzekering', 'Tand Best').getByLabel(mainName).click();
  await answerDentalQuestionnaire(page.getByRole('dialog', { name: `Medische selectie voor ${mainName}` }), '5');
  const rejected = page.getByRole('dialog', { name: 'Medische selectie afgewezen' });
  await expect(rejected).toContainText(`${mainName} (geboren`);
  await expect(rejected).toContainText('niet accepteren voor Tand Best');
  await expectStateAtBothWidths(page, { screenshot: 'medical-selection-rejected', fullPage: false });
  await rejected.getByRole('button', { name: 'Sluiten' }).click();
  await expect(card(page, 'Tandartsverzekering', 'Tand Goed').getByLabel(mainName)).toBeChecked();
  await expect(main.getByRole('cell').nth(1)).toHaveText('€ 188,09');

  await card(page, 'Tandartsverzekering', 'Tand Best').getByLabel(mainName).click();
  const denial = page.getByRole('dialog', { name: 'Deze tandartsverzekering kunt u niet kiezen' });
  await expect(denial).toContainText('eerder een medische selectie afgewezen');
  await expectNoAxeViolationsAtBothWidths(page);
  await denial.getByRole('button', { name: 'Sluiten' }).click();
  await expect(card(page, 'Tandartsverzekering', 'Tand Best').getByLabel(mainName)).not.toBeChecked();
});

test('polis-wijzigen finds next year\'s cards; medische-selectie on its own page; approved, the cards open with Tand Best chosen', async ({ page, context, request }) => {
  const year = (await intoOfferPeriod(page, request)) + 1;
  await signInAs(context, request, 'hoofdverzekerde');
  // without parameters: the offered year and the one agreement that may be changed
  await page.goto('/polis-wijzigen');
  await expect(page).toHaveURL(new RegExp(`/polis-wijzigen/${year}/ZZA01/\\d+/false$`));
  const main = page.getByTestId('premium-person').first();
  await expect(main).toBeVisible();
  const mainName = (await main.getByRole('rowheader').textContent()) ?? '';
  await card(page, 'Tandartsverzekering', 'Tand Best').getByRole('link', { name: 'Vragenlijst alvast invullen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Medische selectie tandartsverzekering ${year}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/medische-selectie/${year}/ZZA01/\\d+$`));
  await expectStateAtBothWidths(page, { screenshot: 'medical-selection-page' });
  await answerDentalQuestionnaire(page.getByTestId('dental-questionnaire'), '0');
  const outcome = page.getByTestId('medical-selection-outcome');
  await expect(outcome).toContainText('U bent geaccepteerd');
  await expectNoAxeViolationsAtBothWidths(page);
  await outcome.getByRole('link', { name: 'Verder met polis wijzigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Polis wijzigen voor ${year}` })).toBeVisible();
  await expect(card(page, 'Tandartsverzekering', 'Tand Best').getByLabel(mainName)).toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('at phone width, with the keyboard: the outcome takes the focus where it can be seen', () => {
  test.use({ viewport: VIEWPORTS.phone });

  for (const [missingTeeth, title, next] of [
    ['0', 'U bent geaccepteerd', 'Verder met polis wijzigen'],
    ['5', 'Medische selectie afgewezen', 'Terug naar polis wijzigen'],
  ] as const) {
    test(`on medische-selectie, ${missingTeeth} missing teeth: "${title}" is focused and in view, the next Tab reaches "${next}"`, async ({ page, context, request }) => {
      const year = (await intoOfferPeriod(page, request)) + 1;
      await signInAs(context, request, 'hoofdverzekerde');
      await page.goto('/polis-wijzigen');
      await card(page, 'Tandartsverzekering', 'Tand Best').getByRole('link', { name: 'Vragenlijst alvast invullen' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Medische selectie tandartsverzekering ${year}` })).toBeVisible();
      await answerDentalQuestionnaireByKeyboard(page.getByTestId('dental-questionnaire'), missingTeeth);
      const heading = page.getByTestId('medical-selection-outcome').getByRole('heading', { name: title });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('medical-selection-outcome').getByRole('link', { name: next })).toBeFocused();
    });
  }

  for (const missingTeeth of ['0', '5'] as const) {
    test(`in polis-wijzigen's overlay, ${missingTeeth} missing teeth: the focus ends on the card's choice, in view (rejected: after the outcome's own title)`, async ({ page, context, request }) => {
      const year = (await intoOfferPeriod(page, request)) + 1;
      await signInAs(context, request, 'hoofdverzekerde');
      const { mainName } = await openEditPolicy(page, year);
      const best = card(page, 'Tandartsverzekering', 'Tand Best').getByLabel(mainName);
      await best.focus();
      await best.press('Space');
      await answerDentalQuestionnaireByKeyboard(page.getByRole('dialog', { name: `Medische selectie voor ${mainName}` }), missingTeeth);
      if (missingTeeth === '5') {
        const rejected = page.getByRole('dialog', { name: 'Medische selectie afgewezen' });
        await expect(rejected.getByRole('heading', { name: 'Medische selectie afgewezen' })).toBeFocused();
        await expect(rejected.getByRole('heading', { name: 'Medische selectie afgewezen' })).toBeInViewport();
        await rejected.getByRole('button', { name: 'Sluiten' }).last().press('Enter');
      }
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(best).toBeChecked({ checked: missingTeeth === '0' });
      await expect(best).toBeFocused();
      await expect(best).toBeInViewport();
    });
  }
});
