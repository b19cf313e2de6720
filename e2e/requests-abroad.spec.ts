import { expect, test, type FileChooser, type Locator, type Page } from './support/test';
import { addDays, format } from 'date-fns';
import { expectNoAxeViolationsAtBothWidths, expectStateAtBothWidths } from './support/axe';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { plainPdf } from './support/files';
import { receivedRequests } from './support/requests';

/** the dashboard's level-1 heading: a greeting by time of day */
const HOME_GREETING = /^(Goedemorgen|Goedemiddag|Goedenavond|Goedenacht) /;

/** dd-MM-yyyy, as typed, counted from today */
const daysAhead = (days: number) => format(addDays(new Date(), days), 'dd-MM-yyyy');
const isoDaysAhead = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');
const problems = (page: Page) => page.getByRole('alert').filter({ hasText: 'Er is een probleem' });
const next = (page: Page) => page.getByRole('button', { name: 'Volgende' }).click();

/** Each state is looked at in both widths within one walk (the walk itself is the same at both): axe and a screenshot. */
async function lookAtBothWidths(page: Page, name: string): Promise<void> {
  await expectStateAtBothWidths(page, { screenshot: name });
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** Tab (and only Tab) until the element (or a radio of the group) has focus, as a keyboard user would; fails after a few presses. */
async function tabTo(page: Page, target: Locator, most = 8): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await hasFocus(target), 'reached with Tab').toBe(true);
}

/**
 * One answer given with the keyboard, in the form's order: text typed over
 * what is there (a select takes the typed option's name), an option chosen in
 * a group with the arrow keys (Space for the first), files chosen with Space.
 */
type KeyAnswer = { label: RegExp; text: string } | { group: RegExp; option: string } | { files: string };

async function answerWithKeyboard(page: Page, answers: readonly KeyAnswer[]): Promise<void> {
  for (const answer of answers) {
    if ('text' in answer) {
      const field = page.getByLabel(answer.label);
      await tabTo(page, field, 40);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(answer.text);
      continue;
    }
    if ('group' in answer) {
      const group = page.getByRole('radiogroup', { name: answer.group });
      const option = group.getByRole('radio', { name: answer.option, exact: true });
      await tabTo(page, group, 40);
      for (let presses = 0; presses < 12 && !(await option.isChecked()); presses += 1) {
        await page.keyboard.press((await hasFocus(option)) ? 'Space' : 'ArrowDown');
      }
      await expect(option).toBeChecked();
      continue;
    }
    await tabTo(page, page.locator('#request-files'), 40);
    await (await openFileChooserWithSpace(page)).setFiles(answer.files);
    await expect(page.getByText(/^nota\.pdf/).first()).toBeVisible();
  }
}

/** Step 1 with the keyboard: from the heading to the flow with the arrows, the first person when there is a choice, Enter. */
async function chooseFlowWithKeyboard(page: Page, flow: string, personGroup: RegExp, notice: string | null = null): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await answerWithKeyboard(page, [{ group: /^(Waarvoor zoekt u zorgbemiddeling|Welke behandeling wilt u)/, option: flow }]);
  const persons = page.getByRole('radiogroup', { name: personGroup });
  if ((await persons.count()) > 0) {
    await tabTo(page, persons);
    await page.keyboard.press('Space');
  }
  // what the page says before the form (fertility from 43), or nothing
  await expect(page.getByRole('status').filter({ hasText: notice ?? /Let op/ })).toHaveCount(notice ? 1 : 0);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stap 2 van 3: Uw gegevens')).toBeVisible();
}

/** Steps 2 and 3 with the keyboard: the answers, Volgende, then Aanvraag versturen on the summary. */
/**
 * Space on the focused files field opens the browser's file dialog. Chromium now and then drops that request when
 * the previous dialog closed a moment before (seen under load, one flow after another): a keyboard user presses
 * again, and so does this test, at most three times.
 */
