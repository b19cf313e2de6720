import { expect, test } from './support/test';
import { cookieClockSeconds } from './support/cookie-clock';
import { expectNoAxeViolations, expectStateAtBothWidths } from './support/axe';
import { portalOrigin, resetFakeBackend, signInAs, switchConfig } from './support/fake-backend';
import { nextWorkingDay } from '../domain/calendar';
import { moveClocksTo } from './support/clocks';
import { answerLate } from './support/layout-shift';
import { picture, VIEWPORTS } from './support/screenshots';

test.beforeEach(async ({ request }) => {
  await resetFakeBackend(request);
});

test.describe('unknown paths', () => {
  test('a logged-out visitor sees the not-found page in the logged-out shell', async ({ page }) => {
    await page.goto('/deze/pagina/bestaat/niet');
    await expect(page.getByRole('heading', { level: 1, name: 'Deze pagina bestaat niet' })).toBeVisible();
    await expect(page.getByText('Error code: 404')).toBeVisible();
    await expect(page.getByText('Controleer of u het adres goed heeft getypt')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar inloggen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Uitloggen' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a logged-in user sees it in the logged-in shell', async ({ page, context, request }) => {
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/onbekend');
    await expect(page.getByText('Error code: 404')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Uitloggen' })).toBeVisible();
    await expect(page.getByText(/Ingelogd als/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a route parameter of the wrong type is an unknown path', async ({ page, context, request }) => {
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/polis-wijzigen/volgend-jaar/ZA1/123/true');
    await expect(page.getByText('Error code: 404')).toBeVisible();
  });
});

test.describe('navigation guard', () => {
  test('an authenticated route sends a logged-out visitor to login with the full target and the label', async ({ page }) => {
    await page.goto('/berichtenbox?jaar=2025');
    await expect(page).toHaveURL(/\/inloggen\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/berichtenbox?jaar=2025');
    expect(url.searchParams.get('label')).toBe('zorgzaam');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen op Mijn Zorgzaam' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a forbidden route goes home with the notice', async ({ page, context, request }) => {
    await signInAs(context, request, 'medeverzekerde');
    await page.goto('/rekeningen-en-betalingen');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('alert')).toContainText('Deze pagina is niet voor u beschikbaar.');
  });

  test('the insurance-right check is authorised only where a check is required', async ({ page, context, request }) => {
    await signInAs(context, request, 'hoofdverzekerde');
    const factCalls: string[] = [];
    page.on('request', (call) => {
      if (/\/api\/(InsuranceRight|Agreement\/GetMostRecentAgreements)$/.test(new URL(call.url()).pathname)) factCalls.push(new URL(call.url()).pathname);
    });
    // a slow connection: once the guard has its answers, the dashboard's code takes 2.5 s to come
    let guardAnswered = false;
    page.on('response', (answer) => {
      if (new URL(answer.url()).pathname === '/api/InsuranceRight') guardAnswered = true;
    });
    await page.route('**/assets/**', async (route) => {
      if (guardAnswered) await new Promise((done) => setTimeout(done, 2_500));
      await route.continue();
    });
    await page.goto('/verzekeringsrecht');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('alert')).toContainText('Deze pagina is niet voor u beschikbaar.');
    // the guard's answer is the dashboard's too, however slowly it loads: each fact asked once (issue 19, no request made twice)
    await expect(page.getByRole('heading', { name: 'Uw verzekering' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(factCalls.sort()).toEqual(['/api/Agreement/GetMostRecentAgreements', '/api/InsuranceRight']);
    await page.unroute('**/assets/**');

    await context.clearCookies();
    await signInAs(context, request, 'buitenland');
    await page.goto('/verzekeringsrecht');
    await expect(page.getByRole('heading', { level: 1, name: 'Controle verzekeringsrecht' })).toBeVisible();
  });
});

test.describe('labels', () => {
  test('the label comes from the host name, with its logo, name and colours', async ({ page }) => {
    await page.goto(`${portalOrigin('studentenzorg.localhost')}/inloggen`);
    await expect(page.locator('html')).toHaveAttribute('data-label', 'studentenzorg');
    await expect(page).toHaveTitle('Inloggen – Mijn Studentenzorg');
    await expect(page.getByRole('img', { name: 'Logo van Studentenzorg' })).toBeVisible();
    const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand'));
    expect(brand.trim()).toBe('#6b2fa3');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/api/pwa/manifest?label=studentenzorg');
    await expectNoAxeViolations(page);
  });

  test('an unknown host name gets the default label', async ({ page }) => {
    await page.goto(`${portalOrigin('onbekend.localhost')}/inloggen`);
    await expect(page.locator('html')).toHaveAttribute('data-label', 'zorgzaam');
    await expect(page).toHaveTitle('Inloggen – Mijn Zorgzaam');
  });

  test('the redirecting collectivity sends the browser to its address', async ({ page }) => {
    await page.route('https://www.zorgzaam.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<html lang="nl"><title>Overgestapt</title><p>Overgestapt</p></html>' }),
    );
    await page.goto(`${portalOrigin('oudezorg.localhost')}/inloggen`);
    await expect(page).toHaveURL(/^https:\/\/www\.zorgzaam\.example\//);
  });
});

test.describe('new releases', () => {
  test('a new release while the portal is open shows the update notice; Ok reloads', async ({ page, context, request }) => {
    await context.addCookies([{ name: 'mo_version', value: '2.27.0', domain: 'localhost', path: '/', secure: true, sameSite: 'Strict' }]);
    await switchConfig(request, { releaseTag: '2.27.0' });
    await page.goto('/inloggen');
    const notice = page.getByTestId('notice').filter({ hasText: 'nieuwe versie' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button')).toHaveText(['Ok']);
    await expectNoAxeViolations(page);
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Ok' }).click();
    await reloaded;
  });

  // issue 20.2: the configuration is asked again, for real, on focus and every 5 minutes
  test('an open portal whose configuration changes release shows the update notice on focus', async ({ page, request }) => {
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/statics/config.json')) asked.push(sent.url());
    });
    await page.clock.install();
    await page.goto('/inloggen');
    await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
    const notice = page.getByTestId('notice').filter({ hasText: 'nieuwe versie' });

    await switchConfig(request, { releaseTag: '2.27.0' });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button')).toHaveText(['Ok']);
    expect(asked.length).toBeGreaterThanOrEqual(2);

  });

  test('an open portal notices a new release after 5 minutes without focus', async ({ page, request }) => {
    await page.clock.install();
    await page.goto('/inloggen');
    await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
    const notice = page.getByTestId('notice').filter({ hasText: 'nieuwe versie' });
    await switchConfig(request, { releaseTag: '2.27.0' });
    await page.clock.fastForward('04:50');
    await expect(notice).toBeHidden();
    await page.clock.fastForward('00:15');
    await expect(notice).toBeVisible();
  });

  test('a version cookie that differs from the release tag reloads the page once and is renewed', async ({ page, context }) => {
    await context.addCookies([{ name: 'mo_version', value: '2.25.0', domain: 'localhost', path: '/', secure: true, sameSite: 'Strict' }]);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/inloggen');
    await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
    expect(loads).toBe(2);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'mo_version');
    expect(cookie?.value).toBe('2.26.0');
    expect(cookie?.secure).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    const days = ((cookie?.expires ?? 0) - cookieClockSeconds()) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

test.describe('consent and tag manager', () => {
  test('outside production the banner says nothing is measured, and accepting loads no tag manager', async ({ page, context }) => {
    const tagManagerRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/statics/js/')) tagManagerRequests.push(sent.url());
    });
    await page.goto('/inloggen');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toContainText('Voorbeeldweergave: in deze omgeving wordt niets gemeten');
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Cookies accepteren' }).click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === 'mo_consent')?.value).toBe('accepted');
    await page.reload();
    await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    expect(tagManagerRequests).toEqual([]);
  });

  test('in production the tag manager script is fetched as text and runs only after consent', async ({ page, request }) => {
    await switchConfig(request, { environment: 'prd' });
    await page.goto('/inloggen');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expect(banner).not.toContainText('Voorbeeldweergave');
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    const loaded = page.waitForResponse((response) => response.url().includes('/statics/js/tag-manager.js?id=GTM-FAKE01'));
    await banner.getByRole('button', { name: 'Cookies accepteren' }).click();
    await loaded;
    await expect.poll(() => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer))).toContain('tag-manager-loaded');
  });

  test('declining in production loads nothing', async ({ page, request }) => {
    await switchConfig(request, { environment: 'prd' });
    let tagManagerRequested = false;
    page.on('request', (sent) => {
      if (sent.url().includes('/statics/js/')) tagManagerRequested = true;
    });
    await page.goto('/inloggen');
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Alleen functionele cookies' }).click();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
    await page.reload();
    await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
    expect(tagManagerRequested).toBe(false);
  });
});

/** issue 12 points 13–15: the logged-in screens pictured at both widths in one walk, each state checked by axe. */
// issue 19: the screen takes at least the window's height, so the footer is always below the fold; it and its call wait
test("the footer's contact centre loads when the footer comes into view, in the place kept for it", async ({ page, request }) => {
  // the next working day at 10:00, both clocks: the contact centre is open (08:00 to 17:30 on working days), and the
  // seeded news is current (a fixed day of 2026 had no news from 6 December on)
  const tomorrow = new Date();
  tomorrow.setHours(10, 0, 0, 0);
  await moveClocksTo(page, request, nextWorkingDay(tomorrow));
  const collectivityCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/Collectivity')) collectivityCalls.push(sent.url());
  });
  await page.goto('/inloggen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nieuws' })).toBeVisible();
  const footerTop = () => page.locator('.shell__footer-space, footer').first().evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const keptAt = await footerTop();
  expect(collectivityCalls, 'nothing asked before the footer is in view').toEqual([]);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Bel ons op 088 123 45 67' })).toHaveAttribute('href', 'tel:0881234567');
  await expect(footer).toContainText('Vandaag bereikbaar van 08:00 tot 17:30 uur');
  expect(await footerTop(), 'the footer arrives where its place was kept').toBe(keptAt);
  expect(collectivityCalls).toHaveLength(1);
  await expectStateAtBothWidths(page, { screenshot: 'footer', fullPage: false });
});

// a keyboard user reaches the footer's link right after the page's content, on a phone, without scrolling to it first
// (the footer loads late, when scrolled to: until it is there, Tab has nothing after the content but the dock)
for (const shell of [
  { name: 'logged in', address: '/instellingen' },
  { name: 'logged out', address: '/inloggen' },
]) {
  test(`Tab reaches the footer's phone link after the page's content, without scrolling first (390 px, ${shell.name})`, async ({ page, context, request }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    if (shell.name === 'logged in') await signInAs(context, request, 'hoofdverzekerde');
    await page.goto(shell.address);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Nieuws' })).toBeVisible();
    const phoneLink = page.getByRole('contentinfo').getByRole('link', { name: 'Bel ons op 088 123 45 67' });
    /** where the focus is: in the page's content, in the footer, or elsewhere (the dock, the body, the browser) */
    const focusIsIn = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'nowhere';
        return active.closest('main') ? 'main' : active.closest('footer') ? 'footer' : 'elsewhere';
      });
    const walk: string[] = [];
    // the first Tab asks for the footer (nothing was scrolled); a person's next Tabs come later than Playwright's, and a
    // busy CI machine took longer than four of those to bring it: wait until it is there, as a person would not notice
    await page.keyboard.press('Tab');
    walk.push(await focusIsIn());
    await expect(phoneLink).toBeAttached();
    while (walk.length < 60 && walk.at(-1) !== 'footer') {
      await page.keyboard.press('Tab');
      walk.push(await focusIsIn());
    }
    // the content first, then the footer's link: nothing else between them, and no round through the browser
    expect(walk.at(-1), `the walk: ${walk.join(' → ')}`).toBe('footer');
    expect(walk.slice(0, walk.indexOf('footer')).every((place) => place === 'main'), `the walk: ${walk.join(' → ')}`).toBe(true);
    await expect(phoneLink).toBeFocused();
    await expect(phoneLink).toBeInViewport();
    await picture(page, 'phone', `footer-via-tab-${shell.name.replace(' ', '-')}`);
    await expectNoAxeViolations(page);
  });
}

