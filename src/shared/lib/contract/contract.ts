/**
 * Small hand-written shape checks for the answers the first screen reads (the
 * configuration, the login, the token's claims, the label's manifest and the
 * shell's calls): issue 19 keeps zod (about 14 kB gzip) off the login page.
 * A shape is farfetched's contract as it is (`isData`, `getErrorMessages`), so
 * a query takes it like a `zodContract`, and `parse` serves code that reads a
 * value itself. Like a zod object, an object shape lets unknown fields through.
 */
export interface Shape<T> {
  isData(raw: unknown): raw is T;
  getErrorMessages(raw: unknown): string[];
  /** the value when it fits the shape, else null */
  parse(raw: unknown): T | null;
  /** what is wrong with the value, each message naming where (`user.role`); none when it fits */
  errorsAt(raw: unknown, path: string): string[];
  /** an object field that may be left out */
  readonly isOptional: boolean;
}

export type Infer<S> = S extends Shape<infer T> ? T : never;

type Check = (raw: unknown, path: string) => string[];

function shape<T>(errorsAt: Check, isOptional = false): Shape<T> {
  const isData = (raw: unknown): raw is T => errorsAt(raw, '').length === 0;
  return {
    isData,
    getErrorMessages: (raw) => errorsAt(raw, ''),
    parse: (raw) => (isData(raw) ? raw : null),
    errorsAt,
    isOptional,
  };
}

const at = (path: string, message: string) => (path === '' ? message : `${message}, path: ${path}`);
const describe = (raw: unknown) => (raw === null ? 'null' : Array.isArray(raw) ? 'array' : typeof raw);
const expected = (kind: string, raw: unknown, path: string) => [at(path, `Expected ${kind}, received ${describe(raw)}`)];

export function text(rules: { minLength?: number; pattern?: RegExp } = {}): Shape<string> {
  return shape((raw, path) => {
    if (typeof raw !== 'string') return expected('string', raw, path);
    if (rules.minLength !== undefined && raw.length < rules.minLength) return [at(path, `Expected at least ${rules.minLength} characters`)];
    if (rules.pattern && !rules.pattern.test(raw)) return [at(path, `Expected a string like ${String(rules.pattern)}`)];
    return [];
  });
}

export function number(rules: { integer?: boolean; min?: number; max?: number } = {}): Shape<number> {
  return shape((raw, path) => {
    if (typeof raw !== 'number' || Number.isNaN(raw)) return expected('number', raw, path);
    if (rules.integer && !Number.isInteger(raw)) return [at(path, 'Expected an integer')];
    if (rules.min !== undefined && raw < rules.min) return [at(path, `Expected at least ${rules.min}`)];
    if (rules.max !== undefined && raw > rules.max) return [at(path, `Expected at most ${rules.max}`)];
    return [];
  });
}

export function boolean(): Shape<boolean> {
  return shape((raw, path) => (typeof raw === 'boolean' ? [] : expected('boolean', raw, path)));
}

/** One of these exact values (an enumeration, or one literal). */
export function oneOf<const V extends string | number | boolean>(...values: V[]): Shape<V> {
  return shape((raw, path) => (values.some((value) => value === raw) ? [] : [at(path, `Expected one of ${values.map((value) => JSON.stringify(value)).join(', ')}`)]));
}

export function nullable<T>(inner: Shape<T>): Shape<T | null> {
  return shape((raw, path) => (raw === null ? [] : inner.errorsAt(raw, path)), inner.isOptional);
}

/** A field that may be missing (or undefined). */
export function optional<T>(inner: Shape<T>): Shape<T | undefined> {
  return shape((raw, path) => (raw === undefined ? [] : inner.errorsAt(raw, path)), true);
}

/** Any of these shapes. */
export function either<A, B>(first: Shape<A>, second: Shape<B>): Shape<A | B> {
  return shape((raw, path) => {
    const firstErrors = first.errorsAt(raw, path);
    return firstErrors.length === 0 || second.errorsAt(raw, path).length === 0 ? [] : firstErrors;
  });
}

export function array<T>(item: Shape<T>): Shape<T[]> {
  return shape((raw, path) => {
    if (!Array.isArray(raw)) return expected('array', raw, path);
    return raw.flatMap((value: unknown, index) => item.errorsAt(value, path === '' ? String(index) : `${path}.${index}`));
  });
}

type Fields = Record<string, Shape<unknown>>;
/** the fields that may be missing: those whose shape allows undefined */
type OptionalKeys<F extends Fields> = { [K in keyof F]: undefined extends Infer<F[K]> ? K : never }[keyof F];
type Flatten<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<F extends Fields> = Flatten<{ [K in Exclude<keyof F, OptionalKeys<F>>]: Infer<F[K]> } & { [K in OptionalKeys<F>]?: Infer<F[K]> }>;

export interface ObjectShape<F extends Fields> extends Shape<ObjectOf<F>> {
  readonly fields: F;
}

export function object<F extends Fields>(fields: F): ObjectShape<F> {
  const checked = shape<ObjectOf<F>>((raw, path) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return expected('object', raw, path);
    const record = raw as Record<string, unknown>;
    return Object.entries(fields).flatMap(([name, field]) => field.errorsAt(record[name], path === '' ? name : `${path}.${name}`));
  });
  return { ...checked, fields };
}

/** The same object with only these fields (zod's `pick`). */
export function pick<F extends Fields, K extends keyof F & string>(source: ObjectShape<F>, ...names: K[]): ObjectShape<Pick<F, K>> {
  return object(Object.fromEntries(names.map((name) => [name, source.fields[name]])) as Pick<F, K>);
}
