import { expect, test, type Locator, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';
import { picture, VIEWPORTS } from './support/screenshots';

/** Moves the focus with the Tab key alone until `target` has it (the keyboard-only walk of a form). */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never got the focus with Tab');
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${device} width`, () => {
    test.use({ viewport });

    test('zorgpas-ehic: hoofdverzekerde sees the cards, downloads one, and requests a card for a child with the keyboard: accepted, then denied for 3 months', async ({ page, context, request }) => {
      await signInAs(context, request, 'hoofdverzekerde');
      const holdersAnswer = page.waitForResponse((response) => response.url().includes('/api/Customer/getAllCustomersWithActiveInsuranceCard'));
      await page.goto('/zorgpas-ehic');
      await expect(page.getByRole('heading', { level: 1, name: 'Zorgpas en EHIC' })).toBeVisible();
      // self and the two children under 16; the partner (16 or over) has an own account
      const cards = page.getByRole('heading', { level: 2, name: /^Zorgpas van / });
      await expect(cards).toHaveCount(3);
      // the card holders are the persons with an active insurance card (spec 02 §7 "Customer/getAllCustomersWithActiveInsuranceCard")
      const holders = (await (await holdersAnswer).json()) as { initials: string | null; prefix: string | null; lastName: string }[];
      const holderNames = holders.map((holder) => [holder.initials, holder.prefix, holder.lastName].filter(Boolean).join(' '));
      await expect(cards).toHaveText(holderNames.map((name) => `Zorgpas van ${name}`));
      const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: /^Zorgpas van / }) }).first();
      await expect(first.getByText('Verzekerdennummer')).toBeVisible();
      await expect(first.getByText(/^\d{4} \d{4} \d+$/)).toBeVisible();
      await expect(first.getByText('3358 Zorgzaam')).toBeVisible();
      await expect(first.getByText('Europese zorgpas', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await picture(page, device, 'insurance-card', { fullPage: true });

      const download = page.waitForEvent('download');
      await first.getByRole('button', { name: /downloaden/ }).click();
      expect((await download).suggestedFilename()).toMatch(/^Zorgpas en EHIC van \p{L}.*\.pdf$/u);

      // the request, with the keyboard only: nothing chosen first is refused with its message
      const persons = page.getByRole('group', { name: /Voor wie vraagt u een nieuwe zorgpas aan\?/ }).getByRole('checkbox');
      await expect(persons).toHaveCount(3);
      for (const [index, name] of holderNames.entries()) await expect(persons.nth(index)).toHaveAccessibleName(name);
      const submit = page.getByRole('button', { name: 'Zorgpas aanvragen' });
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'Er is een probleem' })).toContainText('Kies voor wie u een nieuwe zorgpas wilt aanvragen.');
      await expectNoAxeViolations(page);

      const child = persons.nth(1);
      const childName = ((await page.locator(`label[for="${await child.getAttribute('id')}"]`).textContent()) ?? '').trim();
      await tabTo(page, child);
      await page.keyboard.press('Space');
      await expect(child).toBeChecked();
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      // issue 33 point 7: a card on its way ends in a success popup
      const receipt = page.getByRole('dialog', { name: 'Uw nieuwe zorgpas is aangevraagd' });
      await expect(receipt).toContainText(
        new RegExp(`De nieuwe zorgpas voor ${childName} wordt verstuurd en is rond \\w+ \\d+ \\w+ \\d{4} in huis\\.`),
      );
      // its reference, by which Mijn aanvragen lists it, and when a next card can be asked
      await expect(receipt).toContainText(`Kenmerk voor ${childName}`);
      await expect(receipt).toContainText('over 3 maanden weer aanvragen');
      const requestId = ((await receipt.getByTestId('insurance-card-reference').textContent()) ?? '').trim();
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      await expect(receipt.getByRole('link', { name: 'Bekijk mijn aanvragen' })).toHaveAttribute('href', `/mijn-aanvragen?aanvraag=${requestId}`);
      await expect(child).not.toBeChecked();
      await expectNoAxeViolations(page);
      await picture(page, device, 'insurance-card-accepted', { fullPage: true });
      await page.keyboard.press('Escape');
      await expect(receipt).toBeHidden();

      // at once again: denied, a card was requested in the last 3 months
      await tabTo(page, child);
      await page.keyboard.press('Space');
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `Voor ${childName} is in de afgelopen 3 maanden al een nieuwe zorgpas aangevraagd.` })).toBeVisible();
      await expectNoAxeViolations(page);
      await picture(page, device, 'insurance-card-denied', { fullPage: true });

      const stored = (await (await request.get(`${apiOrigin()}/__fake/db/insuranceCardRequests`)).json()) as { seeded?: true }[];
      expect(stored.filter((card) => !card.seeded)).toHaveLength(1);
    });
  });
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${device} width`, () => {
    test.use({ viewport });

    test('verzekeringsrecht: buitenland completes the yearly check with the keyboard, a future year refused first; the receipt says what the answers mean and leads to Mijn aanvragen; the tile is gone', async ({ page, context, request }) => {
      await signInAs(context, request, 'buitenland');
      await page.goto('/home');
      const tile = page.getByRole('link', { name: 'Start de controle' });
      await expect(tile).toHaveAttribute('href', '/verzekeringsrecht');
      await tile.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Controle verzekeringsrecht' })).toBeVisible();
      await expect(page.getByText('Stap 1 van 2: Uw situatie')).toBeVisible();
      // the last Dutch income is asked only once none of income, benefit and self-employed is yes
      const year = page.getByRole('textbox', { name: /In welk jaar had u voor het laatst inkomen uit Nederland\?/ });
      await expect(year).toHaveCount(0);

      const next = page.getByRole('button', { name: 'Volgende' });
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      const problems = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
      await expect(problems).toContainText('Geef aan of u inkomen uit werk in Nederland heeft.');
      await expectNoAxeViolations(page);
      await picture(page, device, 'insurance-right-errors', { fullPage: true });

      // each question "Nee" with the arrow key in its radio group, other income "Ja"
      for (const [question, answer] of [
        ['Heeft u inkomen uit werk in Nederland?', 'ArrowRight'],
        ['Heeft u een uitkering of pensioen uit Nederland?', 'ArrowRight'],
        ['Heeft u ander inkomen?', 'Space'],
        ['Bent u zelfstandig ondernemer in Nederland?', 'ArrowRight'],
      ] as const) {
        await tabTo(page, page.getByRole('radiogroup', { name: new RegExp(question.replace('?', '\\?')) }).getByRole('radio').first());
        await page.keyboard.press(answer);
      }
      await expect(page.getByRole('radiogroup', { name: /Heeft u ander inkomen\?/ }).getByRole('radio', { name: 'Ja' })).toBeChecked();
      // issue 33 point 14: what a "Nee" to the questions about the Netherlands means, before the year is asked
      const meaning = page.getByRole('region', { name: 'Nee op de vragen over Nederland: wat betekent dat?' });
      await expect(meaning).toContainText('meestal geen recht meer op de Nederlandse zorgverzekering');
      // the year appeared after 'Volgende' was pressed: the user has not had a chance to answer it, so it is not in error yet
      await expect(year).toBeVisible();
      await expect(year).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#insurance-right-last-income-error')).toHaveCount(0);
      // every question that was there is answered now: no summary, and nothing about the year
      await expect(page.getByRole('alert').filter({ hasText: 'In welk jaar' })).toHaveCount(0);
      // pressed again with the year empty: its error names the question, in the summary and at the field
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      const yearMissing = 'Vul dit in: In welk jaar had u voor het laatst inkomen uit Nederland?';
      await expect(problems).toContainText(yearMissing);
      await expect(year).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#insurance-right-last-income-error')).toHaveText(yearMissing);
      await tabTo(page, year);
      await page.keyboard.type('2999');
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      const yearInFuture = 'In welk jaar had u voor het laatst inkomen uit Nederland? Het jaar mag niet in de toekomst liggen.';
      await expect(problems).toContainText(yearInFuture);
      await expect(page.locator('#insurance-right-last-income-error')).toHaveText(yearInFuture);
      // the summary's line leads to the year
      await problems.getByRole('link', { name: yearInFuture }).click();
      await expect(year).toBeFocused();
      await tabTo(page, year);
      await page.keyboard.press('Control+A');
      await page.keyboard.type('2019');
      await tabTo(page, next);
      await page.keyboard.press('Enter');

      await expect(page.getByText('Stap 2 van 2: Controleren en versturen')).toBeVisible();
      await expect(page.getByText('2019', { exact: true })).toBeVisible();
      await expect(meaning).toBeVisible();
      await expectNoAxeViolations(page);
      await picture(page, device, 'insurance-right-summary', { fullPage: true });
      await tabTo(page, page.getByRole('button', { name: 'Controle versturen' }));
      await page.keyboard.press('Enter');

      // issue 33 points 7 and 14: a success popup like every other request, with its reference and what the answers mean
      const receipt = page.getByRole('dialog', { name: 'Uw controle is verstuurd' });
      await expect(receipt).toBeVisible();
      const [check] = (await (await request.get(`${apiOrigin()}/__fake/db/insuranceRightChecks`)).json()) as { checkId: string; lastDutchIncome: string | null; hasOtherIncome: boolean }[];
      expect(check).toMatchObject({ lastDutchIncome: '2019', hasOtherIncome: true });
      await expect(receipt).toContainText('Bedankt. Wij hebben uw antwoorden ontvangen. U hoeft de controle dit jaar niet opnieuw te doen.');
      await expect(receipt.getByTestId('insurance-right-reference')).toHaveText(check!.checkId);
      for (const [term, answer] of [
        ['Inkomen uit werk in Nederland', 'Nee'],
        ['Uitkering of pensioen uit Nederland', 'Nee'],
        ['Ander inkomen', 'Ja'],
        ['Zelfstandig ondernemer in Nederland', 'Nee'],
        ['Laatste inkomen uit Nederland', '2019'],
        ['Bewijsstukken', 'Geen'],
      ] as const) {
        await expect(receipt.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]')).toHaveText(answer);
      }
      await expect(receipt.getByTestId('insurance-right-meaning')).toContainText('meestal geen recht meer op de Nederlandse zorgverzekering');
      await expect(receipt.getByTestId('insurance-right-meaning')).toContainText(/laten u uiterlijk \w+ \d{1,2} \w+ \d{4} schriftelijk weten/);
      await expectNoAxeViolations(page);
      await picture(page, device, 'insurance-right-receipt');

      // its link opens Mijn aanvragen, where the check is marked as just sent, with the same reference
      const myRequests = receipt.getByRole('link', { name: 'Bekijk mijn aanvragen' });
      await tabTo(page, myRequests);
      await picture(page, device, 'insurance-right-receipt-end');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/mijn-aanvragen\\?aanvraag=${check!.checkId}$`));
      const listed = page.getByTestId('my-request').filter({ hasText: 'Zojuist verstuurd' });
      await expect(listed.getByRole('heading', { level: 2 })).toHaveText('Controle verzekeringsrecht');
      await expect(listed).toContainText(check!.checkId);

      // the dashboard's tile is gone
      await page.goto('/home');
      await expect(page.getByRole('region', { name: 'Uw gegevens in het kort' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Start de controle' })).toHaveCount(0);
      // the route follows the check: no longer required, no longer there
      await page.goto('/verzekeringsrecht');
      await expect(page).toHaveURL(/\/home$/);
    });
  });
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${device} width`, () => {
    test.use({ viewport });

    test('leden-aanbiedingen: hoofdverzekerde opens an offer from the list and tips a friend with the keyboard, a wrong address refused first', async ({ page, context, request }) => {
      await signInAs(context, request, 'hoofdverzekerde');
      await page.goto('/leden-aanbiedingen');
      await expect(page.getByRole('heading', { level: 1, name: 'Ledenvoordeel' })).toBeVisible();
      // the running offers; the one that ended yesterday is not listed
      await expect(page.getByRole('link', { name: /^Bekijk de aanbieding van / })).toHaveCount(3);
      await expect(page.getByText('Zwemschool De Golf')).toHaveCount(0);
      await expect(page.getByRole('img', { name: 'Een halter in de kleuren van FitFabriek' })).toBeVisible();
      await expectNoAxeViolations(page);
      await picture(page, device, 'member-offers', { fullPage: true });

      const view = page.getByRole('link', { name: 'Bekijk de aanbieding van FitFabriek' });
      await tabTo(page, view);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/leden-aanbiedingen\?aanbieding=sportschool-fitfabriek$/);
      // the offer's title is the page's: it has the focus (not the body) and names the tab
      const offerTitle = page.getByRole('heading', { level: 1, name: 'Drie maanden sporten met 25% korting' });
      await expect(offerTitle).toBeFocused();
      await expect(page).toHaveTitle('Drie maanden sporten met 25% korting – Ledenvoordeel – Mijn Zorgzaam');
      await expect(page.getByText('ZORG25FIT')).toBeVisible();

      const send = page.getByRole('button', { name: 'Tip versturen' });
      await tabTo(page, send);
      await page.keyboard.press('Enter');
      const problems = page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
      await expect(problems).toContainText('Vul de naam in van degene die u tipt.');
      await tabTo(page, page.getByRole('textbox', { name: /^Naam van degene die u tipt/ }));
      await page.keyboard.type('Noor 2');
      await tabTo(page, send);
      await page.keyboard.press('Enter');
      // the shared rule's words, named with their field as in every form
      await expect(problems).toContainText("Naam van degene die u tipt: Gebruik alleen letters, spaties en de tekens - ' ,");

      await tabTo(page, page.getByRole('textbox', { name: /^Naam van degene die u tipt/ }));
      await page.keyboard.type('Noor de Vries');
      await tabTo(page, page.getByRole('textbox', { name: /^E-mailadres van degene die u tipt/ }));
      await page.keyboard.type('noor@');
      await tabTo(page, send);
      await page.keyboard.press('Enter');
      await expect(problems).toContainText('E-mailadres van degene die u tipt: Vul een valide e-mail adres in');
      await expect(page.getByRole('textbox', { name: /^E-mailadres van degene die u tipt/ })).toHaveAccessibleDescription(/E-mailadres van degene die u tipt: Vul een valide e-mail adres in/);
      await expectNoAxeViolations(page);
      await picture(page, device, 'member-offer-tip-errors', { fullPage: true });

      await tabTo(page, page.getByRole('textbox', { name: /^E-mailadres van degene die u tipt/ }));
      // Tab selects the field's text: the end key keeps it
      await page.keyboard.press('End');
      await page.keyboard.type('example.nl');
      await tabTo(page, page.getByRole('textbox', { name: /^Persoonlijk bericht/ }));
      await page.keyboard.type('Iets voor jou?');
      await tabTo(page, send);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('notice').filter({ hasText: 'Uw tip is verstuurd naar Noor de Vries.' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Naam van degene die u tipt/ })).toHaveValue('');
      await expectNoAxeViolations(page);
      await picture(page, device, 'member-offer-tip-sent', { fullPage: true });
      const [tip] = (await (await request.get(`${apiOrigin()}/__fake/db/memberOfferTips`)).json()) as { offerId: string; friendEmail: string; message: string }[];
      expect(tip).toMatchObject({ offerId: 'sportschool-fitfabriek', friendEmail: 'noor@example.nl', message: 'Iets voor jou?' });

      await page.getByRole('link', { name: 'Terug naar alle aanbiedingen' }).click();
      await expect(page.getByRole('link', { name: /^Bekijk de aanbieding van / })).toHaveCount(3);
      await expect(page.getByRole('heading', { level: 1, name: 'Ledenvoordeel' })).toBeFocused();
      await expect(page).toHaveTitle('Ledenvoordeel – Mijn Zorgzaam');
    });
  });
}