test('the finish: logged-in screens at both widths', async ({ page, context, request }) => {
  // a walk of six screens on a shared, loaded machine
  test.setTimeout(90_000);
  await signInAs(context, request, 'hoofdverzekerde');
  const screens: [string, string, RegExp][] = [
    ['home', '/home', /^Goede(morgen|middag|navond|nacht) /],
    ['settings', '/instellingen', /Instellingen/],
    ['personal-details', '/persoonlijke-gegevens', /Persoonlijke gegevens/],
    ['contact', '/contact-opnemen', /Contact opnemen/],
    ['message-box', '/berichtenbox', /Berichtenbox/],
  ];
  for (const [name, path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // the page's data is in: no skeleton holds a place any more
    await expect(page.locator('.skeleton')).toHaveCount(0);
    // axe runs on these screens at both widths in routes.spec.ts; here on the dashboard, which this issue changed most
    if (name === 'home') {
      await expectStateAtBothWidths(page, { screenshot: `finish-${name}` });
    } else {
      await picture(page, 'desktop', `finish-${name}`, { fullPage: true });
      await page.setViewportSize(VIEWPORTS.phone);
      // the message box decides at opening whether its filters start folded (on a phone): opened again at that width
      if (name === 'message-box') {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('.skeleton')).toHaveCount(0);
      }
      await picture(page, 'phone', `finish-${name}`, { fullPage: true });
      await page.setViewportSize(VIEWPORTS.desktop);
    }
  }
  // the menu open: on a desktop the group's panel, on a phone the whole menu
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Goede/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Mijn verzekering' }).click();
  await picture(page, 'desktop', 'finish-menu-open', { fullPage: true });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await picture(page, 'phone', 'finish-menu-open', { fullPage: true });
  await expectNoAxeViolations(page);
  await page.setViewportSize(VIEWPORTS.desktop);

  // a modal dialog covers everything, the consent banner too (issue 12 leftovers)
  await context.clearCookies();
  await signInAs(context, request, 'wanbetaler');
  await page.goto('/instellingen');
  const popup = page.getByRole('dialog', { name: 'Ontvang uw post digitaal' });
  await expect(popup).toBeVisible();
  const banner = page.getByTestId('consent-banner');
  await expectStateAtBothWidths(page, {
    screenshot: 'finish-dialog',
    fullPage: false,
    atWidth: async () => {
      await banner.scrollIntoViewIfNeeded();
      const box = (await banner.boundingBox())!;
      const topmostIsBanner = await page.evaluate(
        ({ x, y }) => Boolean(document.elementFromPoint(x, Math.min(y, window.innerHeight - 4))?.closest('[data-testid="consent-banner"]')),
        { x: box.x + 4, y: box.y + 8 },
      );
      expect(topmostIsBanner, 'the banner is under the backdrop').toBe(false);
    },
  });
});

