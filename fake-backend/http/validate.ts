/**
 * Request-body checks: every handler that reads a body states its fields
 * here; a missing field or a wrong type answers 400 naming the field, before
 * anything is stored.
 */
import { VALIDATION_MESSAGES_NL, type ValidationMessageKey } from '../../domain/validation';
import { ValidationError } from './errors';

/**
 * The body of a request whose JSON could not be parsed: kept until a handler
 * reads the body (`parseBody` answers 400 then), so that a route checks the
 * token and the permission before it looks at the body.
 */
export class MalformedBody {
  constructor(readonly message: string) {}
}

type Rule<T> = (value: unknown, field: string) => T;

const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'een lijst' : typeof value === 'object' ? 'een object' : typeof value === 'string' ? 'tekst' : typeof value === 'number' ? 'een getal' : typeof value === 'boolean' ? 'true of false' : typeof value;

/**
 * The refusals of a request field, in Dutch and naming the field as it is
 * sent (`Het veld 'email' is verplicht.`). The portal reads two of them
 * back (`serverRefusalOf`: required, too long) to put the refusal at its
 * own field; keep those two forms.
 */
export const FIELD_MESSAGES = {
  required: (field: string, hint = '') => `Het veld '${field}' is verplicht${hint ? ` (${hint})` : ''}.`,
  tooLong: (field: string, max: number) => `Het veld '${field}' mag hoogstens ${max} tekens bevatten.`,
  invalidFormat: (field: string) => `Het veld '${field}' heeft een ongeldige vorm.`,
  notText: (field: string, value?: unknown) => `Het veld '${field}' moet tekst zijn${value === undefined ? '' : `, niet ${describe(value)}`}.`,
  notNumber: (field: string, value?: unknown) => `Het veld '${field}' moet een getal zijn${value === undefined ? '' : `, niet ${describe(value)}`}.`,
  notWholeNumber: (field: string) => `Het veld '${field}' moet een heel getal zijn.`,
  belowMinimum: (field: string, min: number) => `Het veld '${field}' moet minstens ${min} zijn.`,
  aboveMaximum: (field: string, max: number) => `Het veld '${field}' mag hoogstens ${max} zijn.`,
  notYesNo: (field: string, value?: unknown) => `Het veld '${field}' moet true of false zijn${value === undefined ? '' : `, niet ${describe(value)}`}.`,
  notList: (field: string, what = '') => `Het veld '${field}' moet een lijst${what ? ` ${what}` : ''} zijn.`,
  notObject: (field: string) => `Het veld '${field}' moet een object zijn.`,
  oneOf: (field: string, allowed: readonly (string | number)[], value?: string | number) =>
    `Het veld '${field}' moet een van ${allowed.join(', ')} zijn${value === undefined ? '' : `, niet '${value}'`}.`,
  queryRequired: (name: string, hint = '') => `De parameter '${name}' in het adres is verplicht${hint ? ` (${hint})` : ''}.`,
  notJsonObject: 'De inhoud van het verzoek moet een JSON-object zijn.',
} as const;

/** A required, non-empty string (trimmed only for the emptiness check). */
export function string(options: { maxLength?: number; pattern?: RegExp; patternMessage?: string } = {}): Rule<string> {
  return (value, field) => {
    if (value === undefined || value === null) throw new ValidationError(FIELD_MESSAGES.required(field));
    if (typeof value !== 'string') throw new ValidationError(FIELD_MESSAGES.notText(field, value));
    if (value.trim() === '') throw new ValidationError(FIELD_MESSAGES.required(field));
    if (options.maxLength !== undefined && value.length > options.maxLength) {
      throw new ValidationError(FIELD_MESSAGES.tooLong(field, options.maxLength));
    }
    if (options.pattern && !options.pattern.test(value)) {
      throw new ValidationError(options.patternMessage ?? FIELD_MESSAGES.invalidFormat(field));
    }
    return value;
  };
}

export function number(options: { min?: number; max?: number; integer?: boolean } = {}): Rule<number> {
  return (value, field) => {
    if (value === undefined || value === null) throw new ValidationError(FIELD_MESSAGES.required(field));
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new ValidationError(FIELD_MESSAGES.notNumber(field, value));
    }
    if (options.integer && !Number.isInteger(value)) throw new ValidationError(FIELD_MESSAGES.notWholeNumber(field));
    if (options.min !== undefined && value < options.min) throw new ValidationError(FIELD_MESSAGES.belowMinimum(field, options.min));
    if (options.max !== undefined && value > options.max) throw new ValidationError(FIELD_MESSAGES.aboveMaximum(field, options.max));
    return value;
  };
}

export function boolean(): Rule<boolean> {
  return (value, field) => {
    if (value === undefined || value === null) throw new ValidationError(FIELD_MESSAGES.required(field));
    if (typeof value !== 'boolean') throw new ValidationError(FIELD_MESSAGES.notYesNo(field, value));
    return value;
  };
}

/** Makes a rule optional: undefined and null give undefined. */
export function optional<T>(rule: Rule<T>): Rule<T | undefined> {
  return (value, field) => (value === undefined || value === null ? undefined : rule(value, field));
}

type Shape = Record<string, Rule<unknown>>;
export type Parsed<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/**
 * Checks `body` against `shape` and returns the typed fields (unknown extra
 * fields are ignored). Throws a ValidationError (400) on the first problem.
 */
export function parseBody<S extends Shape>(body: unknown, shape: S): Parsed<S> {
  if (body instanceof MalformedBody) throw new ValidationError(body.message);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError(FIELD_MESSAGES.notJsonObject);
  }
  const record = body as Record<string, unknown>;
  const parsed: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(shape)) {
    parsed[field] = rule(record[field], field);
  }
  return parsed as Parsed<S>;
}

/**
 * Applies one of the domain's validators (`../domain/validation`) to a parsed
 * field: its message key becomes a 400 with the domain's Dutch text.
 */
export function requireValid(messageKey: ValidationMessageKey | null): void {
  if (messageKey !== null) throw new ValidationError(VALIDATION_MESSAGES_NL[messageKey]);
}
