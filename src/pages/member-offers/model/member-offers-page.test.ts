import { memberOffersContentQuery } from '@/entities/content';
import { readSessionFx, sessionFromAccessToken } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { appConfigLoadFx, appConfigQuery } from '@/shared/config';
import { $notices } from '@/shared/notices';
import { $pageSubject, routeClosed, routes } from '@/shared/routing';
import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { memberOfferQuery, sendMemberOfferTipMutation, type MemberOfferTipSubmission } from '../api/member-offers';
import { $mayTip, $offer, $offerProblem, $offers, tipForm } from './member-offers-page';
import { tokenFor } from '@test-support/access-token';

const route = routes['member-offers'];
const CONFIG = {
  apiBaseUrl: '/api/', contentBaseUrl: '/content/', releaseTag: '2.26.0', cacheGuid: 'abc', enforceHttps: false, environment: 'dev',
  frontEndUrl: 'http://localhost', trackingCodes: { tagManagerId: null, consentToolId: null },
  telemetry: { enabled: false, endpoint: null, sampleRate: 0 }, collectivityInformation: [],
};
const SUMMARY = {
  id: 'fit', partner: 'FitFabriek', title: '25% korting', discount: '25% korting', summary: 'Sporten',
  validFrom: '2026-01-01', validUntil: '2026-12-31', imageUrl: '/content/member-offers/fit.svg', imageAlt: 'Een halter',
};
const DETAIL = { ...SUMMARY, description: 'Sporten met korting', howToUse: ['Kies een abonnement'], discountCode: 'ZORG25', partnerUrl: 'https://example.nl', conditions: 'Nieuwe leden' };

async function opened(query: Record<string, string>, tipAnswer: (tip: MemberOfferTipSubmission) => unknown = () => ({ sentAt: '2026-11-24T10:00:00.000Z' })) {
  const sent: MemberOfferTipSubmission[] = [];
  const contentSources: unknown[] = [];
  const scope = fork({
    handlers: [
      [appConfigLoadFx, () => CONFIG],
      [memberOffersContentQuery.__.executeFx, (source: unknown) => { contentSources.push(source); return { offers: [SUMMARY] }; }],
      [memberOfferQuery.__.executeFx, (id: string) => { if (id !== 'fit') throw new ApiError(404, `MemberOffer/${id}`, 'Member offer not found'); return DETAIL; }],
      [sendMemberOfferTipMutation.__.executeFx, (tip: MemberOfferTipSubmission) => { sent.push(tip); return tipAnswer(tip); }],
    ],
  });
  await allSettled(appConfigQuery.start, { scope, params: '/statics/config.json' });
  await allSettled(route.opened, { scope, params: { params: {}, query } });
  const notices = () => scope.getState($notices).map((notice) => `${notice.kind}:${notice.messageKey}`);
  return { scope, sent, contentSources, notices };
}

describe('leden-aanbiedingen in a forked scope', () => {
  test('the list comes from the content host with the cache-refresh value', async () => {
    const { scope, contentSources } = await opened({});
    expect(contentSources).toEqual([{ contentBaseUrl: '/content/', cacheGuid: 'abc' }]);
    expect(scope.getState($offers)).toEqual([SUMMARY]);
    expect(scope.getState($offer)).toBeNull();
  });

  test('?aanbieding= shows that offer; an unknown one says it is missing', async () => {
    const { scope } = await opened({ aanbieding: 'fit' });
    expect(scope.getState($offer)?.discountCode).toBe('ZORG25');
    await allSettled(route.updated, { scope, params: { params: {}, query: { aanbieding: 'weg' } } });
    expect(scope.getState($offer)).toBeNull();
    expect(scope.getState($offerProblem)).toBe('missing');
  });

  test('the document title names the offer shown: set when it is in, cleared back on the list and when the page closes', async () => {
    const { scope } = await opened({ aanbieding: 'fit' });
    expect(scope.getState($pageSubject)).toBe('25% korting');
    await allSettled(route.updated, { scope, params: { params: {}, query: {} } });
    expect(scope.getState($pageSubject)).toBeNull();
    await allSettled(route.updated, { scope, params: { params: {}, query: { aanbieding: 'fit' } } });
    expect(scope.getState($pageSubject)).toBe('25% korting');
    await allSettled(routeClosed, { scope, params: 'member-offers' });
    expect(scope.getState($pageSubject)).toBeNull();
  });

  test('a tip: the domain\'s rules first, then sent with the offer, the valid notice, the form empty', async () => {
    const { scope, sent, notices } = await opened({ aanbieding: 'fit' });
    await allSettled(tipForm.fieldChanged, { scope, params: { field: 'friendEmail', value: 'noor@' } });
    await allSettled(tipForm.submitted, { scope });
    expect(scope.getState(tipForm.$shownErrors)).toEqual({
      friendName: 'pages.memberOffers.errors.tip-name-required',
      friendEmail: 'validation.email-invalid',
    });
    expect(sent).toEqual([]);
    await allSettled(tipForm.fieldChanged, { scope, params: { field: 'friendName', value: 'Noor de Vries' } });
    await allSettled(tipForm.fieldChanged, { scope, params: { field: 'friendEmail', value: 'noor@example.nl' } });
    await allSettled(tipForm.submitted, { scope });
    expect(sent).toEqual([{ offerId: 'fit', friendName: 'Noor de Vries', friendEmail: 'noor@example.nl', message: '' }]);
    expect(notices()).toEqual(['positive:pages.memberOffers.tip.sent']);
    expect(scope.getState(tipForm.$values)).toEqual({ friendName: '', friendEmail: '', message: '' });
  });

  test('the daily limit is the server\'s reason in the form, the answers kept', async () => {
    const { scope } = await opened({ aanbieding: 'fit' }, () => {
      throw new ApiError(429, 'MemberOffer/Tip', 'U kunt per dag maximaal 5 tips versturen. Probeer het morgen opnieuw.');
    });
    await allSettled(tipForm.fieldChanged, { scope, params: { field: 'friendName', value: 'Noor' } });
    await allSettled(tipForm.fieldChanged, { scope, params: { field: 'friendEmail', value: 'noor@example.nl' } });
    await allSettled(tipForm.submitted, { scope });
    expect(scope.getState(tipForm.$summary)).toEqual([
      { path: null, message: { key: 'forms.serverRefusal', values: { reason: 'U kunt per dag maximaal 5 tips versturen. Probeer het morgen opnieuw.' } } },
    ]);
    expect(scope.getState(tipForm.$values).friendName).toBe('Noor');
  });
});

describe('the tip form follows the permission (spec 02 §6 c-mem-off-tip)', () => {
  const tokenWith = (permissions: string[]) => tokenFor({ customerNumber: '7' }, permissions);

  test.for([
    { case: 'with c-mem-off-tip', permissions: ['login', 'r-mem-off', 'c-mem-off-tip'], mayTip: true },
    { case: 'without it', permissions: ['login', 'r-mem-off'], mayTip: false },
  ])('$case → the form shows: $mayTip', async ({ permissions, mayTip }) => {
    const scope = fork({ handlers: [[readSessionFx, () => ({ session: sessionFromAccessToken(tokenWith(permissions))!, expiryCookieMs: null })]] });
    await allSettled(readSessionFx, { scope });
    expect(scope.getState($mayTip)).toBe(mayTip);
  });
});
