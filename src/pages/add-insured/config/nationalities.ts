/** The nationalities offered on the form (ISO 3166-1 alpha-2); others choose "overig". */
export const NATIONALITIES = ['NL', 'BE', 'DE', 'PL', 'TR', 'MA', 'OTHER'] as const;
