import path from 'node:path';

/** The portal's one Pact file: consumer and provider as a backend team knows them (pacts/README.md). */
export const CONSUMER = 'mijn-omgeving-portal';
export const PROVIDER = 'mijn-omgeving-api';
export const PACT_DIR = path.resolve(import.meta.dirname, '../../pacts');
export const PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);