test.describe('the phone header (issue 12 point 13)', () => {
  test('one compact row; the account inside the menu; greeting and first tile visible without scrolling', async ({ page, context, request }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await signInAs(context, request, 'hoofdverzekerde');
    await page.goto('/home');
    const greeting = page.getByRole('heading', { level: 1, name: /^Goede(morgen|middag|navond|nacht) / });
    await expect(greeting).toBeVisible();
    const firstTile = page.getByRole('region', { name: 'Uw overzicht' }).getByRole('region').first();
    await expect(firstTile.getByRole('heading', { level: 2 })).toBeVisible();

    const header = await page.locator('header').boundingBox();
    const logo = await page.getByRole('link', { name: /Naar het overzicht|Logo/ }).first().boundingBox();
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const toggleBox = await toggle.boundingBox();
    expect(header && logo && toggleBox).toBeTruthy();
    expect(header!.height).toBeLessThanOrEqual(72);
    // logo and menu button share the one row
    expect(Math.abs(logo!.y + logo!.height / 2 - (toggleBox!.y + toggleBox!.height / 2))).toBeLessThan(8);
    const tileBox = await firstTile.boundingBox();
    const greetingBox = await greeting.boundingBox();
    expect(greetingBox!.y + greetingBox!.height).toBeLessThan(844);
    expect(tileBox!.y + tileBox!.height, 'the whole first tile is in the first screen').toBeLessThanOrEqual(844);
    // the account lives in the menu, the logo is not repeated there
    await expect(page.getByRole('link', { name: 'Uitloggen' })).toBeHidden();
    await expect(page.getByText(/Ingelogd als/)).toBeHidden();
    await toggle.click();
    // open, the button's longer text still fits the row
    const closeBox = (await page.getByRole('button', { name: 'Menu sluiten' }).boundingBox())!;
    expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(VIEWPORTS.phone.width - 8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(VIEWPORTS.phone.width);
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByTestId('logged-in-as')).toBeVisible();
    await expect(nav.getByRole('group', { name: 'Taal van het menu' }).getByRole('button', { name: 'EN', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Uitloggen' })).toBeVisible();
    await expect(nav.getByRole('img')).toHaveCount(0);
    // each group leads with its icon, hidden from screen readers (the name is the label)
    await expect(nav.locator(':scope > ul > li > button svg.main-menu__icon[aria-hidden="true"]')).toHaveCount(7);
    for (const icon of await nav.locator(':scope > ul > li > button svg.main-menu__icon').all()) await expect(icon).toBeVisible();
    await expectNoAxeViolations(page);
    await picture(page, 'phone', 'header-menu-open');
  });
});

// The news docks at the bottom of the window and comes late: at 1280 x 800 it lies over the login page's links. A click
// aimed at a link as the news arrived went to the news (a flaky forgot-flows test found it); for its first half second
// the news takes no click, so the click goes to what the user saw and aimed at.
test('news that arrives over a link does not take the click aimed at that link (1280 x 800, logged out)', async ({ page }) => {
  await answerLate(page, /\/api\/News/, 300);
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const news = document.querySelector('section[aria-label="Nieuws"]');
      const link = [...document.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Gebruikersnaam of wachtwoord vergeten?');
      if (!news || !link) return;
      observer.disconnect();
      // the moment the news is put in: the click a user started at the link's centre lands on what this hits
      const box = link.getBoundingClientRect();
      const point = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      const newsBox = news.getBoundingClientRect();
      Object.assign(window, {
        newsArrival: {
          point,
          isLinkCovered: newsBox.top <= point.y && point.y <= newsBox.bottom,
          hit: document.elementFromPoint(point.x, point.y)?.closest('a, section')?.textContent ?? null,
        },
      });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/inloggen');
  await expect(page.getByRole('region', { name: 'Nieuws' })).toBeVisible();
  const arrival = await page.evaluate(() => (window as unknown as { newsArrival: { point: { x: number; y: number }; isLinkCovered: boolean; hit: string | null } }).newsArrival);
  expect(arrival.isLinkCovered, 'the news lies over the link at this size').toBe(true);
  expect(arrival.hit).toBe('Gebruikersnaam of wachtwoord vergeten?');
  // then it is a banner like any other: its own text and buttons take their clicks
  await expect
    .poll(() => page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('section')?.getAttribute('aria-label') ?? null, arrival.point))
    .toBe('Nieuws');
});
