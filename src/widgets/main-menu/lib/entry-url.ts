import { routeUrl } from '@/shared/routing';
import { AUTHENTICATED_ROUTES, type AuthenticatedRouteName, type LocalisedText, type RouteQuery } from '@portal/domain';

/** A content entry's link: its route with its query; null for a route that needs parameters the content cannot give. */
export function entryUrl(routeName: AuthenticatedRouteName, query?: RouteQuery): string | null {
  if (AUTHENTICATED_ROUTES[routeName].includes(':')) return null;
  return routeUrl(routeName, undefined, query);
}

/** The content's text in the menu language, Dutch when there is no English. */
export function localised(text: LocalisedText, language: string): string {
  return language === 'en-US' ? (text['en-US'] ?? text['nl-NL']) : text['nl-NL'];
}
