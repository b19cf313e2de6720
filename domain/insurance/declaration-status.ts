/**
 * "Declaration status: 0 handled, 1 in progress, 2 not applicable; the
 * completed status name is Afgehandeld, in progress In behandeling" and
 * "case status In behandeling orange, Afgehandeld green" (spec 02 §3, spec 01 §9).
 * Status 2 has no name or colour in the spec; we show 'Niet van toepassing' in neutral.
 */
export const DECLARATION_STATUSES = {
  0: { key: 'handled', name: 'Afgehandeld', colour: 'green' },
  1: { key: 'in-progress', name: 'In behandeling', colour: 'orange' },
  2: { key: 'not-applicable', name: 'Niet van toepassing', colour: 'neutral' },
} as const;

export type DeclarationStatusCode = keyof typeof DECLARATION_STATUSES;
export type DeclarationStatusColour = (typeof DECLARATION_STATUSES)[DeclarationStatusCode]['colour'];

export function isDeclarationStatusCode(value: number): value is DeclarationStatusCode {
  return Object.hasOwn(DECLARATION_STATUSES, value);
}

export function declarationStatusName(code: number): string | null {
  return isDeclarationStatusCode(code) ? DECLARATION_STATUSES[code].name : null;
}

export function declarationStatusColour(code: number): DeclarationStatusColour | 'neutral' {
  return isDeclarationStatusCode(code) ? DECLARATION_STATUSES[code].colour : 'neutral';
}

/** Status 0, "Afgehandeld". */
export function isDeclarationHandled(code: number): boolean {
  return code === 0;
}
