export { menuContentQuery, tilesContentQuery, memberOffersContentQuery, exchangeRatesContentQuery, type ContentSource } from './api/queries';
export { MenuContentContract, TilesContentContract, MemberOfferSummaryContract, MemberOffersContentContract, ExchangeRatesContentContract, type MemberOfferSummary } from './api/contract';
