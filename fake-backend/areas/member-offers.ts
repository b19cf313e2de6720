/**
 * Member offers (spec 02 §2, §3 "Member offer: fields not shown; a tip can
 * be sent", §6 `r-mem-off`, `c-mem-off-tip`, §7 "GET MemberOffer/{id}; POST
 * MemberOffer/Tip (payload not shown)"). The list is the content host's
 * (`GET /content/member-offers.json`, like the tiles); see the README's
 * "Member offers" for the design.
 *
 * - `GET MemberOffer/{id}` (`r-mem-off`): a running offer's details; 404 for
 *   an unknown offer or one that is not running today.
 * - `POST MemberOffer/Tip` (`c-mem-off-tip`, checked before the body)
 *   `{ offerId, friendName, friendEmail, message? }`: 404 for an offer that
 *   is not running, 400 `{ message, field, messageKey }` by the domain's
 *   `validateMemberOfferTip`, 429 after 5 tips of the account that day;
 *   stored in `memberOfferTips`.
 */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  MEMBER_OFFER_TIP_MESSAGES_NL,
  MEMBER_OFFER_TIPS_PER_DAY,
  isMemberOfferRunning,
  runningMemberOffers,
  validateMemberOfferTip,
  type MemberOfferDetail,
  type MemberOfferTipField,
} from '../../domain/member-offers';
import type { Context } from '../context';
import { authOf, requirePermission, requireToken } from '../http/auth';
import { HttpError, handle, notFound } from '../http/errors';
import { optional, parseBody, string } from '../http/validate';
import { buildMemberOffers, memberOfferImage } from '../seed/member-offers';
import type { MemberOfferTipRecord } from '../seed';

const TIP_FIELD_ORDER: readonly MemberOfferTipField[] = ['friendName', 'friendEmail', 'message'];

function summaryOf({ description: _description, howToUse: _howToUse, discountCode: _code, partnerUrl: _url, conditions: _conditions, ...summary }: MemberOfferDetail) {
  return summary;
}

function runningOffer(ctx: Context, id: string): MemberOfferDetail {
  const today = ctx.clock.today();
  const offer = buildMemberOffers(today).find((entry) => entry.id === id);
  if (!offer || !isMemberOfferRunning(offer, today)) throw notFound(`De ledenaanbieding ${id} is niet gevonden.`);
  return offer;
}

/** `GET /content/member-offers.json` and the pictures: the content host's part. */
export function memberOfferContentRoutes(ctx: Context): Router {
  const router = Router();
  router.get('/member-offers.json', (_req, res) => {
    const today = ctx.clock.today();
    res.set('Cache-Control', 'no-cache').json({ offers: runningMemberOffers(buildMemberOffers(today), today).map(summaryOf) });
  });
  router.get('/member-offers/:file', (req, res) => {
    const match = /^([a-z0-9-]{1,60})\.svg$/.exec(req.params['file'] ?? '');
    const image = match?.[1] ? memberOfferImage(match[1]) : null;
    if (!image) {
      res.status(404).json({ message: `Niet gevonden: ${req.path}` });
      return;
    }
    res.type('image/svg+xml').set('Cache-Control', 'max-age=3600').send(image);
  });
  return router;
}

export function memberOfferRoutes(ctx: Context): Router {
  const router = Router();
  router.get('/memberOffer/:id', requireToken(ctx), requirePermission('r-mem-off'), (req, res) => {
    res.json(runningOffer(ctx, req.params['id'] ?? ''));
  });

  router.post(
    '/memberOffer/tip',
    requireToken(ctx),
    requirePermission('c-mem-off-tip'),
    handle((req, res) => {
      const { account } = authOf(res);
      const body = parseBody(req.body, {
        offerId: string({ maxLength: 60 }),
        friendName: optional(string({ maxLength: 1000 })),
        friendEmail: optional(string({ maxLength: 1000 })),
        message: optional(string({ maxLength: 5000 })),
      });
      const offer = runningOffer(ctx, body.offerId);
      const tip = { friendName: body.friendName ?? '', friendEmail: body.friendEmail ?? '', message: body.message ?? '' };
      const errors = validateMemberOfferTip(tip);
      const field = TIP_FIELD_ORDER.find((name) => errors[name] !== null);
      const messageKey = field && errors[field];
      if (field && messageKey) {
        res.status(400).json({ message: MEMBER_OFFER_TIP_MESSAGES_NL[messageKey], field, messageKey });
        return;
      }
      const now = ctx.clock.nowDate();
      const today = ctx.clock.today();
      const sentToday = (ctx.store.read().memberOfferTips ?? []).filter((entry) => entry.accountId === account.accountId && entry.sentOn === today).length;
      if (sentToday >= MEMBER_OFFER_TIPS_PER_DAY) throw new HttpError(429, MEMBER_OFFER_TIP_MESSAGES_NL['tip-limit-reached']);
      const record: MemberOfferTipRecord = {
        tipId: randomUUID(),
        accountId: account.accountId,
        offerId: offer.id,
        friendName: tip.friendName.trim(),
        friendEmail: tip.friendEmail.trim(),
        message: tip.message.replace(/\r\n?/g, '\n'),
        sentAt: now.toISOString(),
        sentOn: today,
      };
      ctx.store.update((draft) => {
        draft.memberOfferTips = [...(draft.memberOfferTips ?? []), record];
      });
      res.json({ sentAt: record.sentAt });
    }),
  );
  return router;
}
