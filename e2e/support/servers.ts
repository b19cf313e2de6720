/**
 * The servers of one Playwright worker: its own fake backend, its own short-session fake backend (access tokens
 * that live SHORT_SESSION_SECONDS) and its own `vite preview` of the one shared build, whose /api, /content and
 * /statics go to that worker's fake backend. Workers never share state, so spec files run side by side.
 *
 * E2E_PORT_BASE moves every port, so that two suites can run side by side: worker i has its fake backends at
 * BASE+1+2i and BASE+2+2i and its portal at BASE+73+i (without E2E_PORT_BASE: 3101+2i, 3102+2i and 4173+i).
 */
/**
 * Long enough for a cold first load of the dashboard with all its calls on a loaded CI machine (6 s was not: the
 * token expired while the insurance-right call was still to go, and the first person's tile never came).
 */
export const SHORT_SESSION_SECONDS = 10;
/** more workers than this would run into the portals' ports */
export const MAX_WORKERS = 8;

const PORT_BASE = Number(process.env['E2E_PORT_BASE'] ?? 3100);

export interface WorkerServers {
  apiPort: number;
  shortSessionApiPort: number;
  portalPort: number;
  /** where the worker's browser opens the portal */
  portalOrigin: string;
}

/** The servers of the worker with this parallel index (0 … workers-1; a restarted worker keeps its index). */
export function serversOf(parallelIndex: number): WorkerServers {
  if (!Number.isInteger(parallelIndex) || parallelIndex < 0 || parallelIndex >= MAX_WORKERS) {
    throw new Error(`worker ${parallelIndex}: the e2e suite runs on 1 to ${MAX_WORKERS} workers`);
  }
  const portalPort = process.env['E2E_PORT_BASE'] ? PORT_BASE + 73 + parallelIndex : 4173 + parallelIndex;
  return {
    apiPort: PORT_BASE + 1 + 2 * parallelIndex,
    shortSessionApiPort: PORT_BASE + 2 + 2 * parallelIndex,
    portalPort,
    portalOrigin: `http://localhost:${portalPort}`,
  };
}