async function openFileChooserWithSpace(page: Page): Promise<FileChooser> {
  for (let attempt = 1; ; attempt += 1) {
    const chooser = page.waitForEvent('filechooser', { timeout: 4_000 });
    await page.keyboard.press('Space');
    try {
      return await chooser;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function answerAndSendWithKeyboard(page: Page, answers: readonly KeyAnswer[], sent: string): Promise<void> {
  await answerWithKeyboard(page, answers);
  await tabTo(page, page.getByRole('button', { name: 'Volgende' }), 40);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stap 3 van 3: Controleren en versturen')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Aanvraag versturen' }), 80);
  await page.keyboard.press('Enter');
  // issue 33 point 7: the success popup says what was sent and its reference
  await expect(page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' })).toContainText(sent);
  await expect(page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' })).toContainText(/Kenmerk\s*[0-9a-f-]{36}/);
}

const MEDIATION_SENT = 'Wij nemen binnen 5 werkdagen contact met u op over uw aanvraag voor zorgbemiddeling.';
const ABROAD_SENT = 'U krijgt binnen 10 werkdagen bericht over uw aanvraag voor een behandeling in het buitenland.';
const MEDIATION_PERSON = /^Voor wie vraagt u zorgbemiddeling aan/;
const ABROAD_PERSON = /^Voor wie is de behandeling/;
const FERTILITY_FROM_43 = 'Let op: vanaf 43 jaar heeft u geen recht op vergoeding van een vruchtbaarheidsbehandeling.';

/** The instance abroad, the treatment, the dates and a file: the fields of the other treatment-abroad flows. */
const otherTreatmentAnswers = (treatment: string): KeyAnswer[] => [
  { label: /^Naam van de zorginstelling/, text: 'Clinique du Parc' },
  { label: /^Straat van de zorginstelling/, text: 'Rue du Parc' },
  { label: /^Huisnummer van de zorginstelling/, text: '4' },
  { label: /^Postcode van de zorginstelling/, text: '1000' },
  { label: /^Plaats van de zorginstelling/, text: 'Brussel' },
  { label: /^Land van de zorginstelling/, text: 'Belg' },
  { label: /^Telefoonnummer van de zorginstelling/, text: '+3225551234' },
  { label: /^Welke behandeling krijgt u/, text: treatment },
  { label: /^Begindatum/, text: daysAhead(20) },
  { label: /^Einddatum/, text: daysAhead(34) },
  { files: plainPdf() },
];

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test('hoofdverzekerde asks district nursing for a child with the keyboard only: a refused care time first, then sent', async ({ page, context, request }) => {
  // three states looked at in both widths (axe and screenshots)
  test.slow();
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/zorgbemiddeling-aanvragen');
  await expect(page.getByRole('heading', { level: 1, name: 'Zorgbemiddeling aanvragen' })).toBeFocused();
  await expect(page.getByText('Stap 1 van 3: Soort aanvraag')).toBeVisible();
  await answerWithKeyboard(page, [{ group: /^Waarvoor zoekt u zorgbemiddeling/, option: 'Wijkverpleging' }]);
  // district nursing: the main insured may ask for self and the children under 16
  const persons = page.getByRole('radiogroup', { name: 'Voor wie vraagt u zorgbemiddeling aan?' }).getByRole('radio');
  await expect(persons).toHaveCount(3);
  await tabTo(page, persons.first());
  await page.keyboard.press('ArrowDown');
  await expect(persons.nth(1)).toBeChecked();
  await lookAtBothWidths(page, 'care-mediation-choice');
  await page.keyboard.press('Enter');

  await expect(page.getByText('Stap 2 van 3: Uw gegevens')).toBeVisible();
  await answerWithKeyboard(page, [
    { group: /Heeft u een indicatie/, option: 'Ja' },
    { group: /^Welke zorg heeft u nodig/, option: 'Verpleging' },
    { label: /^Hoe vaak per week/, text: '9' },
    { label: /^Vanaf wanneer/, text: daysAhead(7) },
  ]);
  // only the time of the care chosen is asked, and not as "(niet verplicht)": the care chosen needs it
  await expect(page.getByLabel(/^Persoonlijke verzorging: uren per week/)).toHaveCount(0);
  await expect(page.locator('label').filter({ hasText: 'Verpleging: uren per week' })).not.toContainText('niet verplicht');
  await page.keyboard.press('Enter');
  // "type 1 needs nursing time"; "times per week 1 to 7"
  await expect(problems(page)).toContainText('Vul de tijd voor verpleging in.');
  await expect(problems(page)).toContainText('Vul een aantal keer per week in van 1 tot en met 7.');
  await expect(problems(page)).toBeFocused();
  await lookAtBothWidths(page, 'care-mediation-refused');

  // from the error summary on: the fields again, in order
  await answerWithKeyboard(page, [
    { label: /^Verpleging: uren per week/, text: '2' },
    { label: /^Verpleging: minuten per week/, text: '30' },
    { label: /^Hoe vaak per week/, text: '3' },
  ]);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stap 3 van 3: Controleren en versturen')).toBeVisible();
  await expect(page.getByText('Wijkverpleging')).toBeVisible();
  // issue 33 point 14: the care time as one time, the minutes not on a line of their own
  await expect(page.getByText('2 uur 30 minuten', { exact: true })).toBeVisible();
  await expect(page.getByText('Verpleging: minuten per week')).toHaveCount(0);
  await expect(page.getByText('Persoonlijke verzorging: uren per week')).toHaveCount(0);
  await lookAtBothWidths(page, 'care-mediation-summary');

  await tabTo(page, page.getByRole('button', { name: 'Aanvraag versturen' }), 80);
  await page.keyboard.press('Enter');
  // issue 33 point 7: the success popup with the reference, not a passing notice; closed, home
  await expect(page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' })).toContainText(MEDIATION_SENT);
  await expect(page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' })).toContainText(/Kenmerk\s*[0-9a-f-]{36}/);
  await page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' }).getByRole('button', { name: 'Naar mijn overzicht' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: HOME_GREETING })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
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
  await expectNoAxeViolationsAtBothWidths(page);
});

test('a general practitioner, maternity care, a specialist and mental health care with the keyboard only', async ({ page, context, request }) => {
  // four whole flows in one walk
  test.slow();
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
  await expect(page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' })).toContainText(MEDIATION_SENT);
  const { careMediation } = await receivedRequests(request, 'hoofdverzekerde');
  expect(careMediation[0]).toMatchObject({ flow: 'general-practitioner', answers: { Reason: 'moved', Distance: '50', WalkingDistanceInMeters: '150' } });

  // the other three flows, each walked with the keyboard from its first step to the notice
  const flows: [string, KeyAnswer[]][] = [
    [
      'Kraamzorg',
      [
        { label: /^Uitgerekende datum/, text: daysAhead(120) },
        { group: /^Soort zorg/, option: 'Kraamzorg in een geboortecentrum' },
        { group: /^Hoe ver mag de zorgverlener/, option: 'Binnen 15 km' },
      ],
    ],
    [
      'Een medisch specialist',
      [
        { label: /^Soort zorg/, text: 'Cardio' },
        { group: /^Hoe ver mag de zorgverlener/, option: 'Afstand maakt niet uit' },
        { label: /^Hoe lang kunt u nog wachten/, text: '3' },
        { group: /^In maanden of weken/, option: 'Maanden' },
        { group: /^Staat u al op een wachtlijst/, option: 'Nee' },
        { group: /^Bent u ziek gemeld/, option: 'Nee' },
      ],
    ],
    [
      'Geestelijke gezondheidszorg (ggz)',
      [
        { label: /^Waarvoor zoekt u hulp/, text: 'Angst' },
        { group: /^Soort ggz/, option: 'Basis-ggz' },
        { group: /^Heeft u een verwijzing/, option: 'Nee' },
        { group: /^Staat u al op een wachtlijst/, option: 'Nee' },
        { label: /^Hoe lang kunt u nog wachten/, text: '6' },
        { group: /^In maanden of weken/, option: 'Weken' },
        { group: /^Hoe ver mag de zorgverlener/, option: 'Binnen 50 km' },
      ],
    ],
  ];
  for (const [flow, answers] of flows) {
    await page.goto('/zorgbemiddeling-aanvragen');
    await chooseFlowWithKeyboard(page, flow, MEDIATION_PERSON);
    await answerAndSendWithKeyboard(page, answers, MEDIATION_SENT);
  }
  const sent = (await receivedRequests(request, 'hoofdverzekerde')).careMediation;
  expect(sent.map((received) => received.flow)).toEqual(['general-practitioner', 'maternity-care', 'medical-specialist', 'mental-health']);
  expect(sent[1]).toMatchObject({ answers: { HealthcareType: 'birth-centre', Distance: '15' } });
  expect(sent[2]).toMatchObject({ answers: { HealthcareType: 'cardiology', WaitingTime: '3', WaitingTimeUnit: 'months', WaitingList: 'false', SickLeave: 'false' } });
  expect(sent[3]).toMatchObject({ answers: { Topic: 'anxiety', Type: 'basic', Referral: 'false', WaitingTime: '6', WaitingTimeUnit: 'weeks' } });
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
  await page.getByLabel(/^Begindatum/).fill(daysAhead(30));
  await page.getByLabel(/^Einddatum/).fill(daysAhead(20));
  await page.getByRole('radiogroup', { name: /vervoer nodig/ }).getByRole('radio', { name: 'Ja' }).check();
  // the residence is asked only with transport
  await expect(page.getByLabel(/^Straat van het adres waar u verblijft/)).toBeVisible();
  await page.getByLabel(/^Hoeveel dialyses/).fill('6');
  await page.getByRole('radiogroup', { name: /al goedgekeurd/ }).getByRole('radio', { name: 'Ja' }).check();
  await page.getByRole('radiogroup', { name: /prijs genoemd/ }).getByRole('radio', { name: 'Ja' }).check();
  await page.getByLabel(/^Bedrag in euro/).fill('1250,50');
  await next(page);
  await expect(problems(page)).toContainText('De einddatum mag niet vóór de begindatum liggen.');
  await expect(problems(page)).toContainText('Vul dit in: Straat van het adres waar u verblijft');
  // the institution's phone, not "Vul uw telefoonnummer in."
  await expect(problems(page)).toContainText('Vul dit in: Telefoonnummer van de zorginstelling');
  await lookAtBothWidths(page, 'treatment-abroad-refused');

  await page.getByLabel(/^Telefoonnummer van de zorginstelling/).fill('+34965123456');
  await page.getByLabel(/^Einddatum/).fill(daysAhead(44));
  await page.getByLabel(/^Straat van het adres waar u verblijft/).fill('Avenida del Mar');
  await page.getByLabel(/^Postcode van het adres waar u verblijft/).fill('03002');
  await page.getByLabel(/^Huisnummer van het adres waar u verblijft/).fill('7');
  await page.getByLabel(/^Plaats van het adres waar u verblijft/).fill('Alicante');
  await page.getByLabel(/^Land van het adres waar u verblijft/).selectOption('ES');
  await next(page);
  await expect(page.getByText('Stap 3 van 3: Controleren en versturen')).toBeVisible();
  await expect(page.getByText('€ 1.250,50')).toBeVisible();
  // the institution's number grouped for reading, as the contact form's summary does
  await expect(page.getByText('+34 965 12 34 56', { exact: true })).toBeVisible();
  await lookAtBothWidths(page, 'treatment-abroad-summary');

  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  // issue 33 point 7: the success popup with the reference, not a passing notice; closed, home
  await expect(page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' })).toContainText(ABROAD_SENT);
  await expect(page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' })).toContainText(/Kenmerk\s*[0-9a-f-]{36}/);
  await page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' }).getByRole('button', { name: 'Naar mijn overzicht' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: HOME_GREETING })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
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
  await expect(page.getByRole('dialog', { name: 'Uw aanvraag is verstuurd' })).toContainText(ABROAD_SENT);
  const { treatmentAbroad } = await receivedRequests(request, 'hoofdverzekerde');
  expect(treatmentAbroad[0]).toMatchObject({ flow: 'kidney-dialysis', answers: { NeedsTransport: 'false', Approval: 'false', PriceMentioned: 'false', NumberOfDialysis: '6' } });
});

test('buitenland (44) asks the four other treatments abroad with the keyboard only; fertility says first that from 43 nothing is reimbursed', async ({ page, context, request }) => {
  // four whole flows in one walk (a few seconds each on an idle machine)
  test.slow();
  await signInAs(context, request, 'buitenland');
  const flows: [string, KeyAnswer[]][] = [
    ['Een medische behandeling', otherTreatmentAnswers('Een knieoperatie')],
    ['Een vruchtbaarheidsbehandeling', otherTreatmentAnswers('Een ivf-behandeling')],
    ['Verpleging en verzorging', otherTreatmentAnswers('Verpleging thuis na een operatie')],
    [
      'Geestelijke gezondheidszorg (ggz)',
      [
        { group: /^Heeft u een verwijzing/, option: 'Ja' },
        { label: /^Naam van uw verwijzer/, text: 'Dr. J. de Boer' },
        { label: /^Beroep van uw verwijzer/, text: 'Huisarts' },
        { label: /^Straat van de praktijk/, text: 'Dorpsstraat' },
        { label: /^Postcode van de praktijk/, text: '3511 AB' },
        { label: /^Huisnummer van de praktijk/, text: '12' },
        { label: /^Plaats van de praktijk/, text: 'Utrecht' },
        { label: /^Landnummer van de praktijk/, text: '+31' },
        { label: /^Telefoonnummer van de praktijk/, text: '301234567' },
        { label: /^Naam van de zorginstelling/, text: 'Centre Psy' },
        { label: /^Naam van de behandelaar/, text: 'Dr. A. Martin' },
        { label: /^Straat van de zorginstelling/, text: 'Rue Neuve' },
        { label: /^Huisnummer van de zorginstelling/, text: '8' },
        { label: /^Postcode van de zorginstelling/, text: '1000' },
        { label: /^Plaats van de zorginstelling/, text: 'Brussel' },
        { label: /^Land van de zorginstelling/, text: 'Belg' },
        { label: /^Telefoonnummer van de zorginstelling/, text: '+3225551234' },
        // the files come after the questions, as on the form
        { group: /noodzakelijk/, option: 'Ja' },
        { files: plainPdf() },
      ],
    ],
  ];
  for (const [flow, answers] of flows) {
    await page.goto('/behandeling-buitenland-aanvragen');
    await chooseFlowWithKeyboard(page, flow, ABROAD_PERSON, flow === 'Een vruchtbaarheidsbehandeling' ? FERTILITY_FROM_43 : null);
    await answerAndSendWithKeyboard(page, answers, ABROAD_SENT);
  }
  const sent = (await receivedRequests(request, 'buitenland')).treatmentAbroad;
  expect(sent.map((received) => received.flow)).toEqual(['medical-treatment', 'fertility', 'nursing-and-care', 'mental-health']);
  expect(sent[1]).toMatchObject({ answers: { TreatmentData: 'Een ivf-behandeling', 'InstanceAbroad.Address.CountryCode': 'BE', StartDate: isoDaysAhead(20) } });
  expect(sent[3]).toMatchObject({
    answers: { Reference: 'true', 'DoctorAbroad.Address.CountryCode': 'NL', 'DoctorAbroad.PhoneNumber': '+31301234567', Necessary: 'true' },
  });
});
