import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { expectNoAxeViolations } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { receivedRequests } from './support/requests';
import { screenshotPath, VIEWPORTS } from './support/screenshots';

/** dd-MM-yyyy, as typed, counted from today */
const daysAhead = (days: number) => format(addDays(new Date(), days), 'dd-MM-yyyy');
const isoDaysAhead = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');
const problems = (page: Page) => page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
const next = (page: Page) => page.getByRole('button', { name: 'Volgende' }).click();

/** Each state is looked at in both widths within one walk (the walk itself is the same at both): axe and a screenshot. */
async function lookAtBothWidths(page: Page, name: string): Promise<void> {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath(device, name), fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Tab (and only Tab) until the element has focus, as a keyboard user would; fails after a few presses. */
async function tabTo(page: Page, target: Locator, most = 8): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test('hoofdverzekerde asks district nursing for a child: a refused care time first, then sent', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/zorgbemiddeling-aanvragen');
  await expect(page.getByRole('heading', { level: 1, name: 'Zorgbemiddeling aanvragen' })).toBeVisible();
  await expect(page.getByText('Stap 1 van 3: Soort aanvraag')).toBeVisible();
  await page.getByRole('radio', { name: 'Wijkverpleging' }).check();
  // district nursing: the main insured may ask for self and the children under 16
  const persons = page.getByRole('radiogroup', { name: 'Voor wie vraagt u zorgbemiddeling aan?' }).getByRole('radio');
  await expect(persons).toHaveCount(3);
  await persons.nth(1).check();
  await lookAtBothWidths(page, 'care-mediation-choice');
  await next(page);

  await expect(page.getByText('Stap 2 van 3: Uw gegevens')).toBeVisible();
  await page.getByRole('radiogroup', { name: /Heeft u een indicatie/ }).getByRole('radio', { name: 'Ja' }).check();
  await page.getByRole('radio', { name: 'Verpleging', exact: true }).check();
  await page.getByLabel(/^Persoonlijke verzorging: uren per week/).fill('3');
  await page.getByLabel(/^Hoe vaak per week/).fill('9');
  await page.getByLabel(/^Vanaf wanneer/).fill(daysAhead(7));
  await next(page);
  // "type 1 needs nursing time"; "times per week 1 to 7"
  await expect(problems(page)).toContainText('Vul de tijd voor verpleging in.');
  await expect(problems(page)).toContainText('Vul een aantal keer per week in van 1 tot en met 7.');
  await lookAtBothWidths(page, 'care-mediation-refused');

  await page.getByLabel(/^Verpleging: uren per week/).fill('2');
  await page.getByLabel(/^Verpleging: en minuten/).fill('30');
  await page.getByLabel(/^Hoe vaak per week/).fill('3');
  await next(page);
  await expect(page.getByText('Stap 3 van 3: Controleren en versturen')).toBeVisible();
  await expect(page.getByText('Wijkverpleging')).toBeVisible();
  await lookAtBothWidths(page, 'care-mediation-summary');

  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByTestId('notice').filter({ hasText: 'Uw aanvraag voor zorgbemiddeling is verstuurd.' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const { careMediation } = await receivedRequests(request, 'hoofdverzekerde');
  expect(careMediation).toHaveLength(1);
  expect(careMediation[0]).toMatchObject({
    flow: 'district-nursing',
    answers: { Indication: 'true', CombinedCareType: '1', 'NursingTime.Hours': '2', 'NursingTime.Minutes': '30', TimesPerWeek: '3', StartDate: isoDaysAhead(7) },
  });
});

test('mental-health mediation is offered only for oneself, and not under 18', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/zorgbemiddeling-aanvragen');
  await page.getByRole('radio', { name: 'Geestelijke gezondheidszorg (ggz)' }).check();
  // the children are not offered: the main insured asks for herself only
  await expect(page.getByText(/^U vraagt zorgbemiddeling aan voor /)).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Voor wie vraagt u zorgbemiddeling aan?' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Wijkverpleging' }).check();
  await expect(page.getByRole('radiogroup', { name: 'Voor wie vraagt u zorgbemiddeling aan?' }).getByRole('radio')).toHaveCount(3);

  // the co-insured of 17 may ask district nursing for himself, but no mental health care
  await context.clearCookies();
  await signInAs(context, request, 'medeverzekerde');
  await page.goto('/zorgbemiddeling-aanvragen');
  await page.getByRole('radio', { name: 'Geestelijke gezondheidszorg (ggz)' }).check();
  await next(page);
  await expect(problems(page)).toContainText('U kunt deze zorgbemiddeling voor niemand op uw polis aanvragen');
  await expectNoAxeViolations(page);
});

