export { menuContentQuery, tilesContentQuery, memberOffersContentQuery, type ContentSource } from './api/queries';
export { MenuContentContract, TilesContentContract, MemberOfferSummaryContract, MemberOffersContentContract, type MemberOfferSummary } from './api/contract';
