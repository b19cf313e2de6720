export { newsQuery, newsBeforeAuthorizationQuery } from './api/queries';
export { NewsTextsContract, type NewsText } from './api/contract';
