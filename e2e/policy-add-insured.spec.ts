import { premiumCollectionDate } from '../domain/insurance';
import { declineDigitalPost } from './support/digital-post';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolationsAtBothWidths, expectStateAtBothWidths } from './support/axe';
import { answerDentalQuestionnaire, dentalQuestions } from './support/dental-questionnaire';
import { moveClocksTo, nextOccurrenceOf } from './support/clocks';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';
import { intoOfferPeriod } from './support/offer-period';
import { answerLate } from './support/layout-shift';
import { VIEWPORTS } from './support/screenshots';

/** Both widths, resized in place: the screenshot at each, axe at each. */
async function lookAt(page: Page, name: string): Promise<void> {
  await expectStateAtBothWidths(page, { screenshot: `add-insured-${name}` });
}

const NEWBORN_BSN = '999990019';

function birthDateDaysAgo(days: number): string {
  const date = new Date(Date.now() - days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
}

const CHILD = 'Kind (meeverzekerde jonger dan 16 jaar)';

async function fillNewborn(page: Page): Promise<void> {
  await page.locator('#persons-0-role').getByRole('radio', { name: CHILD }).check();
  await page.locator('#persons-0-initials').fill('L.');
  await page.locator('#persons-0-firstName').fill('Lotte');
  await page.locator('#persons-0-lastName').fill('Jansen');
  await page.locator('#persons-0-birthDate').fill(birthDateDaysAgo(30));
  await page.getByRole('radio', { name: 'Vrouw' }).check();
  await page.locator('#persons-0-socialSecurityNumber').fill(NEWBORN_BSN);
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test.use({ viewport: VIEWPORTS.desktop });
// one walk through five states, each looked at with axe and a screenshot at both widths: longer than the default on a loaded machine
test.setTimeout(120_000);

// issue 32 point 9: no offer period needed: a newborn is added on any day of the year, at this year's premiums
test('hoofdverzekerde adds a newborn: persons, cards with the premium, summary, saved and in progress on the overview; the same BSN again is refused, a second partner is not possible', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/polisoverzicht');
  await page.getByRole('link', { name: 'Verzekerde bijschrijven' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verzekerde bijschrijven' })).toBeVisible();

  // the rules before sending: the choices not made say so ('Maak een keuze', not 'Vul dit in'); an invalid BSN
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('link', { name: 'Wie is deze persoon? Maak een keuze.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Geslacht: Maak een keuze.' })).toBeVisible();
  await fillNewborn(page);
  await page.locator('#persons-0-socialSecurityNumber').fill('123456789');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('link', { name: 'Vul een geldig burgerservicenummer (BSN) in.' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.locator('#persons-0-socialSecurityNumber').fill(NEWBORN_BSN);

  // a partner is on the agreement already (with an own account, so the portal does not show her): the server refuses a second one
  await page.locator('#persons-0-role').getByRole('radio', { name: 'Partner' }).check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('link', { name: 'Er staat al een partner op uw polis. U kunt geen tweede partner bijschrijven.' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await expect(page).not.toHaveURL(/stap=/);
  await page.locator('#persons-0-role').getByRole('radio', { name: CHILD }).check();

  // issue 32 point 8: older than 4 months, so no newborn: the start date is picked, and not before today
  await page.locator('#persons-0-birthDate').fill(birthDateDaysAgo(200));
  // "Newborns older than 4 months get start date today": proposed, and it may be moved later, not earlier
  await expect(page.locator('#persons-0-startDate')).toHaveValue(birthDateDaysAgo(0));
  await page.locator('#persons-0-startDate').fill(birthDateDaysAgo(1));
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('link', { name: /^De ingangsdatum mag niet vóór vandaag liggen\./ })).toBeVisible();
  await lookAt(page, 'start-before-today');
  await page.locator('#persons-0-birthDate').fill(birthDateDaysAgo(30));

  // one newborn: the start date follows from the birth date
  await expect(page.getByText('De verzekering gaat in op de geboortedatum')).toBeVisible();
  await lookAt(page, 'persons');

  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/stap=dekking/);
  await expect(page.getByTestId('premium-person')).toHaveCount(1);
  await expect(page.getByTestId('premium-person')).toContainText('€ 0,00');
  // issue 33 point 14: a newborn chooses nothing (the parent's packages, free): no disabled cards, but what she gets and why;
  // the parent's dental package too (no dental offer under 18, but hers all the same, and stored with her)
  await expect(page.getByTestId('fixed-packages')).toContainText(/^Lotte Jansen krijgt zonder te kiezen: Zorgzaam Basis Vrije Keuze, Fysio Extra, Aanvullend Goed, Tand Goed\./);
  await expect(page.getByTestId('fixed-packages')).toContainText('U hoeft hier niets te kiezen.');
  await expect(page.getByRole('main').locator('input:disabled')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('group', { name: 'Basisverzekering' })).toHaveCount(0);
  await lookAt(page, 'cards');

  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/stap=controle/);
  await expect(page.getByTestId('summary-person')).toContainText('Meeverzekerde');
  await expect(page.getByTestId('summary-person')).toContainText(NEWBORN_BSN);
  await lookAt(page, 'summary');

  await page.getByRole('button', { name: 'Bijschrijven' }).click();
  const success = page.getByRole('dialog', { name: 'Uw aanvraag is ontvangen' });
  await expect(success).toBeVisible();
  // it ends as every request does: the reference, and the way to the request on Mijn aanvragen
  await expect(success.getByText('Kenmerk voor Lotte Jansen', { exact: true })).toBeVisible();
  await expect(success.getByTestId('add-insured-reference')).toHaveText(/^NV\d{6} \(verzekerd vanaf \d{1,2} \p{L}+ \d{4}\)$/u);
  const reference = /NV\d{6}/.exec((await success.getByTestId('add-insured-reference').textContent()) ?? '')![0];
  await expect(success.getByRole('link', { name: 'Bekijk mijn aanvragen' })).toHaveAttribute('href', `/mijn-aanvragen?aanvraag=${reference}`);
  await lookAt(page, 'success');
  await success.getByRole('link', { name: 'Bekijk mijn aanvragen' }).click();
  const sent = page.getByTestId('my-request').filter({ hasText: reference });
  await expect(sent.getByRole('heading', { level: 2 })).toHaveText('Verzekerde bijschrijven: meeverzekerd kind');
  await expect(sent).toContainText('Zojuist verstuurd');
  await expect(sent).toContainText('L. Jansen');
  await expectNoAxeViolationsAtBothWidths(page);
  await page.goto('/polisoverzicht');
  await expect(page.getByTestId('newly-insured-in-progress')).toContainText('L. Jansen');

  // the same BSN again: the server says it is registered already
  await page.getByRole('link', { name: 'Verzekerde bijschrijven' }).click();
  await fillNewborn(page);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('link', { name: 'Deze BSN heeft u al geregistreerd.' })).toBeVisible();
  await expect(page).not.toHaveURL(/stap=/);
  await lookAt(page, 'bsn-in-use');
});

// issue 32 point 9: "With no offer year … adding is blocked" holds for a start date in next year only
test('on 15 June, with no year offered: a start next year is refused, a newborn is added at this year\'s premiums', async ({ page, context, request }) => {
  const day = nextOccurrenceOf(6, 15, 10);
  await moveClocksTo(page, request, day);
  const daysBefore = (days: number) => {
    const date = new Date(day.getTime() - days * 86_400_000);
    return `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
  };
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/verzekerde-bijschrijven');
  await expect(page.getByRole('heading', { level: 1, name: 'Verzekerde bijschrijven' })).toBeVisible();
  await page.locator('#persons-0-role').getByRole('radio', { name: CHILD }).check();
  await page.locator('#persons-0-initials').fill('L.');
  await page.locator('#persons-0-firstName').fill('Lotte');
  await page.locator('#persons-0-lastName').fill('Jansen');
  await page.getByRole('radio', { name: 'Vrouw' }).check();
  await page.locator('#persons-0-socialSecurityNumber').fill(NEWBORN_BSN);

  // a child of 200 days: from today on, but not from 1 January next year, whose premiums are not known yet
  await page.locator('#persons-0-birthDate').fill(daysBefore(200));
  await expect(page.locator('#persons-0-startDate')).toHaveValue(daysBefore(0));
  await page.locator('#persons-0-startDate').fill(`01-01-${day.getFullYear() + 1}`);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('link', { name: /^De premies voor volgend jaar zijn nog niet bekend\./ })).toBeVisible();
  await lookAt(page, 'no-offer-year');

  // a newborn on the same day: insured from birth, at this year's premiums
  await page.locator('#persons-0-birthDate').fill(daysBefore(30));
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/stap=dekking/);
  await expect(page.getByTestId('premium-person')).toHaveCount(1);
  await expect(page.getByTestId('premium-person')).toContainText('€ 0,00');
});

// ---- issue 15 (h-newins): a newly insured adult and the dental package with medical selection ----

const card = (page: Page, group: string, title: string) => page.getByRole('group', { name: group }).getByRole('group', { name: title, exact: true });


async function fillAdult(page: Page, index: number, person: { initials: string; firstName: string; lastName: string; birthDate: string; bsn: string; startDate: string }) {
  await page.locator(`#persons-${index}-initials`).fill(person.initials);
  await page.locator(`#persons-${index}-firstName`).fill(person.firstName);
  await page.locator(`#persons-${index}-lastName`).fill(person.lastName);
  await page.locator(`#persons-${index}-birthDate`).fill(person.birthDate);
  await page.locator(`#persons-${index}-gender`).getByRole('radio', { name: 'Man' }).check();
  await page.locator(`#persons-${index}-socialSecurityNumber`).fill(person.bsn);
  await page.locator(`#persons-${index}-startDate`).fill(person.startDate);
}

test('buitenland adds her partner and a son: a son of 24 is refused (a co-insured is a child under 16); Tand Best through the questionnaire, approved for the partner and kept', async ({ page, context, request }) => {
  await signInAs(context, request, 'buitenland');
  await page.goto('/verzekerde-bijschrijven');
  await expect(page.getByRole('heading', { level: 1, name: 'Verzekerde bijschrijven' })).toBeVisible();
  // issue 32 point 8: from today (no newborn), never earlier
  const startDate = birthDateDaysAgo(0);
  await fillAdult(page, 0, { initials: 'P.', firstName: 'Pieter', lastName: 'Smit', birthDate: '04-03-1985', bsn: '999990019', startDate });
  await page.getByRole('button', { name: 'Nog iemand bijschrijven' }).click();
  await fillAdult(page, 1, { initials: 'T.', firstName: 'Tim', lastName: 'Smit', birthDate: '15-06-2001', bsn: '111222333', startDate });
  // "Switching to co-insured changes all non-partner roles to co-insured"
  await page.locator('#persons-1-role').getByRole('radio', { name: CHILD }).check();
  await expect(page.locator('#persons-0-role').getByRole('radio', { name: CHILD })).toBeChecked();
  await page.locator('#persons-0-role').getByRole('radio', { name: 'Partner' }).check();
  await expect(page.locator('#persons-1-role').getByRole('radio', { name: CHILD })).toBeChecked();
  // "Child under 16 check from birth date": a son of 24 has an own account and asks himself
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('link', { name: /Het kind moet jonger zijn dan 16 jaar\.$/ })).toBeVisible();
  await lookAt(page, 'child-not-under-16');
  await page.getByRole('button', { name: 'Persoon 2 verwijderen' }).click();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/stap=dekking/);

  // the partner: the questionnaire in the overlay with the old and the new value, approved
  const best = card(page, 'Tandartsverzekering', 'Tand Best');
  await best.getByRole('radio', { name: /Pieter Smit/ }).click();
  const overlay = page.getByRole('dialog', { name: /Medische selectie voor .*Pieter.*Smit/ });
  await expect(overlay.getByTestId('medical-selection-change')).toContainText('Geen tandartsverzekering');
  await expect(overlay.getByTestId('medical-selection-change')).toContainText('Tand Best');
  await expect(overlay).toContainText('4 maart 1985');
  await expectStateAtBothWidths(page, { screenshot: 'add-insured-medical-selection', fullPage: false });
  // the questions are about Pieter, not the user: they name him, and so does the error summary that quotes them
  await overlay.getByRole('button', { name: 'Vragenlijst versturen' }).click();
  const problems = overlay.getByRole('alert').filter({ hasText: 'Er is een probleem' });
  await expect(problems).toContainText(`${dentalQuestions('Pieter Smit').orthodontics} Maak een keuze.`);
  await expect(problems).toContainText(`Vul dit in: ${dentalQuestions('Pieter Smit').missing}`);
  await answerDentalQuestionnaire(overlay, '0', 'Pieter Smit');
  await expect(overlay).toBeHidden();
  await expect(best.getByRole('radio', { name: /Pieter Smit/ })).toBeChecked();
  // the premium after includes Tand Best
  await expect(page.getByTestId('premium-person').filter({ hasText: 'Pieter' })).toContainText('€');

  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/stap=controle/);
  await expect(page.getByTestId('summary-person').filter({ hasText: 'Pieter' })).toContainText('Tand Best');
  await page.getByRole('button', { name: 'Bijschrijven' }).click();
  await expect(page.getByRole('dialog', { name: 'Uw aanvraag is ontvangen' })).toBeVisible();
  // stored in progress with the approved questionnaire (nothing was stored when it was judged)
  const stored = (await (await request.get(`${apiOrigin()}/__fake/db/newlyInsuredPersons`)).json()) as { firstName: string; productComponentCodes: string[]; medicalSelection?: unknown }[];
  expect(stored.find((person) => person.firstName === 'Pieter')).toMatchObject({ productComponentCodes: expect.arrayContaining(['TG3']), medicalSelection: { numberOfMissingTeeth: 0 } });
  expect(stored.find((person) => person.firstName === 'Tim')).toBeUndefined();

  // "Only one partner per agreement and none if one exists": Pieter, still being added, is that partner already
  await page.goto('/verzekerde-bijschrijven');
  await expect(page.locator('#persons-0-role')).toContainText('U kunt maar één partner bijschrijven, en geen als er al een partner op uw polis staat.');
});

test("a saved change feeds the invoices: buitenland's new premium for next year is January's invoice once January has come", async ({ page, context, request }) => {
  const year = (await intoOfferPeriod(page, request)) + 1;
  await signInAs(context, request, 'buitenland');
  await page.goto(`/polisoverzicht?jaar=${year}`);
  await page.getByRole('link', { name: /^Wijzig uw polis voor \d{4}/ }).click();
  const main = page.getByTestId('premium-person').first();
  await expect(main).toBeVisible();
  const mainName = (await main.getByRole('rowheader').textContent()) ?? '';
  await card(page, 'Aanvullende verzekering', 'Aanvullend Basis').getByLabel(mainName).check();
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Wijzigingen opslaan?' });
  const newPremium = /wordt (€\s?[\d.]+,\d{2}) per maand/.exec((await confirm.textContent()) ?? '')?.[1];
  expect(newPremium).toBeTruthy();
  // paid monthly: the month's amount once, not "€ 209,01 per maand (€ 209,01 per maand)"
  await expect(confirm).toContainText(/wordt €\s[\d.]+,\d{2} per maand, vanaf 1 januari \d{4}\./);
  await confirm.getByRole('button', { name: 'Ja, opslaan' }).click();
  await expect(page.getByRole('dialog', { name: 'Uw polis is gewijzigd' })).toBeVisible();

  // January comes: the fake backend's clock and the browser's; a new login (the token of November has expired by then)
  const january = new Date(`${year}-01-02T10:00:00+01:00`);
  await moveClocksTo(page, request, january);
  await signInAs(context, request, 'buitenland');
  await page.goto('/rekeningen-en-betalingen');
  const invoice = page.getByTestId('invoice').filter({ has: page.getByRole('heading', { name: `Premie januari ${year}` }) });
  await expect(invoice).toContainText(newPremium!);
  // she pays by direct debit: January's premium is collected on its collection date, not paid by hand
  await expect(invoice.getByTestId('invoice-status')).toHaveText('Automatische incasso');
  const collectionDay = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' }).format(premiumCollectionDate(new Date(year, 0, 1)));
  await expect(invoice.getByTestId('invoice-not-payable')).toHaveText(`Wij schrijven ${newPremium!} op ${collectionDay} automatisch van uw rekening af. U hoeft zelf niets te doen.`);
  // the consent banner answered, so January's invoice is what the pictures show at each width
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
  await expectStateAtBothWidths(page, { screenshot: 'add-insured-invoice-after-change', fullPage: false, atWidth: () => invoice.scrollIntoViewIfNeeded() });
});

test('"Defaulters cannot edit the policy": wanbetaler opens verzekerde-bijschrijven from the address bar and gets a popup, not the form', async ({ page, context, request }) => {
  await signInAs(context, request, 'wanbetaler');
  // wanbetaler still gets his post on paper: that offer comes first, on any page. The page's own popup, decided once
  // its agreements are in (here after the offer is open), waits for it rather than stack over it: it did, and took
  // the clicks meant for the offer
  await answerLate(page, /\/api\/Agreement\/getAgreementDetailsForYear/i);
  await page.goto('/verzekerde-bijschrijven');
  await expect(page.getByRole('dialog', { name: 'Ontvang uw post digitaal' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const popup = page.getByRole('dialog', { name: 'Bijschrijven kan nu niet' });
  await expect(popup).toHaveCount(0);
  await declineDigitalPost(page);
  await expect(popup).toContainText('U kunt nu niemand bijschrijven, omdat er een betalingsachterstand is. Betaal eerst de openstaande rekeningen.');
  await expect(page.locator('#persons-0-firstName')).toHaveCount(0);
  await lookAt(page, 'payment-deficit');
  await popup.getByRole('button', { name: 'Naar uw polisoverzicht' }).click();
  await expect(page).toHaveURL(/\/polisoverzicht/);
});

test("tweeovereenkomsten, main insured of her own and her daughter's agreement, chooses the one the person joins; each card on the overview leads to its own", async ({ page, context, request }) => {
  await signInAs(context, request, 'tweeovereenkomsten');
  await page.goto('/verzekerde-bijschrijven');
  const choices = page.getByTestId('add-insured-agreement');
  await expect(choices).toHaveCount(2);
  await expect(page.getByText('U bent hoofdverzekerde van meer dan één overeenkomst. Kies de overeenkomst waarop u iemand bijschrijft.')).toBeVisible();
  await lookAt(page, 'choose-agreement');
  const second = ((await choices.nth(1).getByRole('heading', { level: 2 }).textContent()) ?? '').replace('Overeenkomst ', '');
  await choices.nth(1).getByRole('link', { name: `Bijschrijven op overeenkomst ${second}` }).click();
  await expect(page.getByText(`U schrijft bij op overeenkomst ${second}.`)).toBeVisible();
  await expect(page.locator('#persons-0-firstName')).toBeVisible();

  // from the policy overview, each agreement's own entry names it
  await page.goto('/polisoverzicht');
  await page.getByRole('link', { name: `Verzekerde bijschrijven op overeenkomst ${second}` }).click();
  await expect(page.getByText(`U schrijft bij op overeenkomst ${second}.`)).toBeVisible();
});
