export { newsFx, newsBeforeAuthorizationFx, $news, $newsBeforeAuthorization } from './api/queries';
export { NewsTextsContract, type NewsText } from './api/contract';
