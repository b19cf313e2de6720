// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { useTestBackend } from './test-support';

/** The member offers: the content host's list and pictures, GET MemberOffer/{id}, POST MemberOffer/Tip (issue 16 point 5). */
const t = useTestBackend();

const TIP = { offerId: 'sportschool-fitfabriek', friendName: 'Noor de Vries', friendEmail: 'noor@example.nl', message: 'Leuk voor jou!' };

describe('member offers', () => {
  test('the content host lists the running offers, each with a picture; an ended one is left out', async () => {
    const list = await t.call('GET', '/content/member-offers.json?v=abc');
    expect(list.status).toBe(200);
    const ids = (list.json.offers as { id: string }[]).map((offer) => offer.id);
    expect(ids).toEqual(expect.arrayContaining(['sportschool-fitfabriek', 'brillen-helderzicht', 'fietsen-trapkracht']));
    expect(ids).not.toContain('verlopen-zwemles');
    expect(list.json.offers[0]).not.toHaveProperty('discountCode');
    const picture = await t.call('GET', list.json.offers[0].imageUrl as string);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await t.call('GET', '/content/member-offers/onbekend.svg')).status).toBe(404);
  });

  test('GET MemberOffer/{id}: a running offer with how to use it; an ended or unknown one 404; the permission first', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const offer = await t.call('GET', '/api/MemberOffer/sportschool-fitfabriek', { token });
    expect(offer.status).toBe(200);
    expect(offer.json).toMatchObject({ partner: 'FitFabriek', discountCode: 'ZORG25FIT', howToUse: expect.any(Array) });
    expect((await t.call('GET', '/api/MemberOffer/verlopen-zwemles', { token })).status).toBe(404);
    expect((await t.call('GET', '/api/MemberOffer/onbekend', { token })).status).toBe(404);
    expect((await t.call('GET', '/api/MemberOffer/sportschool-fitfabriek')).status).toBe(401);
  });

  test('POST MemberOffer/Tip: stored; the rules as 400s naming the field; an ended offer 404; 5 a day', async () => {
    const token = await t.accessToken('hoofdverzekerde');
    const sent = await t.call('POST', '/api/MemberOffer/Tip', { token, body: TIP });
    expect(sent.status).toBe(200);
    expect(t.backend.store.read().memberOfferTips).toEqual([expect.objectContaining({ offerId: 'sportschool-fitfabriek', friendEmail: 'noor@example.nl' })]);
    expect(await t.call('POST', '/api/MemberOffer/Tip', { token, body: { ...TIP, friendEmail: 'noor@' } })).toMatchObject({
      status: 400,
      json: { field: 'friendEmail', messageKey: 'email-invalid' },
    });
    expect(await t.call('POST', '/api/MemberOffer/Tip', { token, body: { ...TIP, friendName: 'Noor 2' } })).toMatchObject({ status: 400, json: { field: 'friendName' } });
    expect((await t.call('POST', '/api/MemberOffer/Tip', { token, body: { ...TIP, offerId: 'verlopen-zwemles' } })).status).toBe(404);
    expect((await t.call('POST', '/api/MemberOffer/Tip', { token, rawBody: '{oops' })).status).toBe(400);
    for (let tip = 2; tip <= 5; tip += 1) expect((await t.call('POST', '/api/MemberOffer/Tip', { token, body: TIP })).status).toBe(200);
    expect((await t.call('POST', '/api/MemberOffer/Tip', { token, body: TIP })).status).toBe(429);
    expect(t.backend.store.read().memberOfferTips).toHaveLength(5);
  });

  test('without c-mem-off-tip the tip is refused before its body is read', async () => {
    t.backend.store.update((state) => {
      const account = state.accounts.find((entry) => entry.username === 'hoofdverzekerde');
      if (account) account.permissions = account.permissions.filter((code) => code !== 'c-mem-off-tip');
    });
    const token = await t.accessToken('hoofdverzekerde');
    expect((await t.call('POST', '/api/MemberOffer/Tip', { token, rawBody: '{oops' })).status).toBe(403);
  });
});
