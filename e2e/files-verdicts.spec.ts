import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { receivedContactForms } from './support/contact-forms';
import { resetFakeBackend, signInAs } from './support/fake-backend';
import { lockedPdf, plainPdf, readablePng, tinyPng } from './support/files';
import { picture, VIEWPORTS } from './support/screenshots';

/**
 * The files fields as a demanding user meets them: a readability check that refuses the files as too large (413),
 * the field itself in error while a chosen file cannot be sent, and a server that refuses a submitted list naming
 * each bad file.
 */

const READABILITY_CHECK = '**/Declaration/ValidateAttachmentsReadability';
const TOO_LARGE_TOGETHER =
  'De bestanden die u tegelijk koos, zijn samen te groot om te controleren op leesbaarheid. Verwijder dit bestand en voeg het apart toe, of kies een kleiner bestand.';
const TOO_LARGE = 'Dit bestand is te groot om te controleren op leesbaarheid. Verwijder het en voeg een kleiner bestand toe.';

/** the error summary: the contact form's title, or the declaration's 'Doorgaan mislukt…' of spec 02 §8 */
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: /^(Er is een probleem|Doorgaan mislukt)/ });
const card = (page: Page, name: string) => page.getByRole('list', { name: 'Gekozen bestanden' }).getByRole('listitem').filter({ hasText: name });
const checking = (page: Page) => page.getByText('De bestanden worden gecontroleerd op leesbaarheid…');

