import { expect, test, type Locator, type Page } from './support/test';
import { expectStateAtBothWidths } from './support/axe';
import { apiOrigin, resetFakeBackend, signInAs } from './support/fake-backend';
import { intoOfferPeriod } from './support/offer-period';
import { answerDentalQuestionnaire } from './support/dental-questionnaire';

// issue 15 (h-policy2): polis-wijzigen with two changeable agreements, the overview's policies per
// participant (GetPolicyInfoForYear), and the server's refusal of the dental questionnaire

test.beforeEach(async ({ request, context }) => {
  await resetFakeBackend(request);
  // only functional cookies chosen before: the consent banner does not cover the states the screenshots show
  await context.addCookies([{ name: 'mo_consent', value: 'declined', domain: 'localhost', path: '/', secure: true, sameSite: 'Strict' }]);
});

/** '€ 1.234,56' → 123456 cents */
const centsOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', ''));

async function monthTotalsOf(agreement: Locator): Promise<{ total: number; persons: number[] }> {
  const total = centsOf((await agreement.getByTestId('agreement-total-month').textContent()) ?? '');
  const persons = (await agreement.getByTestId('person-premium-month').allTextContents()).map(centsOf);
  return { total, persons };
}

test('tweeovereenkomsten: polis-wijzigen asks which of her two agreements; the overview shows each participant\'s policy, adding up to each agreement\'s total', async ({ page, context, request }) => {
  const year = (await intoOfferPeriod(page, request)) + 1;
  await signInAs(context, request, 'tweeovereenkomsten');
  // her dashboard works with an agreement she is not insured on herself
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Goede(morgen|middag|navond|nacht) \S+/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uw overzicht' }).getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByTestId('notice')).toHaveCount(0);

  await page.goto(`/polisoverzicht?jaar=${year}`);
  const agreements = page.getByRole('region', { name: /^Overeenkomst/ });
  await expect(agreements).toHaveCount(2);
  await expect(agreements.first().getByTestId('policy-person')).toHaveCount(2);
  await expect(agreements.nth(1).getByTestId('policy-person')).toHaveCount(1);
  for (const agreement of await agreements.all()) {
    const { total, persons } = await monthTotalsOf(agreement);
    expect(persons.reduce((sum, cents) => sum + cents, 0)).toBe(total);
  }
  await expect(page.getByRole('link', { name: /^Wijzig uw polis voor \d{4}/ })).toHaveCount(2);
  await expectStateAtBothWidths(page, { screenshot: 'policy-overview-two-agreements' });

  await page.goto('/polis-wijzigen');
  await expect(page.getByRole('heading', { level: 1, name: 'Polis wijzigen' })).toBeVisible();
  const choices = page.getByTestId('edit-policy-choice');
  await expect(choices).toHaveCount(2);
  await expect(page).toHaveURL(/\/polis-wijzigen$/);
  for (const choice of await choices.all()) {
    await expect(choice.getByRole('heading', { level: 2 })).toContainText(`, ${year}`);
  }
  await expect(choices.first().getByRole('listitem')).toHaveCount(2);
  await expect(choices.nth(1).getByRole('listitem')).toHaveCount(1);
  await expect(choices.nth(1).getByRole('listitem')).toContainText(/, polisnummer \d{4} \d{4} \d{4}$/);
  await expectStateAtBothWidths(page, { screenshot: 'edit-policy-choose' });

  // her daughter's agreement: its cards, for the daughter alone
  await choices.nth(1).getByRole('link', { name: new RegExp(`^Wijzig uw polis ${year} van overeenkomst \\d+$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/polis-wijzigen/${year}/ZCW03/\\d+/false$`));
  await expect(page.getByRole('heading', { level: 1, name: `Polis wijzigen voor ${year}` })).toBeVisible();
  await expect(page.getByTestId('premium-person')).toHaveCount(1);
});

test('wanbetaler: polis-wijzigen finds no agreement she may change and shows the year\'s overview, each call once', async ({ page, context, request }) => {
  const year = (await intoOfferPeriod(page, request)) + 1;
  await signInAs(context, request, 'wanbetaler');
  const calls: string[] = [];
  page.on('request', (call) => {
    const url = new URL(call.url());
    if (url.pathname.startsWith('/api/Agreement/')) calls.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/polis-wijzigen');
  await expect(page).toHaveURL(new RegExp(`/polisoverzicht\\?jaar=${year}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Polisoverzicht' })).toBeVisible();
  await expect(page.getByTestId('agreement-total-month')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the start page's answers are the overview's (issue 19: no request made twice)
  const count = (call: string) => calls.filter((each) => each === call).length;
  expect(count('/api/Agreement/GetYearForOfferedAgreement')).toBe(1);
  expect(count(`/api/Agreement/getAgreementDetailsForYear?year=${year}`)).toBe(1);
});

async function mainCustomerNumber(page: Page, username: string): Promise<string> {
  const accounts = (await (await page.request.get(`${apiOrigin()}/__fake/db/accounts`)).json()) as { username: string; customerNumber: string }[];
  return accounts.find((account) => account.username === username)!.customerNumber;
}

test("the server refuses the dental questionnaire (denied meanwhile, elsewhere): its reason shows, not the generic error", async ({ page, context, request }) => {
  const year = (await intoOfferPeriod(page, request)) + 1;
  const token = await signInAs(context, request, 'hoofdverzekerde');
  await page.goto('/polis-wijzigen');
  await expect(page).toHaveURL(new RegExp(`/polis-wijzigen/${year}/ZZA01/\\d+/false$`));
  const agreementId = /\/ZZA01\/(\d+)\//.exec(page.url())![1]!;
  await page.goto(`/medische-selectie/${year}/ZZA01/${agreementId}`);
  const form = page.getByTestId('dental-questionnaire');
  await expect(form).toBeVisible();

  // in another window the same questionnaire was answered with 5 missing teeth: denied
  const denied = await request.post(`${apiOrigin()}/api/Contract/ValidateAndSaveMedicalSelection`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      agreementDetails: { agreementId, year, contractCode: 'ZZA01' },
      requestedContract: {
        customerNumber: await mainCustomerNumber(page, 'hoofdverzekerde'),
        productComponentCode: 'TG3',
        medicalSelection: {
          orthodonticsWithinTwoYears: false, dentistLastTwoYears: true, hasCongenitalDentalDefect: false, congenitalDentalDefectMessage: '',
          extracted4OrMoreTeeth: false, numberOfMissingTeeth: 5, expectsToHaveOneOfFollowingTreatments: [], doesNotExpectTreatment: true,
          acceptedTermsAndConditions: true, acceptanceDate: `${year - 1}-11-20`,
        },
      },
      newlyInsuredPersons: [],
    },
  });
  expect(((await denied.json()) as { isApproved: boolean }).isApproved).toBe(false);

  await answerDentalQuestionnaire(form, '0');
  const summary = page.getByRole('alert').filter({ hasText: 'Uw vragenlijst is niet verwerkt' });
  await expect(summary).toContainText('Uw vragenlijst is niet verwerkt: er is intussen al een medische selectie afgewezen.');
  await expect(page.getByText('Het versturen van de vragenlijst is niet gelukt')).toHaveCount(0);
  await expect(page.getByTestId('medical-selection-outcome')).toHaveCount(0);
  await expectStateAtBothWidths(page, { screenshot: 'medical-selection-refused' });
});
