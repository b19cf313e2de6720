export {
  MEMBER_OFFER_TIP_MESSAGES_NL,
  MEMBER_OFFER_TIP_MESSAGE_MAX_LENGTH,
  MEMBER_OFFER_TIP_NAME_MAX_LENGTH,
  MEMBER_OFFER_TIPS_PER_DAY,
  isMemberOfferRunning,
  runningMemberOffers,
  validateMemberOfferTip,
  type MemberOfferDetail,
  type MemberOfferSummary,
  type MemberOfferTip,
  type MemberOfferTipField,
  type MemberOfferTipMessageKey,
} from './member-offers';
