import { memberOffersContentQuery } from '@/entities/content';
import { $permissions } from '@/entities/session';
import { statusOf } from '@/shared/api';
import { $appConfig } from '@/shared/config';
import { createForm, createFormSubmission, serverReasonOf, validationErrors, type FormRefusal } from '@/shared/lib/form';
import { pageSubjectChanged, routes } from '@/shared/routing';
import { validateMemberOfferTip, type MemberOfferTipMessageKey } from '@portal/domain';
import { serverMessageOf } from '@/shared/api';
import { combine, createStore, sample } from 'effector';
import { memberOfferQuery, sendMemberOfferTipMutation, type MemberOfferTipSubmission } from '../api/member-offers';

const route = routes['member-offers'];

/** `leden-aanbiedingen?aanbieding=<id>` shows one offer; without it the list. */
export const OFFER_QUERY = 'aanbieding';

export const $offerId = route.$query.map((query) => query[OFFER_QUERY] ?? null);

// the list comes from the content host (spec 01 §7, like the tiles)
sample({
  clock: [route.opened],
  source: $appConfig,
  filter: Boolean,
  fn: (config) => ({ contentBaseUrl: config.contentBaseUrl, cacheGuid: config.cacheGuid }),
  target: memberOffersContentQuery.start,
});

const offerChosen = sample({
  clock: [route.opened, route.updated],
  filter: ({ query }) => typeof query[OFFER_QUERY] === 'string' && query[OFFER_QUERY] !== '',
  fn: ({ query }) => query[OFFER_QUERY] as string,
});
sample({ clock: offerChosen, target: memberOfferQuery.start });
sample({ clock: route.closed, target: [memberOfferQuery.reset, memberOffersContentQuery.reset] });

export const $offers = memberOffersContentQuery.$data.map((content) => content?.offers ?? []);
export const $offersStatus = memberOffersContentQuery.$status;

/** The chosen offer once its details are in (and still the one in the address). */
export const $offer = combine(memberOfferQuery.$data, $offerId, (offer, id) => (offer && offer.id === id ? offer : null));
/** 'missing': the offer does not exist (any more); 'failed': it could not be loaded. */
export const $offerProblem = createStore<'missing' | 'failed' | null>(null)
  .on(memberOfferQuery.finished.failure, (_, { error }) => (statusOf(error) === 404 ? 'missing' : 'failed'))
  .reset([offerChosen, route.closed]);
export const $isOfferLoading = memberOfferQuery.$pending;
// the tab and the history name the offer shown
sample({ clock: $offer, fn: (offer) => offer?.title ?? null, target: pageSubjectChanged });

/** The tip about the shown offer: a friend's name and e-mail address, a message; the domain's rules, the server's too. */
/** The tip form is offered only to whom may send one (spec 02 §6 `c-mem-off-tip`); the server checks it too. */
export const $mayTip = $permissions.map((permissions) => permissions.mayCreateMemberOfferTip);

/** The page's own texts for the tip's own rules (`tip-…`); the others are shared validation keys, which the form namespaces and names with their field. */
const tipMessageKeyOf = (rule: MemberOfferTipMessageKey): string => (rule.startsWith('tip-') ? `pages.memberOffers.errors.${rule}` : rule);

export const tipForm = createForm({
  initial: { friendName: '', friendEmail: '', message: '' },
  validate: (values) =>
    validationErrors(
      Object.fromEntries(Object.entries(validateMemberOfferTip(values)).map(([field, rule]) => [field, rule && tipMessageKeyOf(rule)])) as Record<keyof typeof values, string | null>,
    ),
  resetOn: [route.closed, offerChosen],
});

/** The server's reason (the daily limit, a rule) in its own words. */
const refusalOf = (error: unknown): FormRefusal | null => {
  const reason = serverMessageOf(error);
  const status = statusOf(error);
  return reason && (status === 400 || status === 429) ? { message: { key: 'forms.serverRefusal', values: { reason: serverReasonOf(reason) } } } : null;
};

export const tipSubmission = createFormSubmission({
  form: tipForm,
  mutation: sendMemberOfferTipMutation,
  source: $offerId,
  canSend: (offerId) => offerId !== null,
  toParams: (values, offerId): MemberOfferTipSubmission => ({ ...values, offerId: offerId ?? '' }),
  savedNotice: (_, params) => ({ messageKey: 'pages.memberOffers.tip.sent', values: { name: params.friendName.trim() } }),
  errorSavingKey: 'pages.memberOffers.tip.errorSaving',
  refusalOf,
});
sample({ clock: tipSubmission.saved, target: tipForm.reset });

export const $isTipSaving = tipSubmission.$isSaving;
