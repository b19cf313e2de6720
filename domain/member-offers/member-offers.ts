/**
 * Member offers (spec 02 §2 "leden-aanbiedingen | member offers", §3 "Member
 * offer: fields not shown; a tip can be sent", §7 "GET MemberOffer/{id};
 * POST MemberOffer/Tip"). The spec shows no fields; these are what a member
 * of a Dutch insurer expects of an offer: the partner, a title, the discount,
 * a short text, how long it runs, a picture and how to use it. The list comes
 * from the content host (like the tiles), the details from the API.
 */
import { isValidEmail } from '../validation/email';
import { VALIDATION_MESSAGES_NL } from '../validation/messages';
import { isValidNameWithSpaces } from '../validation/names';

/** yyyy-MM-dd */
type Day = string;

/** An offer as the content host lists it. */
export interface MemberOfferSummary {
  id: string;
  partner: string;
  title: string;
  /** the discount in the partner's words: "15% korting", "€ 25 korting" */
  discount: string;
  summary: string;
  validFrom: Day;
  validUntil: Day;
  /** a picture under the content host, with its text alternative */
  imageUrl: string;
  imageAlt: string;
}

/** An offer as `GET MemberOffer/{id}` answers it: the list's fields and how to use it. */
export interface MemberOfferDetail extends MemberOfferSummary {
  description: string;
  /** the steps to use it */
  howToUse: string[];
  /** the discount code to give at the partner, null when membership is checked otherwise */
  discountCode: string | null;
  /** the partner's page for the offer */
  partnerUrl: string;
  conditions: string;
}

/** An offer runs from its first to its last day, both included. */
export function isMemberOfferRunning(offer: Pick<MemberOfferSummary, 'validFrom' | 'validUntil'>, today: Day): boolean {
  return offer.validFrom <= today && today <= offer.validUntil;
}

/** The list as members see it: running offers, the one ending first on top (then by partner). */
export function runningMemberOffers<Offer extends MemberOfferSummary>(offers: readonly Offer[], today: Day): Offer[] {
  return offers
    .filter((offer) => isMemberOfferRunning(offer, today))
    .sort((left, right) => left.validUntil.localeCompare(right.validUntil) || left.partner.localeCompare(right.partner, 'nl'));
}

/** A tip: a friend's name and e-mail address, and an optional personal message. */
export interface MemberOfferTip {
  friendName: string;
  friendEmail: string;
  message: string;
}

export const MEMBER_OFFER_TIP_NAME_MAX_LENGTH = 100;
export const MEMBER_OFFER_TIP_MESSAGE_MAX_LENGTH = 500;
/** Tips one account may send a day: a tip goes to someone else's mailbox, so it is rationed. */
export const MEMBER_OFFER_TIPS_PER_DAY = 5;

export type MemberOfferTipField = keyof MemberOfferTip;
/**
 * The tip's own rules have keys of their own; the shared ones (spec 01 §5: a name's characters, 'Vul een valide
 * e-mail adres in') keep the shared keys, so the form names their field as every other form does.
 */
export type MemberOfferTipMessageKey =
  | 'tip-name-required'
  | 'name-with-spaces-invalid-characters'
  | 'tip-name-too-long'
  | 'tip-email-required'
  | 'email-invalid'
  | 'tip-message-too-long';

/** The Dutch texts of the tip's rules, for the server's 400 (the portal has them in its texts). */
export const MEMBER_OFFER_TIP_MESSAGES_NL: Record<MemberOfferTipMessageKey | 'tip-limit-reached', string> = {
  'tip-name-required': 'Vul de naam in van degene die u tipt.',
  'name-with-spaces-invalid-characters': VALIDATION_MESSAGES_NL['name-with-spaces-invalid-characters'],
  'tip-name-too-long': `Een naam is maximaal ${MEMBER_OFFER_TIP_NAME_MAX_LENGTH} tekens lang.`,
  'tip-email-required': 'Vul het e-mailadres in van degene die u tipt.',
  'email-invalid': VALIDATION_MESSAGES_NL['email-invalid'],
  'tip-message-too-long': `Uw bericht is maximaal ${MEMBER_OFFER_TIP_MESSAGE_MAX_LENGTH} tekens lang.`,
  'tip-limit-reached': `U kunt per dag maximaal ${MEMBER_OFFER_TIPS_PER_DAY} tips versturen. Probeer het morgen opnieuw.`,
};

/** The tip's rules, by field, in the form's order. */
export function validateMemberOfferTip(tip: MemberOfferTip): Record<MemberOfferTipField, MemberOfferTipMessageKey | null> {
  const name = tip.friendName.trim();
  const email = tip.friendEmail.trim();
  return {
    friendName:
      name === ''
        ? 'tip-name-required'
        : name.length > MEMBER_OFFER_TIP_NAME_MAX_LENGTH
          ? 'tip-name-too-long'
          : !isValidNameWithSpaces(name)
            ? 'name-with-spaces-invalid-characters'
            : null,
    friendEmail: email === '' ? 'tip-email-required' : !isValidEmail(email) ? 'email-invalid' : null,
    message: tip.message.length > MEMBER_OFFER_TIP_MESSAGE_MAX_LENGTH ? 'tip-message-too-long' : null,
  };
}
