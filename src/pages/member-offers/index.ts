export { MemberOffersPage } from './ui/member-offers-page';
export { texts } from './config/texts';
