import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoAxeViolationsAtBothWidths, expectStateAtBothWidths } from './support/axe';
import { apiOrigin, resetFakeBackend, seededIdentityOf, VERIFICATION_CODE } from './support/fake-backend';

/** The person the seed keeps for registering (README "Registering an account"). */
const SANNE = { username: 'sannevisser', birthDate: '14-03-1991', agreementNumber: '40199001' };
const EMAIL = 'sanne.visser@example.nl';
const ACTIVATION_CODE = '24680';
const PASSWORD = 'Registreer#1';
const MOBILE = '+31 6 87654321';

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

const currentStep = (page: Page) => page.getByRole('list', { name: 'Stappen om uw account aan te maken' }).locator('[aria-current="step"]');
const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/**
 * A server refusal is in the step's error summary, which has the focus, and at the field(s) it is about; no notice
 * floats over the screen (on a phone one covered the step indicator). Checked at desktop and phone width, axe included.
 */
async function expectRefusalInSummary(page: Page, text: string, fields: string[] = []) {
  const summary = alert(page, 'Er is een probleem');
  await expectStateAtBothWidths(page, {
    atWidth: async () => {
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('listitem')).toHaveText([text]);
      await expect(page.getByTestId('notice')).toHaveCount(0);
      for (const label of fields) await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(escapeRegExp(text)));
      // nothing lies over the step indicator
      const step = currentStep(page);
      await step.scrollIntoViewIfNeeded();
      expect(await step.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && (element.contains(top) || top.contains(element));
      })).toBe(true);
      await summary.focus();
    },
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectStep(page: Page, number: number, name: string) {
  await expect(page.getByRole('heading', { level: 2, name: `Stap ${number} van 5: ${name}` })).toBeVisible();
  await expect(currentStep(page)).toHaveText(new RegExp(`Stap ${number} van 5: ${name}`));
}

async function identityStep(page: Page, identity = SANNE) {
  await page.getByLabel('Gebruikersnaam', { exact: true }).fill(identity.username);
  await page.getByLabel('Geboortedatum', { exact: true }).fill(identity.birthDate);
  await page.getByLabel('Overeenkomstnummer', { exact: true }).fill(identity.agreementNumber);
  await page.getByRole('button', { name: 'Controleren' }).click();
}

