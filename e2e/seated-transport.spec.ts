import { expect, test, type Page } from './support/test';
import { addDays, format } from 'date-fns';
import { expectNoAxeViolationsAtBothWidths, expectStateAtBothWidths } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { readablePng } from './support/files';
import { receivedRequests } from './support/requests';
import { VIEWPORTS } from './support/screenshots';

/** the dashboard's level-1 heading: a greeting by time of day */
const HOME_GREETING = /^(Goedemorgen|Goedemiddag|Goedenavond|Goedenacht) /;

/** aanvraag-zittend-ziekenvervoer (spec 02 §3 "Seated patient transport request"; issue 17). */

/** dd-MM-yyyy, as typed, counted from today */
const daysAhead = (days: number) => format(addDays(new Date(), days), 'dd-MM-yyyy');
const isoDaysAhead = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');
const problems = (page: Page) => page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
const next = (page: Page) => page.getByRole('button', { name: 'Volgende' }).click();
const yesNo = (page: Page, question: RegExp, answer: 'Ja' | 'Nee') => page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer }).check();

/** Each state looked at in both widths: axe and a screenshot. */
async function lookAtBothWidths(page: Page, name: string): Promise<void> {
  await expectStateAtBothWidths(page, { screenshot: name });
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});
// whole walks with axe in both widths at every step: slower than one check on a loaded machine
test.describe.configure({ timeout: 90_000 });

test('hoofdverzekerde asks seated transport for a child in a wheelchair: refused answers first, then sent with a statement', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/aanvraag-zittend-ziekenvervoer');
  await expect(page.getByRole('heading', { level: 1, name: 'Zittend ziekenvervoer aanvragen' })).toBeFocused();
  // the keyboard: Tab to the first situation, Space chooses it
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Ik ben rolstoelafhankelijk' })).toBeFocused();
  await page.keyboard.press('Space');
  // "transport claims are only for oneself and persons under 16": self and the two children
  const persons = page.getByRole('radiogroup', { name: 'Voor wie is het vervoer?' }).getByRole('radio');
  await expect(persons).toHaveCount(3);
  await persons.nth(1).check();
  await lookAtBothWidths(page, 'seated-transport-choice');
  await next(page);

  await expect(page.getByText('Stap 2 van 3: Uw gegevens')).toBeVisible();
  await page.getByRole('radio', { name: 'Een eerste aanvraag' }).check();
  await page.getByLabel(/^Hoeveel meter kunt u maximaal lopen/).fill('1500');
  await yesNo(page, /^Bent u langdurig/, 'Nee');
  // "NumberOfMonths only if not long-term"
  await page.getByLabel(/^Hoeveel maanden/).fill('6');
  await page.getByLabel(/^Vanaf wanneer/).fill(daysAhead(-1));
  await page.getByLabel(/^Tot wanneer/).fill(daysAhead(180));
  await yesNo(page, /^Kunt u met het openbaar vervoer/, 'Nee');
  await yesNo(page, /^Kunt u alleen met een taxi/, 'Ja');
  await yesNo(page, /^Heeft u begeleiding nodig/, 'Nee');
  await next(page);
  await expect(problems(page)).toContainText('Vul een afstand in van 1 tot en met 1000 meter.');
  await expect(problems(page)).toContainText('Waarom kunt u alleen met een taxi reizen?');
  // issue 33: which date, and which field's files: the error names its field, in the summary and at the field
  await expect(problems(page)).toContainText('Vanaf wanneer heeft u vervoer nodig? De datum mag niet in het verleden liggen.');
  await expect(problems(page)).toContainText(/: Voeg minimaal één bestand toe\./);
  await lookAtBothWidths(page, 'seated-transport-refused');

  await page.getByLabel(/^Hoeveel meter kunt u maximaal lopen/).fill('50');
  await page.getByLabel(/^Vanaf wanneer/).fill(daysAhead(7));
  await page.getByLabel(/^Waarom kunt u alleen met een taxi/).fill('De rolstoel past niet in onze auto.');
  await page.locator('#request-files').setInputFiles(readablePng());
  await expect(page.getByText('scan-nota.png', { exact: true })).toBeVisible();
  await next(page);

  await expect(page.getByText('Stap 3 van 3: Controleren en versturen')).toBeVisible();
  await expect(page.getByText('Ik ben rolstoelafhankelijk')).toBeVisible();
  await expect(page.getByText('De rolstoel past niet in onze auto.')).toBeVisible();
  await lookAtBothWidths(page, 'seated-transport-summary');
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  // issue 33 point 7: the success popup with the reference, not a passing notice; closed, home
  await expect(page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' })).toContainText('U krijgt binnen 10 werkdagen bericht over uw aanvraag voor zittend ziekenvervoer.');
  await page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' }).getByRole('button', { name: 'Naar mijn overzicht' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: HOME_GREETING })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  const { seatedTransport } = await receivedRequests(request, 'hoofdverzekerde');
  expect(seatedTransport).toHaveLength(1);
  expect(seatedTransport[0]).toMatchObject({
    flow: 'wheelchair',
    answers: {
      SituationType: 'wheelchair',
      RequestType: 'new',
      MaxAmountWalking: '50',
      LongTermDependent: 'false',
      NumberOfMonths: '6',
      StartDate: isoDaysAhead(7),
      EndDate: isoDaysAhead(180),
      CanTravelPublicOrOwn: 'false',
      CanOnlyTravelCab: 'true',
      OnlyTravelCabExplanation: 'De rolstoel past niet in onze auto.',
      NeedsEscort: 'false',
    },
    files: [expect.objectContaining({ fileName: 'scan-nota.png' })],
  });
});

