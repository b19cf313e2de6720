import { expect, test, type Page } from './support/test';
import { expectStateAtBothWidths } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { exeFile, readablePng } from './support/files';

/**
 * Issue 33 points 1 to 3: no message key on the screen, every error names its
 * field (in the summary and at the field), money in Dutch notation.
 */

const problems = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('list') });
const summaryLines = (page: Page) => problems(page).getByRole('link');
const next = (page: Page) => page.getByRole('button', { name: 'Volgende' }).click();
const step = (page: Page, text: string) => expect(page.getByText(text)).toBeVisible();
/** a message key as the domain writes it (`files-required`, `validation.date-invalid`) */
const RAW_KEY = /\b(?:validation|pages|forms)\.[\w.-]+|\b[a-z]+(?:-[a-z]+)*-(?:required|invalid|not-allowed|readable|ambiguous)\b/;

async function expectNoRawKeys(page: Page): Promise<void> {
  await expect(page.locator('main')).not.toContainText(RAW_KEY);
}

function typedDate(daysBack: number): string {
  const date = new Date();
  date.setDate(date.getDate() - daysBack);
  return `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});
test.describe.configure({ timeout: 120_000 });

test('a declaration: errors name their fields, the files step speaks Dutch, and 1.250 is twelve hundred and fifty euros', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/indienen-zorgkosten');
  await page.getByRole('radio', { name: 'Een nota van een zorgverlener' }).check();
  await next(page);

  await step(page, 'Stap 2 van 4: Gegevens van de nota');
  await page.getByLabel(/^Soort zorg/).selectOption('hospital');
  await page.getByLabel(/^Datum van de behandeling/).fill('31-02-2026');
  // "1,250": one euro twenty-five, or twelve hundred and fifty? Refused, not guessed
  await page.getByLabel(/^Bedrag van de nota/).fill('1,250');
  await next(page);
  await expect(summaryLines(page)).toHaveText([
    'Datum van de behandeling: Vul een geldige datum in.',
    /^Bedrag van de nota: Dit bedrag kan op twee manieren gelezen worden\./,
    'Vul dit in: Naam van de zorgverlener',
    'Vul dit in: Omschrijving van de behandeling',
  ]);
  // at the field the same words
  await expect(page.locator('#declaration-treatmentDate-error')).toHaveText('Datum van de behandeling: Vul een geldige datum in.');
  await expectNoRawKeys(page);
  await expectStateAtBothWidths(page, { screenshot: 'forms-words-declaration-details' });

  await page.getByLabel(/^Datum van de behandeling/).fill(typedDate(2));
  // pasted from a bill, with the euro sign and the Dutch round amount
  await page.getByLabel(/^Bedrag van de nota/).fill('€ 1.250,-');
  await expect(page.getByLabel(/^Bedrag van de nota/)).toHaveValue('1.250,-');
  await page.getByLabel(/^Naam van de zorgverlener/).fill('Medisch Centrum Westerpark');
  await page.getByLabel(/^Omschrijving van de behandeling/).fill('Polikliniek dermatologie');
  await next(page);

  await step(page, 'Stap 3 van 4: Bijlagen');
  // no file: Dutch words that name the field, never `files-required`
  await next(page);
  await expect(summaryLines(page)).toHaveText(['De nota en andere bijlagen: Voeg minimaal één bestand toe.']);
  await expect(page.locator('#declaration-files-error')).toHaveText('De nota en andere bijlagen: Voeg minimaal één bestand toe.');
  await expectNoRawKeys(page);
  // a program is not a bill: its refusal in words too
  await page.locator('#declaration-files').setInputFiles(exeFile());
  await next(page);
  // the summary names the file it is about (each bad file has its own line)
  await expect(summaryLines(page)).toHaveText(['programma.exe: Dit bestandstype is niet toegestaan.']);
  await expectNoRawKeys(page);
  await expectStateAtBothWidths(page, { screenshot: 'forms-words-declaration-files' });
  await page.getByRole('button', { name: /^Verwijder / }).click();
  await page.locator('#declaration-files').setInputFiles(readablePng());
  await expect(page.getByText('De bestanden worden gecontroleerd op leesbaarheid…')).toBeHidden();
  await next(page);

  await step(page, 'Stap 4 van 4: Controleren en indienen');
  await expect(page.getByText('€ 1.250,00')).toBeVisible();
});

test('a bill abroad in dollars: the amount field names its currency and carries no euro sign', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/indienen-zorgkosten');
  await page.getByRole('radio', { name: 'Zorgkosten in het buitenland' }).check();
  await next(page);
  await step(page, 'Stap 2 van 4: Gegevens van de nota');
  await page.getByLabel(/^Munteenheid/).selectOption('USD');
  const amount = page.getByRole('textbox', { name: /^Bedrag van de nota \(USD\)/ });
  await amount.fill('USD 3.450,00');
  await expect(amount).toHaveValue('3.450,00');
  // the sign before the input (the hint may still speak of the € 2.000 limit)
  await expect(page.locator('.field').filter({ has: amount }).locator('.field__prefix')).toHaveText('USD');
  await expectStateAtBothWidths(page, { screenshot: 'forms-words-abroad-usd' });
});

test('costs abroad and by own car: each question and each ride named in its error, in the order of the step', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/indienen-zorgkosten');
  await page.getByRole('radio', { name: 'Zorgkosten in het buitenland' }).check();
  await next(page);
  await step(page, 'Stap 2 van 4: Gegevens van de nota');
  await page.getByLabel(/^Land/).fill('Atlantis');
  await next(page);
  // three yes/no questions: "Maak een keuze." three times would not say which
  await expect(summaryLines(page)).toHaveText([
    /^Land: /,
    'Vul dit in: Eerste dag van de behandeling',
    'Vul dit in: Laatste dag van de behandeling',
    'Vul dit in: Bedrag van de nota',
    'Vul dit in: Naam van de zorgverlener',
    'Vul dit in: Wat is er gebeurd en welke behandeling kreeg u?',
    'Had u deze klachten al voordat u op reis ging? Maak een keuze.',
    'Heeft u een reisverzekering? Maak een keuze.',
    'Is iemand anders aansprakelijk, bijvoorbeeld bij een ongeval? Maak een keuze.',
  ]);
  await expectNoRawKeys(page);

  await page.getByRole('button', { name: 'Vorige' }).click();
  await page.getByRole('radio', { name: 'Vervoerskosten (ziekenvervoer)' }).check();
  await next(page);
  await page.getByRole('radio', { name: 'Met de eigen auto' }).check();
  await page.getByRole('button', { name: 'Rit toevoegen' }).click();
  await next(page);
  const lines = await summaryLines(page).allTextContents();
  expect(lines).toEqual(
    expect.arrayContaining([
      'Rit 1: enkele reis of heen en terug? Maak een keuze.',
      'Vul dit in: Afstand van rit 1 in km',
      'Vul dit in: Afstand van rit 2 in km',
    ]),
  );
  await expect(page.locator('#declaration-trips-1-distance-error')).toHaveText('Vul dit in: Afstand van rit 2 in km');
  // spec 01 §5: "km 1 to 400"
  await page.getByLabel(/^Afstand van rit 1 in km/).fill('401');
  await next(page);
  await expect(page.locator('#declaration-trips-0-distance-error')).toHaveText('Vul de afstand in hele kilometers in, van 1 tot en met 400.');
  await expectNoRawKeys(page);
});

test('add-insured: an empty person gives one line per field, each naming it, not "Dit veld is verplicht." seven times', async ({ page, context, request }) => {
  await signInAs(context, request, 'buitenland');
  await page.goto('/verzekerde-bijschrijven');
  await expect(page.getByRole('heading', { level: 1, name: 'Verzekerde bijschrijven' })).toBeVisible();
  await next(page);
  const lines = await summaryLines(page).allTextContents();
  expect(lines.length).toBeGreaterThanOrEqual(7);
  expect(new Set(lines).size).toBe(lines.length);
  expect(lines).not.toContain('Dit veld is verplicht.');
  expect(lines).toEqual(expect.arrayContaining(['Vul dit in: Voorletters', 'Vul dit in: Voornaam', 'Vul dit in: Achternaam', 'Vul dit in: Geboortedatum']));
  // in the order of the form: who the person is comes first, the start date last
  expect(lines[0]).toBe('Wie is deze persoon? Maak een keuze.');
  expect(lines.indexOf('Vul dit in: Voornaam')).toBeLessThan(lines.indexOf('Vul dit in: Geboortedatum'));
  await expect(page.locator('#persons-0-firstName-error')).toHaveText('Vul dit in: Voornaam');
  await expectNoRawKeys(page);
  await expectStateAtBothWidths(page, { screenshot: 'forms-words-add-insured' });
});
