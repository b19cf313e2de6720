/** A value of a multipart form, in the spec's field names (`CustomerNumber`, `Abroad`, `Rides`, `Files`). */
export type MultipartValue =
  | string
  | number
  | boolean
  | Blob
  | null
  | undefined
  | readonly MultipartValue[]
  | { readonly [name: string]: MultipartValue };

export type MultipartEntry = [name: string, value: string | Blob];

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function isRecord(value: unknown): value is { readonly [name: string]: MultipartValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isBlob(value);
}

function entriesOf(name: string, value: MultipartValue): MultipartEntry[] {
  if (value === null || value === undefined) return [];
  if (isBlob(value)) return [[name, value]];
  if (Array.isArray(value)) {
    // groups are indexed (`Rides[0].Date`); files and plain values repeat the name (`Files`)
    return (value as readonly MultipartValue[]).flatMap((item, index) =>
      isRecord(item) ? entriesOf(`${name}[${index}]`, item) : entriesOf(name, item),
    );
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, child]) => entriesOf(name === '' ? key : `${name}.${key}`, child));
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? [[name, String(value)]] : [];
}

/**
 * The spec's multipart field names of a typed form value: nested objects are
 * dotted (`Abroad.Country`), groups indexed (`ExtraData[0].Key`,
 * `Transport.Rides[3].Date`), files and lists of plain values repeated under
 * one name (`Files`), booleans `true`/`false`; null and undefined are left out.
 */
export function multipartEntries(value: { readonly [name: string]: MultipartValue }): MultipartEntry[] {
  return entriesOf('', value);
}

/** One function for every multipart call: the entries as a FormData body, in order. */
export function toFormData(value: { readonly [name: string]: MultipartValue }): FormData {
  const formData = new FormData();
  for (const [name, entry] of multipartEntries(value)) {
    if (isBlob(entry)) formData.append(name, entry, entry instanceof File ? entry.name : 'blob');
    else formData.append(name, entry);
  }
  return formData;
}
