import { badRequest } from '../http/errors';

/** A state parameter that must be a non-empty string: a missing one is the interaction's fault (400). */
export function stringParam(params: Record<string, unknown>, name: string, state: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value === '') throw badRequest(`Provider state '${state}' heeft de parameter '${name}' nodig (tekst).`);
  return value;
}

export function optionalStringParam(params: Record<string, unknown>, name: string, state: string): string | undefined {
  return params[name] === undefined ? undefined : stringParam(params, name, state);
}

/** The seed does not fit the state: it cannot be set up (400, never a 5xx). */
export function unfit(state: string, why: string): Error {
  return badRequest(`Provider state '${state}' kan niet worden opgezet: ${why}.`);
}
