import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './support/axe';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';
import { answerLate, layoutShift, recordLayoutShifts } from './support/layout-shift';
import { picture, VIEWPORTS } from './support/screenshots';

/** The fields of a message the tests compare with what the screen shows. */
interface Message {
  documentID: string;
  name: string;
  docType: string;
  documentCluster: string;
  customerNumber: string;
  customerInitials: string;
  customerLastName: string;
  publicationDate: string;
  hasBeenRead: boolean;
}

/** The year when a test runs, read then: a worker loads the file minutes before its last test, maybe in the year before. */
const thisYear = () => new Date().getFullYear();
const boxYears = () => [0, 1, 2, 3, 4].map((back) => thisYear() - back);
const yearOf = (message: Message) => new Date(message.publicationDate).getFullYear();

/** The mailbox as the API answers it, limited to the five calendar years the box shows. */
async function mailbox(request: APIRequestContext, token: string): Promise<Message[]> {
  const answer = await request.get(`${apiOrigin()}/api/Document/GetDocumentList`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as Message[]).filter((message) => boxYears().includes(yearOf(message)));
}

/**
 * The year the box files this year's policy under: this year's policy is sent some weeks before it starts, so in
 * January and February it is a message of last year.
 */
const policyMessageYear = (all: readonly Message[]) => yearOf(all.find((message) => message.name === `Zorgpolis ${thisYear()}`)!);

const messages = (page: Page) => page.getByTestId('message');
const messageNamed = (page: Page, name: string): Locator => messages(page).filter({ has: page.getByRole('button', { name }) });
const unreadSummary = (page: Page) => page.getByTestId('unread-summary');

