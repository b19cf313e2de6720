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

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A required, non-empty string (trimmed only for the emptiness check). */
export function string(options: { maxLength?: number; pattern?: RegExp; patternMessage?: string } = {}): Rule<string> {
  return (value, field) => {
    if (value === undefined || value === null) throw new ValidationError(`Field '${field}' is required`);
    if (typeof value !== 'string') throw new ValidationError(`Field '${field}' must be a string, got ${describe(value)}`);
    if (value.trim() === '') throw new ValidationError(`Field '${field}' is required`);
    if (options.maxLength !== undefined && value.length > options.maxLength) {
      throw new ValidationError(`Field '${field}' must be at most ${options.maxLength} characters`);
    }
    if (options.pattern && !options.pattern.test(value)) {
      throw new ValidationError(options.patternMessage ?? `Field '${field}' has an invalid format`);
    }
    return value;
  };
}

export function number(options: { min?: number; max?: number; integer?: boolean } = {}): Rule<number> {
  return (value, field) => {
    if (value === undefined || value === null) throw new ValidationError(`Field '${field}' is required`);
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new ValidationError(`Field '${field}' must be a number, got ${describe(value)}`);
    }
    if (options.integer && !Number.isInteger(value)) throw new ValidationError(`Field '${field}' must be a whole number`);
    if (options.min !== undefined && value < options.min) throw new ValidationError(`Field '${field}' must be at least ${options.min}`);
    if (options.max !== undefined && value > options.max) throw new ValidationError(`Field '${field}' must be at most ${options.max}`);
    return value;
  };
}

export function boolean(): Rule<boolean> {
  return (value, field) => {
    if (value === undefined || value === null) throw new ValidationError(`Field '${field}' is required`);
    if (typeof value !== 'boolean') throw new ValidationError(`Field '${field}' must be true or false, got ${describe(value)}`);
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
    throw new ValidationError('Request body must be a JSON object');
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