async function emailStep(page: Page, email = EMAIL) {
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByLabel('Herhaal uw e-mailadres', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Activatiecode versturen' }).click();
}

async function activationStep(page: Page, code = ACTIVATION_CODE) {
  await page.getByLabel('Activatiecode', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Code controleren' }).click();
}

async function passwordStep(page: Page) {
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Herhaal uw wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Volgende stap' }).click();
}

async function phoneStep(page: Page, phoneNumber = MOBILE) {
  await page.getByLabel('Telefoonnummer', { exact: true }).fill(phoneNumber);
  await page.getByRole('button', { name: 'Verificatiecode versturen' }).click();
}

async function verificationStep(page: Page, code = VERIFICATION_CODE) {
  await page.getByLabel('Verificatiecode', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
}

/** Steps 1 to 4 through the screens, ending at the code step. */
async function upToVerification(page: Page, phoneNumber = MOBILE) {
  await page.goto('/registreren');
  await identityStep(page);
  await expectStep(page, 2, 'E-mailadres');
  await emailStep(page);
  await expect(page).toHaveURL(/\/activeren$/);
  await activationStep(page);
  await expectStep(page, 3, 'Wachtwoord');
  await passwordStep(page);
  await expectStep(page, 4, 'Telefoonnummer');
  await phoneStep(page, phoneNumber);
  await expectStep(page, 5, 'Verificatiecode');
}

/** The registration data of a seeded account. */
async function identityOf(request: APIRequestContext, username: string): Promise<typeof SANNE> {
  const { birthDate, agreementNumber } = await seededIdentityOf(request, username);
  return { username, birthDate, agreementNumber };
}

test('Sanne registers in five steps and then logs in with her new account', async ({ page, request }) => {
  await page.goto('/registreren');
  await expect(page.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeFocused();
  await expectStep(page, 1, 'Uw gegevens');
  // (each step as it opens is checked by axe at both widths in the screenshot walk at the end)

  await identityStep(page);
  await expectStep(page, 2, 'E-mailadres');
  // the new step's heading takes focus, and step 1 is marked done for screen readers too
  await expect(page.getByRole('heading', { level: 2, name: 'Stap 2 van 5: E-mailadres' })).toBeFocused();
  await expect(page.getByRole('listitem').filter({ hasText: 'Stap 1 van 5: Uw gegevens, afgerond' })).toHaveCount(1);

  await emailStep(page);
  await expect(page).toHaveURL(/\/activeren$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account activeren' })).toBeVisible();
  await expect(page.getByTestId('activation-sent')).toContainText(EMAIL);
  await expectStep(page, 2, 'E-mailadres');
  const outbox = (await (await request.get(`${apiOrigin()}/__fake/outbox`)).json()) as { kind: string; to: string; code: string }[];
  expect(outbox).toEqual([expect.objectContaining({ kind: 'activation', to: EMAIL, code: ACTIVATION_CODE })]);

  await activationStep(page);
  await expectStep(page, 3, 'Wachtwoord');
  await passwordStep(page);

  await expectStep(page, 4, 'Telefoonnummer');
  await phoneStep(page);

  await expectStep(page, 5, 'Verificatiecode');
  await expect(page.getByTestId('code-channel')).toContainText(/Wij hebben een sms .* gestuurd naar \+316\*+21\./);
  await verificationStep(page);

  await expect(page).toHaveURL(/\/inloggen$/);
  await expect(page.getByRole('status').filter({ hasText: 'Uw account is aangemaakt.' })).toBeVisible();
  // the notice can show before the login screen's chunk is in: axe looks at the screen once it is there
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen op Mijn Zorgzaam');
  await expectNoAxeViolationsAtBothWidths(page);

  // and now with the new account
  await page.getByLabel('Gebruikersnaam', { exact: true }).fill(SANNE.username);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/verificatie$/);
  await expect(page.getByTestId('code-channel')).toContainText(/\+316\*+21/);
  await page.getByLabel('Verificatiecode', { exact: true }).fill(VERIFICATION_CODE);
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  // a new account has not signed the terms yet: that comes first
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruiksvoorwaarden van Mijn omgeving' })).toBeVisible();
  await page.getByLabel('Ik ga akkoord met de gebruiksvoorwaarden', { exact: true }).check();
  await page.getByRole('button', { name: 'Akkoord en verder' }).click();
  await expect(page.getByText('Ingelogd als Sanne Visser')).toBeVisible();
});

test('an empty step shows a focused error summary that links to its fields; the domain rules speak', async ({ page }) => {
  await page.goto('/registreren');
  await page.getByRole('button', { name: 'Controleren' }).click();
  const summary = alert(page, 'Er is een probleem');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Kies een gebruikersnaam', 'Vul uw geboortedatum in', 'Vul uw overeenkomstnummer in']);
  // (this state is checked by axe at both widths in the screenshot walk at the end)
  await summary.getByRole('link', { name: 'Vul uw geboortedatum in' }).click();
  await expect(page.getByLabel('Geboortedatum', { exact: true })).toBeFocused();

  await identityStep(page, { username: 'sanne', birthDate: '31-02-1991', agreementNumber: '4019900A' });
  await expect(summary.getByRole('link')).toHaveText([
    'De gebruikersnaam moet minimaal 8 tekens lang zijn.',
    'Geboortedatum: Vul een geldige datum in.',
    'Het overeenkomstnummer bestaat uit maximaal 8 cijfers.',
  ]);

  await identityStep(page);
  // every error of the step on one submit: the repeat left empty is missing too
  await page.getByRole('button', { name: 'Activatiecode versturen' }).click();
  await expect(summary.getByRole('link')).toHaveText(['Vul uw e-mailadres in.', 'Vul dit in: Herhaal uw e-mailadres']);
  await page.getByLabel('E-mailadres', { exact: true }).fill('sanne@example');
  await page.getByLabel('Herhaal uw e-mailadres', { exact: true }).fill('sanne@example.nl');
  await page.getByRole('button', { name: 'Activatiecode versturen' }).click();
  await expect(summary.getByRole('link')).toHaveText(['E-mailadres: Vul een valide e-mail adres in', 'Herhaal uw e-mailadres: De opgegeven e-mailadressen komen niet overeen']);
  await emailStep(page);
  await activationStep(page);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('registreer1');
  await page.getByLabel('Herhaal uw wachtwoord', { exact: true }).fill('registreer2');
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(summary.getByRole('link')).toHaveText([
    'Het wachtwoord moet minimaal één van deze tekens bevatten: ? ! / : ; @ # % ( ) _',
    'Herhaal uw wachtwoord: De opgegeven wachtwoorden komen niet overeen.',
  ]);
  await expectNoAxeViolationsAtBothWidths(page);
  await passwordStep(page);
  await phoneStep(page, '6 12345678');
  await expect(summary.getByRole('link')).toHaveText(['Het telefoonnummer moet beginnen met een landnummer, bijvoorbeeld +31.']);
});

test.describe('the catalogue outcomes (spec 01 §8 "Registration")', () => {
  test("'Incorrect combination' gives unknown-data, in the focused summary and at the birth date and agreement number", async ({ page }) => {
    await page.goto('/registreren');
    await identityStep(page, { ...SANNE, birthDate: '15-03-1991' });
    await expectRefusalInSummary(
      page,
      'De combinatie van geboortedatum en overeenkomstnummer is bij ons niet bekend. Controleer uw gegevens en probeer het opnieuw.',
      ['Geboortedatum', 'Overeenkomstnummer'],
    );
    await expectStep(page, 1, 'Uw gegevens');
    // the summary's line leads to the birth date
    await alert(page, 'Er is een probleem').getByRole('link').click();
    await expect(page.getByLabel('Geboortedatum', { exact: true })).toBeFocused();
  });

  test("'Account not found' gives unknown-username", async ({ page, request }) => {
    // nietgeactiveerd's account exists under its own username: another one is not found
    await page.goto('/registreren');
    await identityStep(page, { ...(await identityOf(request, 'nietgeactiveerd')), username: 'anderenaam' });
    await expectRefusalInSummary(
      page,
      'De gebruikersnaam die u heeft ingevuld, is niet bekend bij ons. Controleer uw gebruikersnaam en probeer het opnieuw.',
      ['Gebruikersnaam'],
    );
    await expectStep(page, 1, 'Uw gegevens');
  });

  test("'Account already exists' gives account-registered and goes to login", async ({ page }) => {
    await upToVerification(page);
    await verificationStep(page);
    await expect(page).toHaveURL(/\/inloggen$/);
    await page.goto('/registreren');
    await identityStep(page, { ...SANNE, username: 'sanne.visser.2' });
    await expect(page).toHaveURL(/\/inloggen$/);
    await expect(page.getByRole('status').filter({ hasText: 'U heeft al een account. Log in met uw gebruikersnaam en wachtwoord.' })).toBeVisible();
  });

  test('a username of another account is an error on the field', async ({ page }) => {
    await page.goto('/registreren');
    await identityStep(page, { ...SANNE, username: 'hoofdverzekerde' });
    await expect(alert(page, 'Er is een probleem')).toBeFocused();
    await expect(page.getByLabel('Gebruikersnaam', { exact: true })).toHaveAccessibleDescription(/Deze gebruikersnaam is al in gebruik/);
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByLabel('Gebruikersnaam', { exact: true }).fill(SANNE.username);
    await page.getByRole('button', { name: 'Controleren' }).click();
    await expectStep(page, 2, 'E-mailadres');
  });

  test('a wrong activation code: "De ingevoerde activatiecode is onjuist..."; a new code can be sent', async ({ page, request }) => {
    await page.goto('/registreren');
    await identityStep(page);
    await emailStep(page);
    await activationStep(page, '13579');
    await expectRefusalInSummary(page, 'De ingevoerde activatiecode is onjuist. Controleer de code en probeer het opnieuw.', ['Activatiecode']);
    await expect(page.getByLabel('Activatiecode', { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: 'Stuur een nieuwe activatiecode' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Wij hebben u een nieuwe activatiecode gestuurd.' })).toBeVisible();
    const outbox = (await (await request.get(`${apiOrigin()}/__fake/outbox`)).json()) as { kind: string }[];
    expect(outbox.filter((message) => message.kind === 'activation')).toHaveLength(2);
    await activationStep(page);
    await expectStep(page, 3, 'Wachtwoord');
  });

  test('an expired activation code sends the user back to the e-mail step for a new one', async ({ page, request }) => {
    await page.goto('/registreren');
    await identityStep(page);
    await emailStep(page);
    await expect(page).toHaveURL(/\/activeren$/);
    await request.post(`${apiOrigin()}/__fake/clock`, { data: { advanceSeconds: 301 } });
    await activationStep(page);
    await expect(page).toHaveURL(/\/registreren$/);
    await expectStep(page, 2, 'E-mailadres');
    await expectRefusalInSummary(page, 'Uw activatiecode is verlopen. Vraag een nieuwe code aan.');
    await expect(page.getByLabel('E-mailadres', { exact: true })).toHaveValue(EMAIL);
  });

  test("'Verificationcode was invalid' at account creation gives the wrong-code text, at the code as on `verificatie`", async ({ page }) => {
    await upToVerification(page);
    await verificationStep(page, '54321');
    await expectRefusalInSummary(page, 'De verificatiecode is onjuist. Controleer de code en probeer het opnieuw.', ['Verificatiecode']);
    await expectStep(page, 5, 'Verificatiecode');
    await verificationStep(page);
    await expect(page).toHaveURL(/\/inloggen$/);
  });

  test('an expired verification code sends the user back to the phone number', async ({ page, request }) => {
    await upToVerification(page);
    await request.post(`${apiOrigin()}/__fake/clock`, { data: { advanceSeconds: 301 } });
    await verificationStep(page);
    await expectStep(page, 4, 'Telefoonnummer');
    await expectRefusalInSummary(page, 'Uw verificatiecode is verlopen. Vraag een nieuwe code aan.');
    await phoneStep(page);
    await verificationStep(page);
    await expect(page).toHaveURL(/\/inloggen$/);
  });
});

test('a landline gets a call, and the text says so', async ({ page, request }) => {
  await upToVerification(page, '+31 20 7654321');
  await expect(page.getByTestId('code-channel')).toContainText('U wordt gebeld op');
  const outbox = (await (await request.get(`${apiOrigin()}/__fake/outbox`)).json()) as { kind: string; channel: string }[];
  expect(outbox.filter((message) => message.kind === 'verification').map((message) => message.channel)).toEqual(['call']);
});

test('`activeren` without a registration in progress says where to start', async ({ page }) => {
  await page.goto('/activeren');
  await expect(page.getByRole('heading', { level: 1, name: 'Account activeren' })).toBeVisible();
  await expect(page.getByText('Er wacht hier geen account op activatie.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stappen om uw account aan te maken' })).toHaveCount(0);
  // (this page is checked by axe at both widths in the screenshot walk at the end)
  await page.getByRole('link', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/registreren$/);
  await expectStep(page, 1, 'Uw gegevens');
});

test('the login of an account that is not activated lands on the first step; the five steps activate it, and then the login works', async ({
  page,
  request,
}) => {
  const login = async (password: string) => {
    await page.getByLabel('Gebruikersnaam', { exact: true }).fill('nietgeactiveerd');
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
  };
  await page.goto('/inloggen');
  await login('Welkom01!');
  await expect(page).toHaveURL(/\/registreren$/);
  await expectStep(page, 1, 'Uw gegevens');

  await identityStep(page, await identityOf(request, 'nietgeactiveerd'));
  await expectStep(page, 2, 'E-mailadres');
  await emailStep(page, 'niet.geactiveerd@example.nl');
  await activationStep(page);
  await passwordStep(page);
  await phoneStep(page);
  await verificationStep(page);
  await expect(page).toHaveURL(/\/inloggen$/);

  await login(PASSWORD);
  await expect(page).toHaveURL(/\/verificatie$/);
  await page.getByLabel('Verificatiecode', { exact: true }).fill(VERIFICATION_CODE);
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page.getByTestId('logged-in-as')).toBeVisible();
});

async function tabTo(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toBeVisible();
  for (let presses = 0; presses < 40; presses += 1) {
    if (await field.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${label} cannot be reached with Tab`);
}

test('keyboard only: every step is filled with Tab and Enter', async ({ page }) => {
  await page.goto('/registreren');
  await tabTo(page, 'Gebruikersnaam');
  await page.keyboard.type(SANNE.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Geboortedatum', { exact: true })).toBeFocused();
  await page.keyboard.type(SANNE.birthDate);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Overeenkomstnummer', { exact: true })).toBeFocused();
  await page.keyboard.type(SANNE.agreementNumber);
  await page.keyboard.press('Enter');
  await expectStep(page, 2, 'E-mailadres');

  await tabTo(page, 'E-mailadres');
  await page.keyboard.type(EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(EMAIL);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/activeren$/);

  await tabTo(page, 'Activatiecode');
  await page.keyboard.type(ACTIVATION_CODE);
  await page.keyboard.press('Enter');
  await expectStep(page, 3, 'Wachtwoord');
  await tabTo(page, 'Wachtwoord');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expectStep(page, 4, 'Telefoonnummer');
  await tabTo(page, 'Telefoonnummer');
  await page.keyboard.type(MOBILE);
  await page.keyboard.press('Enter');
  await expectStep(page, 5, 'Verificatiecode');
  await tabTo(page, 'Verificatiecode');
  await page.keyboard.type(VERIFICATION_CODE);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inloggen$/);
});

/** Screenshots to look at: each step pictured and checked by axe at desktop and phone width in one walk. */
test('registration screenshots at both widths', async ({ page }) => {
  // eight states, each pictured and checked by axe at two widths, on a shared, loaded machine
  test.setTimeout(90_000);
  const shot = (name: string) => expectStateAtBothWidths(page, { screenshot: `registration-${name}` });
  await page.goto('/registreren');
  await expectStep(page, 1, 'Uw gegevens');
  await shot('1-identity');
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(alert(page, 'Er is een probleem')).toBeFocused();
  await shot('1-identity-errors');
  await identityStep(page);
  await expectStep(page, 2, 'E-mailadres');
  await shot('2-email');
  await emailStep(page);
  await expect(page.getByLabel('Activatiecode', { exact: true })).toBeVisible();
  await shot('2-activation-code');
  await activationStep(page);
  await expectStep(page, 3, 'Wachtwoord');
  await shot('3-password');
  await passwordStep(page);
  await expectStep(page, 4, 'Telefoonnummer');
  await shot('4-phone');
  await phoneStep(page);
  await expectStep(page, 5, 'Verificatiecode');
  await shot('5-verification-code');
  await page.goto('/activeren');
  await expect(page.getByText('Er wacht hier geen account op activatie.')).toBeVisible();
  await shot('activate-without-registration');
});