test('the hardship clause with two care instances: one added, a third added and removed again', async ({ page, context, request }) => {
  await signInAs(context, request, 'medeverzekerde');
  await page.goto('/aanvraag-zittend-ziekenvervoer');
  // at a phone's width the hardship option's label takes two lines: its hint stays below it, not over its last line
  await page.setViewportSize(VIEWPORTS.phone);
  const hardship = page.locator('label', { hasText: 'hardheidsclausule' });
  const hardshipHint = page.locator(`#${(await hardship.getAttribute('for')) ?? ''}-hint`);
  const [labelBox, hintBox] = await Promise.all([hardship.boundingBox(), hardshipHint.boundingBox()]);
  expect(labelBox!.height, 'two lines').toBeGreaterThan(44);
  const hardshipText = await hardship.evaluate((label) => {
    const range = document.createRange();
    range.selectNodeContents(label);
    return range.getBoundingClientRect().bottom;
  });
  expect(hintBox!.y, 'the hint starts below the label\'s last line').toBeGreaterThanOrEqual(hardshipText);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByRole('radio', { name: /hardheidsclausule/ }).check();
  // a co-insured of 16 or over asks only for himself
  await expect(page.getByText(/^Het vervoer is voor /)).toBeVisible();
  await next(page);

  await page.getByRole('radio', { name: 'Een verlenging van mijn toestemming' }).check();
  await yesNo(page, /^Heeft u een indicatie/, 'Ja');
  await yesNo(page, /^Reist u naar meer dan één zorginstelling/, 'Ja');
  const fillInstance = async (number: number, name: string) => {
    const item = page.getByRole('group', { name: `Zorginstelling ${number}` });
    await item.getByLabel(/^Naam van de zorginstelling/).fill(name);
    await item.getByLabel(/^Straat/).fill('Dr. Molewaterplein');
    await item.getByLabel(/^Huisnummer/).fill('40');
    await item.getByLabel(/^Postcode/).fill('3015 GD');
    await item.getByLabel(/^Plaats/).fill('Rotterdam');
    await item.getByLabel(/^Land/).selectOption('NL');
    await item.getByLabel(/^Hoe lang duurt de behandeling/).fill('12');
    await item.getByRole('radio', { name: 'weken' }).check();
    await item.getByLabel(/^Enkele reisafstand/).fill('35');
    await item.getByLabel(/^Hoeveel ritten/).fill('24');
  };
  await fillInstance(1, 'Erasmus MC');
  await page.getByLabel(/^Vanaf wanneer/).fill(daysAhead(1));
  await page.getByLabel(/^Tot wanneer/).fill(daysAhead(300));
  await yesNo(page, /^Kunt u met het openbaar vervoer/, 'Ja');
  await page.locator('#request-files').setInputFiles(readablePng());
  await next(page);
  // "MultipleInstances" yes needs a second instance
  await expect(problems(page)).toContainText('vul er ten minste twee in');

  await page.getByRole('button', { name: 'Nog een zorginstelling toevoegen' }).click();
  await expect(page.getByRole('group', { name: 'Zorginstelling 2' }).getByLabel(/^Naam van de zorginstelling/)).toBeFocused();
  await fillInstance(2, 'Maasstad Ziekenhuis');
  await page.getByRole('button', { name: 'Nog een zorginstelling toevoegen' }).click();
  await page.getByRole('group', { name: 'Zorginstelling 3' }).getByLabel(/^Naam van de zorginstelling/).fill('Ikazia');
  await lookAtBothWidths(page, 'seated-transport-care-instances');
  await page.getByRole('button', { name: 'Zorginstelling 3 verwijderen' }).click();
  await expect(page.getByRole('group', { name: 'Zorginstelling 3' })).toHaveCount(0);
  await next(page);

  await expect(page.getByText('Stap 3 van 3: Controleren en versturen')).toBeVisible();
  await expect(page.getByText('Maasstad Ziekenhuis')).toBeVisible();
  await expect(page.getByText('12 weken').first()).toBeVisible();
  await lookAtBothWidths(page, 'seated-transport-hardship-summary');
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' })).toContainText('U krijgt binnen 10 werkdagen bericht over uw aanvraag voor zittend ziekenvervoer.');

  const { seatedTransport } = await receivedRequests(request, 'medeverzekerde');
  expect(seatedTransport).toHaveLength(1);
  expect(seatedTransport[0]?.answers).toMatchObject({
    SituationType: 'hardship-clause',
    MultipleInstances: 'true',
    'CareInstances[0].Name': 'Erasmus MC',
    'CareInstances[1].Name': 'Maasstad Ziekenhuis',
    'CareInstances[1].Duration': '12 weeks',
  });
  expect(seatedTransport[0]?.answers).not.toHaveProperty('CareInstances[2].Name');
});