/** The readability check answers 413, as a server with a lower body limit than ours would, in Dutch. */
async function checkAnswersTooLarge(page: Page): Promise<void> {
  await page.route(READABILITY_CHECK, (route) =>
    route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ message: 'Het verzoek is te groot.' }) }),
  );
}

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`at ${device} width: the check refuses the files as too large (413): each says so, the field too, nothing is sent unchecked`, async ({ page, context, request }) => {
    await page.setViewportSize(viewport);
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/contactformulier?onderwerp=invoice');
    await page.getByRole('textbox', { name: /^Uw vraag/ }).fill('Hierbij de nota en de scan.');
    const files = page.locator('#contact-files');

    // two small files chosen together; the check answers 413
    await checkAnswersTooLarge(page);
    await files.setInputFiles([readablePng(), plainPdf()]);
    await expect(card(page, 'scan-nota.png')).toContainText(TOO_LARGE_TOGETHER);
    await expect(card(page, 'nota.pdf')).toContainText(TOO_LARGE_TOGETHER);
    await expect(checking(page)).toBeHidden();
    // the field itself is in error, its message names the files and describes the chooser
    await expect(files).toHaveAttribute('aria-invalid', 'true');
    const fieldMessage = 'Bijlagen: 2 bestanden kunnen niet worden verstuurd: scan-nota.png en nota.pdf. Hieronder staat bij elk bestand waarom.';
    await expect(page.locator('#contact-files-field')).toContainText(fieldMessage);
    await expect(files).toHaveAccessibleDescription(new RegExp(fieldMessage.replace(/[.]/g, '\\.')));

    // not sendable: Volgende names each file in the summary
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole('link')).toHaveText([`scan-nota.png: ${TOO_LARGE_TOGETHER}`, `nota.pdf: ${TOO_LARGE_TOGETHER}`]);
    await expect(page.getByText('Stap 1 van 2: Uw vraag')).toBeVisible();
    await expectNoAxeViolations(page);
    await picture(page, device, 'files-check-too-large', { fullPage: true });

    // one file alone is too large to check
    await page.getByRole('button', { name: 'Verwijder nota.pdf' }).click();
    await files.setInputFiles(plainPdf());
    await expect(card(page, 'nota.pdf')).toContainText(TOO_LARGE);

    // removed and chosen again, one at a time, each is checked on its own and can be sent
    await page.unroute(READABILITY_CHECK);
    await page.getByRole('button', { name: 'Verwijder scan-nota.png' }).click();
    await page.getByRole('button', { name: 'Verwijder nota.pdf' }).click();
    await files.setInputFiles(readablePng());
    await expect(card(page, 'scan-nota.png')).toBeVisible();
    await expect(checking(page)).toBeHidden();
    await expect(card(page, 'scan-nota.png')).not.toContainText('te groot');
    await expect(files).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('#contact-files-field')).not.toContainText('kunnen niet worden verstuurd');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByText('Stap 2 van 2: Controleren en versturen')).toBeVisible();
    expect(await receivedContactForms(request)).toEqual([]);
  });

  test(`at ${device} width: the server refuses a declaration's files naming each: each card and a summary line per file; without them it is sent`, async ({ page, context, request }) => {
    await page.setViewportSize(viewport);
    await signInAs(context, request, 'hoofdverzekerde');
    // a client that skips the portal's own verdicts: the check says every file is readable
    await page.route(READABILITY_CHECK, async (route) => {
      const response = await route.fetch();
      const answers = (await response.json()) as { fileName: string }[];
      await route.fulfill({ response, json: answers.map(({ fileName }) => ({ fileName, readabilityScore: 2 })) });
    });
    await page.goto('/indienen-zorgkosten');
    await page.getByRole('radio', { name: 'Een nota van een zorgverlener' }).check();
    await page.getByRole('button', { name: 'Volgende' }).click();
    const day = new Date();
    day.setDate(day.getDate() - 2);
    await page.getByLabel(/^Soort zorg/).selectOption('hospital');
    await page.getByLabel(/^Datum van de behandeling/).fill(`${String(day.getDate()).padStart(2, '0')}-${String(day.getMonth() + 1).padStart(2, '0')}-${day.getFullYear()}`);
    await page.getByLabel(/^Bedrag van de nota/).fill('85,00');
    await page.getByLabel(/^Naam van de zorgverlener/).fill('Medisch Centrum Westerpark');
    await page.getByLabel(/^Omschrijving van de behandeling/).fill('Polikliniek dermatologie');
    await page.getByRole('button', { name: 'Volgende' }).click();

    await expect(page.getByText('Stap 3 van 4: Bijlagen')).toBeVisible();
    const files = page.locator('#declaration-files');
    await files.setInputFiles([lockedPdf(), readablePng(), tinyPng()]);
    await expect(card(page, 'icoon.png')).toBeVisible();
    await expect(checking(page)).toBeHidden();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByText('Stap 4 van 4: Controleren en indienen')).toBeVisible();
    await page.getByRole('button', { name: 'Nota indienen' }).click();

    // the server judged the bytes again and named both: back on the files, each card and each summary line
    await expect(page.getByText('Stap 3 van 4: Bijlagen')).toBeVisible();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole('link')).toHaveText([
      'beveiligd.pdf: Dit bestand is beveiligd. Voeg een bestand toe zonder wachtwoord.',
      'icoon.png: Dit bestand is onleesbaar. Voeg een beter leesbare versie toe.',
    ]);
    await expect(card(page, 'beveiligd.pdf')).toContainText('Dit bestand is beveiligd. Voeg een bestand toe zonder wachtwoord.');
    await expect(card(page, 'icoon.png')).toContainText('Dit bestand is onleesbaar. Voeg een beter leesbare versie toe.');
    await expect(card(page, 'scan-nota.png')).not.toContainText('Dit bestand');
    await expect(files).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('De nota en andere bijlagen: 2 bestanden kunnen niet worden verstuurd: beveiligd.pdf en icoon.png.', { exact: false })).toBeVisible();
    // no saving failure on top of it
    await expect(page.getByText(/Sorry! Het is niet gelukt/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await picture(page, device, 'files-server-refused', { fullPage: true });

    // a summary line leads to its file
    await summary(page).getByRole('link', { name: /^icoon\.png/ }).click();
    await expect(page.getByRole('button', { name: 'Verwijder icoon.png' })).toBeFocused();

    // both removed, the declaration is sent with the readable scan
    await page.getByRole('button', { name: 'Verwijder icoon.png' }).click();
    await page.getByRole('button', { name: 'Verwijder beveiligd.pdf' }).click();
    await expect(files).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('button', { name: 'Nota indienen' }).click();
    await expect(page.getByRole('dialog', { name: 'Uw declaratie is ingediend' })).toBeVisible();
  });
}
