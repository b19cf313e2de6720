/**
 * The endpoints the portal calls, read from its source: every
 * `createRequestEffect(… { method, path } …)` (the single API client that the
 * farfetched operations run on) and the calls that fetch
 * outside it (KNOWN_PLAIN_OPERATIONS). Used to check that each has a Pact interaction.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CARE_MEDIATION_FLOWS, TREATMENT_ABROAD_FLOWS } from '../../../domain/insurance';

export interface Endpoint {
  method: string;
  /** the path as the portal requests it, e.g. /api/Document/GetDocumentList */
  path: string;
  /** where it is called, file:line */
  where: string;
}

const OPERATION = /\bcreate(?:Json)?(?:Query|Mutation)\s*\(/;
const REQUEST_EFFECT = /\bcreateRequestEffect\s*[(<]/g;
/** a call that passes on a request maker it was given (`createRequestEffect(toRequest)`), not a call of its own */
const FORWARDED = /^createRequestEffect\s*\(\s*[A-Za-z_$][\w$]*\s*\)/;
/** how far after `createRequestEffect(` the method and path are looked for */
const WINDOW = 600;

/**
 * Operations and effects that do not go through createRequestEffect, with
 * the endpoints they call (the configuration before the API client exists,
 * the content host). A new farfetched operation of this kind fails the check
 * until it is listed here.
 */
export const KNOWN_PLAIN_OPERATIONS: Record<string, readonly Omit<Endpoint, 'where'>[]> = {
  'src/shared/config/model.ts': [{ method: 'GET', path: '/statics/config.json' }],
  'src/entities/content/api/queries.ts': [
    { method: 'GET', path: '/content/menu.json' },
    { method: 'GET', path: '/content/tiles.json' },
    { method: 'GET', path: '/content/member-offers.json' },
    { method: 'GET', path: '/content/exchange-rates.json' },
  ],
};

/**
 * Calls whose path is built from data (one multipart call per request flow,
 * `${area}/${flow.path}`): the endpoints they can reach, from the same data.
 */
export const KNOWN_COMPUTED_PATHS: Record<string, readonly Omit<Endpoint, 'where'>[]> = {
  'src/widgets/request-flow/api/send-request.ts': [
    ...Object.values(CARE_MEDIATION_FLOWS).map((flow) => ({ method: 'POST', path: `/api/CareMediation/${flow.path}` })),
    ...Object.values(TREATMENT_ABROAD_FLOWS).map((flow) => ({ method: 'POST', path: `/api/TreatmentAbroad/${flow.path}` })),
  ],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The calls in one file's text; a call whose method or path is not a plain literal is an error. */
export function requestEffectsIn(text: string, file: string): Endpoint[] {
  return [...text.matchAll(REQUEST_EFFECT)].flatMap((match) => {
    const start = match.index;
    const line = text.slice(0, start).split('\n').length;
    const where = `${file}:${line}`;
    if (/export function create(?:Checked)?RequestEffect/.test(text.slice(Math.max(0, start - 20), start + 40))) return [];
    if (FORWARDED.test(text.slice(start))) return [];
    const window = text.slice(start, start + WINDOW);
    const method = /\bmethod:\s*'([A-Z]+)'/.exec(window)?.[1];
    const requestPath = /\bpath:\s*'([^'`$]+)'/.exec(window)?.[1];
    if (!method || !requestPath) throw new Error(`${where}: cannot read a literal method and path of this call; write them as 'literals' or list the call in KNOWN_PLAIN_OPERATIONS`);
    return [{ method, path: `/api/${requestPath.replace(/^\/+/, '')}`, where }];
  });
}

/** Every endpoint the portal's operations call. */
export function portalEndpoints(root: string): Endpoint[] {
  return sourceFiles(path.join(root, 'src')).flatMap((full) => {
    const file = path.relative(root, full).split(path.sep).join('/');
    const computed = KNOWN_COMPUTED_PATHS[file];
    if (computed) return computed.map((endpoint) => ({ ...endpoint, where: file }));
    const text = readFileSync(full, 'utf8');
    const calls = requestEffectsIn(text, file);
    const known = KNOWN_PLAIN_OPERATIONS[file];
    if (known) return [...known.map((endpoint) => ({ ...endpoint, where: file })), ...calls];
    if (OPERATION.test(text) && calls.length === 0) {
      throw new Error(`${file} defines a farfetched operation without createRequestEffect: list what it calls in KNOWN_PLAIN_OPERATIONS`);
    }
    return calls;
  });
}
