import type { RouteName } from '@portal/domain';

/** Parameters of the routes that have them, typed as the route table says. */
export interface RouteParamsMap {
  'request-policy-for-year': PolicyYearParams & { shouldResetSelection: boolean };
  'edit-policy-for-year': PolicyYearParams & { shouldResetSelection: boolean };
  'medical-selection': PolicyYearParams;
  'message-box-cluster': { cluster: string };
  'payment-details-edit': { agreementId: string };
}

interface PolicyYearParams {
  selectedYear: number;
  contractCode: string;
  agreementId: string;
}

export type RouteParams<Name extends RouteName> = Name extends keyof RouteParamsMap
  ? RouteParamsMap[Name]
  : Record<string, never>;

type RawParams = Readonly<Record<string, string | undefined>>;

const YEAR = /^\d{4}$/;

function text(raw: RawParams, key: string): string | null {
  const value = raw[key];
  return value && value.trim() !== '' ? value : null;
}

function policyYear(raw: RawParams): PolicyYearParams | null {
  const year = text(raw, 'selectedYear');
  const contractCode = text(raw, 'contractCode');
  const agreementId = text(raw, 'agreementId');
  if (!year || !YEAR.test(year) || !contractCode || !agreementId) return null;
  return { selectedYear: Number(year), contractCode, agreementId };
}

function booleanParam(raw: RawParams, key: string): boolean | null {
  const value = raw[key];
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/**
 * Turns the router's raw strings into typed parameters; null when they do not
 * fit (a year that is not numeric, a flag that is not a boolean): such a path
 * is treated as unknown.
 */
export function parseRouteParams<Name extends RouteName>(name: Name, raw: RawParams): RouteParams<Name> | null {
  switch (name) {
    case 'request-policy-for-year':
    case 'edit-policy-for-year': {
      const base = policyYear(raw);
      const shouldResetSelection = booleanParam(raw, 'shouldResetSelection');
      return base && shouldResetSelection !== null
        ? ({ ...base, shouldResetSelection } as RouteParams<Name>)
        : null;
    }
    case 'medical-selection':
      return policyYear(raw) as RouteParams<Name> | null;
    case 'message-box-cluster': {
      const cluster = text(raw, 'cluster');
      return cluster ? ({ cluster } as RouteParams<Name>) : null;
    }
    case 'payment-details-edit': {
      const agreementId = text(raw, 'agreementId');
      return agreementId ? ({ agreementId } as RouteParams<Name>) : null;
    }
    default:
      return {} as RouteParams<Name>;
  }
}