async function expectShown(page: Page, expected: readonly Message[]) {
  await expect(page.getByRole('status').filter({ hasText: /gevonden/ })).toHaveText(
    expected.length === 1 ? '1 bericht gevonden' : `${expected.length} berichten gevonden`,
  );
  await expect(messages(page)).toHaveCount(expected.length);
  expect(await messages(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-document-id')))).toEqual(
    expected.map((message) => message.documentID),
  );
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test.describe('message box of the main insured', () => {
  test('filters by year, unread only, document type and insured person; the address holds them', async ({ page, context, request }) => {
    const token = await signInAs(context, request, 'hoofdverzekerde');
    const all = await mailbox(request, token);
    await page.goto('/berichtenbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Berichtenbox' })).toBeVisible();
    await expectShown(page, all);
    await expect(unreadSummary(page)).toHaveText('U heeft 7 ongelezen berichten. Daarvan zijn er 6 van de afgelopen 6 maanden.');
    // (the box as it opens is checked by axe at both widths in the screens walk at the end)

    // year: the five calendar years
    const yearSelect = page.getByLabel('Jaar', { exact: true });
    await expect(yearSelect.locator('option')).toHaveText(['Alle jaren', ...boxYears().map(String)]);
    const lastYear = thisYear() - 1;
    await yearSelect.selectOption(String(lastYear));
    await expect(page).toHaveURL(`/berichtenbox?jaar=${lastYear}`);
    await expectShown(page, all.filter((message) => yearOf(message) === lastYear));

    // unread only, on top of the year
    await yearSelect.selectOption('');
    await page.getByLabel('Alleen ongelezen berichten').check();
    await expect(page).toHaveURL('/berichtenbox?ongelezen=ja');
    const unread = all.filter((message) => !message.hasBeenRead);
    await expectShown(page, unread);
    for (const item of await messages(page).all()) await expect(item.getByText('Ongelezen', { exact: true })).toBeVisible();

    // document types
    await page.getByLabel('Alleen ongelezen berichten').uncheck();
    const types = page.getByRole('group', { name: 'Soort document' });
    await types.getByLabel('Premienota').check();
    await types.getByLabel('Aanmaning').check();
    await expect(page).toHaveURL('/berichtenbox?soort=Premienota%2CAanmaning');
    await expectShown(page, all.filter((message) => ['Premienota', 'Aanmaning'].includes(message.docType)));

    // the filters survive a reload: they are in the address
    await page.reload();
    await expect(page.getByRole('group', { name: 'Soort document' }).getByLabel('Premienota')).toBeChecked();
    await expectShown(page, all.filter((message) => ['Premienota', 'Aanmaning'].includes(message.docType)));
    await page.getByRole('button', { name: 'Filters wissen' }).click();
    await expect(page).toHaveURL('/berichtenbox');
    await expectShown(page, all);

    // insured person: the main insured and the two children under 16, never the partner
    const insured = page.getByRole('group', { name: 'Verzekerde' });
    const persons = [...new Map(all.map((message) => [message.customerNumber, message])).values()];
    await expect(insured.getByRole('checkbox')).toHaveCount(3);
    const child = persons.find((person) => all.filter((message) => message.customerNumber === person.customerNumber).length < 5)!;
    await insured.getByLabel(`${child.customerInitials} ${child.customerLastName}`).check();
    await expect(page).toHaveURL(`/berichtenbox?verzekerde=${child.customerNumber}`);
    await expectShown(page, all.filter((message) => message.customerNumber === child.customerNumber));
    for (const item of await messages(page).all()) {
      await expect(item.getByText(`Betreft: ${child.customerInitials} ${child.customerLastName}`)).toBeVisible();
    }
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test('folders: berichtenbox/{cluster} shows one cluster; the names of conditions and overviews are split', async ({ page, context, request }) => {
    const token = await signInAs(context, request, 'hoofdverzekerde');
    const all = await mailbox(request, token);
    const boxYear = policyMessageYear(all);
    await page.goto(`/berichtenbox?jaar=${boxYear}`);
    const folders = page.getByRole('navigation', { name: 'Mappen' });
    await expect(folders.getByRole('link')).toHaveText(['Alle berichten', 'Algemeen', 'Financieel', 'Polis', 'Zorgkosten']);
    await folders.getByRole('link', { name: 'Polis' }).click();
    await expect(page).toHaveURL(`/berichtenbox/polis?jaar=${boxYear}`);
    await expect(folders.getByRole('link', { name: 'Polis' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Berichten in Polis' })).toBeVisible();
    await expectShown(page, all.filter((message) => message.documentCluster === 'Polis' && yearOf(message) === boxYear));
    // "Polisvoorwaarden Basisverzekering 2026": prefix and package name
    const conditions = messageNamed(page, `Polisvoorwaarden Basisverzekering ${thisYear()}`);
    await expect(conditions.locator('.message__prefix')).toHaveText('Polisvoorwaarden');
    await expect(conditions.locator('.message__package')).toHaveText(`Basisverzekering ${thisYear()}`);
    await expect(messageNamed(page, `Terms and conditions Basic insurance ${thisYear()}`).locator('.message__prefix')).toHaveText('Terms and conditions');
    // (a folder is checked by axe at both widths in the screens walk at the end)
    await page.goto('/berichtenbox/onbekend');
    await expect(page.getByText('Er zijn geen berichten in deze map.')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test('opening a message downloads its PDF; the unread counters drop and stay down after a reload', async ({ page, context, request }) => {
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/berichtenbox?ongelezen=ja');
    await expect(unreadSummary(page)).toHaveText('U heeft 7 ongelezen berichten. Daarvan zijn er 6 van de afgelopen 6 maanden.');
    const premium = messages(page).filter({ hasText: 'Premienota' }).first();
    const downloadStarted = page.waitForEvent('download');
    await premium.getByRole('button').click();
    const download = await downloadStarted;
    // saved under what it is, as the list says it (spec: a file name that says what it is)
    expect(download.suggestedFilename()).toMatch(/^Premienota [a-z]+ \d{4}\.pdf$/);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    await expect(unreadSummary(page)).toHaveText('U heeft 6 ongelezen berichten. Daarvan zijn er 5 van de afgelopen 6 maanden.');
    await expect(messages(page).filter({ hasText: 'Premienota' })).toHaveCount(0);
    await page.reload();
    await expect(unreadSummary(page)).toHaveText('U heeft 6 ongelezen berichten. Daarvan zijn er 5 van de afgelopen 6 maanden.');
    await expect(messages(page)).toHaveCount(6);

    // a message of more than 6 months ago lowers only the total
    const older = messages(page).last();
    await expect(older).toContainText('Declaratieoverzicht');
    const olderDownload = page.waitForEvent('download');
    await older.getByRole('button').click();
    await olderDownload;
    await expect(unreadSummary(page)).toHaveText('U heeft 5 ongelezen berichten. Daarvan zijn er 5 van de afgelopen 6 maanden.');

    // and the dashboard's messages tile counts the same (all 5 are recent, so it says no more)
    await page.goto('/home');
    const tile = page.getByRole('region', { name: 'Mijn berichten', exact: true });
    await expect(tile).toContainText('U heeft 5 ongelezen berichten.');
    await expect(tile).not.toContainText('Daarvan');
  });

  test('a message without a file: the download-failure text, and it stays unread', async ({ page, context, request }) => {
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/berichtenbox');
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    const letter = messageNamed(page, 'Bevestiging wijziging betaalgegevens');
    await letter.getByRole('button').click();
    await expect(page.getByRole('alert')).toHaveText(/Het downloaden van de het bestand is niet gelukt, foutcode: 204/);
    await expect(letter.getByText('Ongelezen', { exact: true })).toBeVisible();
    await expect(unreadSummary(page)).toHaveText('U heeft 7 ongelezen berichten. Daarvan zijn er 6 van de afgelopen 6 maanden.');
    expect(downloads).toBe(0);
    // (the download failure is checked by axe at both widths in the screens walk at the end)
  });

  test('keyboard: the filters and a message open without a mouse', async ({ page, context, request }) => {
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/berichtenbox');
    await page.getByLabel('Alleen ongelezen berichten').focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL('/berichtenbox?ongelezen=ja');
    // the screen stays: focus remains on the filter just used, and the folders keep the filter
    await expect(page.getByLabel('Alleen ongelezen berichten')).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Mappen' }).getByRole('link', { name: 'Polis' })).toHaveAttribute('href', '/berichtenbox/polis?ongelezen=ja');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('group', { name: 'Soort document' }).getByRole('checkbox').first()).toBeFocused();
    const first = messages(page).first().getByRole('button');
    await first.focus();
    const downloadStarted = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await downloadStarted;
    await expect(unreadSummary(page)).toContainText('U heeft 6 ongelezen berichten.');
  });
});

test('the co-insured sees only own messages', async ({ page, context, request }) => {
  const token = await signInAs(context, request, 'medeverzekerde');
  const own = await mailbox(request, token);
  await page.goto('/berichtenbox');
  await expectShown(page, own);
  const person = own[0]!;
  expect(own.every((message) => message.customerNumber === person.customerNumber)).toBe(true);
  for (const item of await messages(page).all()) {
    await expect(item.getByText(`Betreft: ${person.customerInitials} ${person.customerLastName}`)).toBeVisible();
  }
  // no premium notes (they go to the main insured) and no choice of person
  await expect(messages(page).filter({ hasText: 'Premienota' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Verzekerde' })).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);
});

test('reimbursement documents per year, downloadable; a year without documents says so', async ({ page, context, request }) => {
  await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/vergoedingsdocumenten');
  await expect(page.getByRole('heading', { level: 1, name: 'Vergoedingsdocumenten' })).toBeVisible();
  await expect(page.getByLabel('Jaar')).toHaveValue(String(thisYear()));
  const conditions = page.getByRole('region', { name: 'Polisvoorwaarden' });
  const overviews = page.getByRole('region', { name: 'Vergoedingenoverzichten' });
  await expect(conditions.getByRole('button', { name: `Polisvoorwaarden Zorgzaam Basis Vrije Keuze ${thisYear()}` })).toBeVisible();
  await expect(overviews.getByRole('button', { name: `Vergoedingenoverzicht Aanvullend Goed ${thisYear()}` })).toBeVisible();
  // (this year's documents are checked by axe at both widths in the screens walk at the end)

  await page.getByLabel('Jaar').selectOption(String(thisYear() - 2));
  await expect(page).toHaveURL(`/vergoedingsdocumenten?jaar=${thisYear() - 2}`);
  const document = overviews.getByRole('button', { name: `Vergoedingenoverzicht Tand Goed ${thisYear() - 2}` });
  await expect(document.locator('.reimbursement-documents__prefix')).toHaveText('Vergoedingenoverzicht');
  const downloadStarted = page.waitForEvent('download');
  await document.click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(`Vergoedingenoverzicht Tand Goed ${thisYear() - 2}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // "204 means none"
  await page.getByLabel('Jaar').selectOption(String(thisYear() - 4));
  await expect(page.getByText(`Er zijn geen vergoedingsdocumenten voor ${thisYear() - 4}.`)).toBeVisible();
  await expect(page.getByTestId('reimbursement-document')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Jaar')).toHaveValue(String(thisYear() - 4));
  await expectNoAxeViolationsAtBothWidths(page);
});

/**
 * Screenshots to look at, desktop and phone width, each state checked by axe. Two walks, not one resized page:
 * the filters start folded only when the box opens at phone width.
 */
for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`screens on ${device}: message box, a folder, reimbursement documents`, async ({ page, context, request }) => {
    // seven states pictured, six checked by axe, on a shared, loaded machine
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const token = await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/berichtenbox');
    await expect(messages(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await picture(page, device, 'message-box', { fullPage: true });
    await picture(page, device, 'message-box-top');
    await page.getByRole('heading', { level: 2, name: 'Berichten', exact: true }).scrollIntoViewIfNeeded();
    await picture(page, device, 'message-box-list');
    if (device === 'phone') {
      // on a phone the filters start folded, the list comes first
      const panel = page.getByRole('group').filter({ has: page.getByRole('heading', { name: 'Berichten filteren' }) });
      await expect(page.getByLabel('Alleen ongelezen berichten')).toBeHidden();
      await page.getByRole('heading', { name: 'Berichten filteren' }).click();
      await page.getByLabel('Alleen ongelezen berichten').check();
      await expect(page).toHaveURL('/berichtenbox?ongelezen=ja');
      await expect(panel.getByText('1 filter gekozen')).toBeVisible();
      await expect(messages(page)).toHaveCount(7);
      await expectNoAxeViolations(page);
      await picture(page, device, 'message-box-filtered');
    }
    await page.goto(`/berichtenbox/polis?jaar=${policyMessageYear(await mailbox(request, token))}`);
    await expect(messages(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await picture(page, device, 'message-box-folder', { fullPage: true });
    await page.goto('/berichtenbox');
    await messageNamed(page, 'Bevestiging wijziging betaalgegevens').getByRole('button').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
    await picture(page, device, 'download-failure');
    await page.goto('/vergoedingsdocumenten');
    await expect(page.getByTestId('reimbursement-document').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await picture(page, device, 'reimbursement-documents', { fullPage: true });
    await picture(page, device, 'reimbursement-documents-top');
  });
}

// A CI run saw the list move 44 px under the user's scroll position: the menu's row and the unread line came after it.
test('on desktop: a late menu and late unread counters move nothing on the page', async ({ page, context, request }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAs(context, request, 'hoofdverzekerde');
  await recordLayoutShifts(page);
  await answerLate(page, /\/content\/menu\.json/);
  await answerLate(page, /\/api\/Document\/GetUnreadDocumentCount/);
  await page.goto('/berichtenbox');
  await expect(messages(page).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Overzicht' })).toBeVisible();
  await expect(unreadSummary(page)).toBeVisible();
  expect(await layoutShift(page), 'CLS on the message box').toBeLessThan(0.005);
});

// On a phone the unread line wraps to three lines and the folders to three rows (scripts/perf/late-answers.mjs: CLS
// 0.11 in a folder): whatever came first moved under what came later.
test('on a phone: late messages and late unread counters move nothing in a folder', async ({ page, context, request }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await signInAs(context, request, 'hoofdverzekerde');
  await recordLayoutShifts(page);
  await answerLate(page, /\/api\/Document\/GetDocumentList/);
  await answerLate(page, /\/api\/Document\/GetUnreadDocumentCount/, 2_500);
  await page.goto('/berichtenbox/polis');
  await expect(messages(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Mappen' }).getByRole('link', { name: 'Polis' })).toBeVisible();
  await expect(unreadSummary(page)).toBeVisible();
  expect(await layoutShift(page), 'CLS in a folder of the message box').toBeLessThan(0.005);
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`on ${device}: Back returns to where the list was scrolled`, async ({ page, context, request }) => {
    await page.setViewportSize(viewport);
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/berichtenbox');
    await expect(messages(page).first()).toBeVisible();
    await expect(unreadSummary(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    // a link followed where the user is (a click that does not first scroll the link into view); the position
    // is read in the same task as the click, which is when the router saves it
    const scrolledTo = await page
      .getByRole('navigation', { name: 'Mappen' })
      .getByRole('link', { name: 'Polis' })
      .evaluate((link: HTMLElement) => {
        const position = window.scrollY;
        link.click();
        return position;
      });
    expect(scrolledTo).toBeGreaterThan(1000);
    await expect(page.getByRole('heading', { level: 2, name: 'Berichten in Polis' })).toBeVisible();
    // the new page starts at its top
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo);

    await page.goBack();
    await expect(page).toHaveURL(/\/berichtenbox$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Berichten in Polis' })).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  });
}
