export { newsFx, newsQuery, newsBeforeAuthorizationFx, newsBeforeAuthorizationQuery, newsRequested, newsBeforeAuthorizationRequested, $news, $newsBeforeAuthorization } from './api/queries';
export { NewsTextsContract, type NewsText } from './api/contract';
