export { newsFx, newsBeforeAuthorizationFx, newsRequested, newsBeforeAuthorizationRequested, $news, $newsBeforeAuthorization } from './api/queries';
export { NewsTextsContract, type NewsText } from './api/contract';
