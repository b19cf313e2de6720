// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import { routes } from '@/shared/routing';
import { memberOfferQuery } from '../api/member-offers';
import { OfferDetail } from './offer-detail';
import { tokenFor } from '@test-support/access-token';

afterEach(cleanup);

const OFFER = {
  id: 'fit', partner: 'FitFabriek', title: '25% korting', discount: '25% korting', summary: 'Sporten',
  validFrom: '2026-01-01', validUntil: '2026-12-31', imageUrl: '/content/member-offers/fit.svg', imageAlt: 'Een halter',
  description: 'Sporten met korting', howToUse: ['Kies een abonnement'], discountCode: 'ZORG25', partnerUrl: 'https://example.nl', conditions: 'Nieuwe leden',
};

const accessTokenWith = (permissions: string[]) => tokenFor({ customerNumber: '7' }, permissions);

async function offerShownTo(permissions: string[]) {
  const scope = fork({
    handlers: [
      [readSessionFx, () => ({ session: sessionFromAccessToken(accessTokenWith(permissions))!, expiryCookieMs: null })],
      [memberOfferQuery.__.executeFx, () => OFFER],
    ],
  });
  await allSettled(readSessionFx, { scope });
  await allSettled(routes['member-offers'].opened, { scope, params: { params: {}, query: { aanbieding: 'fit' } } });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <OfferDetail />
      </MemoryRouter>
    </Provider>,
  );
}

// "a tip can be sent" (spec 02 §3) by whom holds "tip member offer (c-mem-off-tip)" (spec 02 §6; issue 32 point 23)
describe('the offer shows the tip form only with c-mem-off-tip', () => {
  test('with c-mem-off-tip: the offer and the form with its three fields', async () => {
    await offerShownTo(['login', 'r-mem-off', 'c-mem-off-tip']);
    expect(screen.getByText('ZORG25')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(document.querySelector('form')).not.toBeNull();
  });

  test('without it: the offer, and no form', async () => {
    await offerShownTo(['login', 'r-mem-off']);
    expect(screen.getByText('ZORG25')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(document.querySelector('form')).toBeNull();
  });
});
