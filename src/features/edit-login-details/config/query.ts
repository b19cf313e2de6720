import type { LoginDetail } from '../model/login-details';

/** The query parameter of wijzig-instellingen that says which login detail is changed (our choice: the spec names none). */
export const LOGIN_DETAIL_QUERY_PARAMETER = 'wijzig';

export const LOGIN_DETAIL_QUERY_VALUES: Record<LoginDetail, string> = {
  username: 'gebruikersnaam',
  password: 'wachtwoord',
  'phone-number': 'telefoonnummer',
};

export function loginDetailFromQuery(value: string | undefined): LoginDetail | null {
  const found = Object.entries(LOGIN_DETAIL_QUERY_VALUES).find(([, queryValue]) => queryValue === value?.toLowerCase());
  return found ? (found[0] as LoginDetail) : null;
}