test('a general practitioner with the keyboard only', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/zorgbemiddeling-aanvragen');
  await expect(page.getByRole('heading', { level: 1, name: 'Zorgbemiddeling aanvragen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Een huisarts' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Een huisarts' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stap 2 van 3: Uw gegevens')).toBeVisible();
  // the reason: the first option, then the distance
  await tabTo(page, page.getByRole('radio', { name: 'Ik ben verhuisd' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Binnen 15 km' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Binnen 50 km' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('1500');
  await page.keyboard.press('Enter');
  await expect(problems(page)).toContainText('Vul een afstand in van 1 tot en met 1000 meter.');
  await expect(problems(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Maximale loopafstand/)).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stap 3 van 3: Controleren en versturen')).toBeVisible();
  await page.getByRole('button', { name: 'Aanvraag versturen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('notice').filter({ hasText: 'Uw aanvraag voor zorgbemiddeling is verstuurd.' })).toBeVisible();
  const { careMediation } = await receivedRequests(request, 'hoofdverzekerde');
  expect(careMediation[0]).toMatchObject({ flow: 'general-practitioner', answers: { Reason: 'moved', Distance: '50', WalkingDistanceInMeters: '150' } });
});

test('hoofdverzekerde asks kidney dialysis abroad: an end before the start first, then transport and a price', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/behandeling-buitenland-aanvragen');
  await expect(page.getByRole('heading', { level: 1, name: 'Behandeling in het buitenland aanvragen' })).toBeVisible();
  await page.getByRole('radio', { name: 'Nierdialyse' }).check();
  await next(page);

  await page.getByLabel(/^Naam van de zorginstelling/).fill('Centro de Diálisis Alicante');
  await page.getByLabel(/^Straat van de zorginstelling/).fill('Calle Mayor');
  await page.getByLabel(/^Huisnummer van de zorginstelling/).fill('12');
  await page.getByLabel(/^Postcode van de zorginstelling/).fill('03001');
  await page.getByLabel(/^Plaats van de zorginstelling/).fill('Alicante');
  await page.getByLabel(/^Land van de zorginstelling/).selectOption('ES');
  await page.getByLabel(/^Telefoonnummer van de zorginstelling/).fill('+34965123456');
  await page.getByLabel(/^Begindatum/).fill(daysAhead(30));
  await page.getByLabel(/^Einddatum/).fill(daysAhead(20));
  await page.getByRole('radiogroup', { name: /vervoer nodig/ }).getByRole('radio', { name: 'Ja' }).check();
  // the residence is asked only with transport
  await expect(page.getByLabel(/^Straat van uw verblijfadres/)).toBeVisible();
  await page.getByLabel(/^Hoeveel dialyses/).fill('6');
  await page.getByRole('radiogroup', { name: /al goedgekeurd/ }).getByRole('radio', { name: 'Ja' }).check();
  await page.getByRole('radiogroup', { name: /prijs genoemd/ }).getByRole('radio', { name: 'Ja' }).check();
  await page.getByLabel(/^Bedrag in euro/).fill('1250,50');
  await next(page);
  await expect(problems(page)).toContainText('De einddatum mag niet vóór de begindatum liggen.');
  await expect(problems(page)).toContainText('Vul dit in: Straat van uw verblijfadres');
  await lookAtBothWidths(page, 'treatment-abroad-refused');

  await page.getByLabel(/^Einddatum/).fill(daysAhead(44));
  await page.getByLabel(/^Straat van uw verblijfadres/).fill('Avenida del Mar');
  await page.getByLabel(/^Postcode van uw verblijfadres/).fill('03002');
  await page.getByLabel(/^Huisnummer van uw verblijfadres/).fill('7');
  await page.getByLabel(/^Plaats van uw verblijfadres/).fill('Alicante');
  await page.getByLabel(/^Land van uw verblijfadres/).selectOption('ES');
  await next(page);
  await expect(page.getByText('Stap 3 van 3: Controleren en versturen')).toBeVisible();
  await expect(page.getByText('€ 1.250,50')).toBeVisible();
  await lookAtBothWidths(page, 'treatment-abroad-summary');

  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByTestId('notice').filter({ hasText: 'Uw aanvraag voor een behandeling in het buitenland is verstuurd.' })).toBeVisible();
  const { treatmentAbroad } = await receivedRequests(request, 'hoofdverzekerde');
  expect(treatmentAbroad).toHaveLength(1);
  expect(treatmentAbroad[0]).toMatchObject({
    flow: 'kidney-dialysis',
    answers: {
      'InstanceAbroad.CountryCode': 'ES',
      'InstanceAbroad.PhoneNumber': '+34965123456',
      StartDate: isoDaysAhead(30),
      EndDate: isoDaysAhead(44),
      NeedsTransport: 'true',
      'Residence.CountryCode': 'ES',
      NumberOfDialysis: '6',
      PriceMentioned: 'true',
      Amount: '1250.5',
    },
  });
});

test('kidney dialysis abroad with the keyboard only', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/behandeling-buitenland-aanvragen');
  await expect(page.getByRole('heading', { level: 1, name: 'Behandeling in het buitenland aanvragen' })).toBeFocused();
  await tabTo(page, page.getByRole('radio', { name: 'Een medische behandeling' }));
  // the arrow keys move through the flows and choose
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Nierdialyse' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stap 2 van 3: Uw gegevens')).toBeVisible();

  const typed: [RegExp, string][] = [
    [/^Naam van de zorginstelling/, 'Centro de Dialisis'],
    [/^Straat van de zorginstelling/, 'Calle Mayor'],
    [/^Huisnummer van de zorginstelling/, '12'],
    [/^Postcode van de zorginstelling/, '03001'],
    [/^Plaats van de zorginstelling/, 'Alicante'],
    [/^Land van de zorginstelling/, 'Spanje'],
    [/^Telefoonnummer van de zorginstelling/, '+34965123456'],
    [/^Begindatum/, daysAhead(10)],
    [/^Einddatum/, daysAhead(24)],
  ];
  for (const [label, text] of typed) {
    await tabTo(page, page.getByLabel(label), 40);
    await page.keyboard.type(text);
  }
  await expect(page.getByLabel(/^Land van de zorginstelling/)).toHaveValue('ES');
  // "Nee" for transport: the group is entered on "Ja", the arrow moves and chooses
  await tabTo(page, page.getByRole('radiogroup', { name: /vervoer nodig/ }).getByRole('radio', { name: 'Ja' }));
  await page.keyboard.press('ArrowRight');
  await tabTo(page, page.getByLabel(/^Hoeveel dialyses/));
  await page.keyboard.type('6');
  for (const question of [/al goedgekeurd/, /prijs genoemd/]) {
    await tabTo(page, page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Ja' }));
    await page.keyboard.press('ArrowRight');
  }
  await expect(page.getByLabel(/^Bedrag in euro/)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stap 3 van 3: Controleren en versturen')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Aanvraag versturen' }), 80);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('notice').filter({ hasText: 'Uw aanvraag voor een behandeling in het buitenland is verstuurd.' })).toBeVisible();
  const { treatmentAbroad } = await receivedRequests(request, 'hoofdverzekerde');
  expect(treatmentAbroad[0]).toMatchObject({ flow: 'kidney-dialysis', answers: { NeedsTransport: 'false', Approval: 'false', PriceMentioned: 'false', NumberOfDialysis: '6' } });
});
