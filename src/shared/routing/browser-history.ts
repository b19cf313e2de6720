/** Where the browser is: the address's path and query, and a key that changes on every navigation. */
export interface BrowserLocation {
  pathname: string;
  search: string;
  hash: string;
  /** new on every navigation, also to the same path; kept in the history entry, so Back restores it */
  key: string;
}

interface EntryState {
  key?: unknown;
}

type Listener = () => void;

const listeners = new Set<Listener>();

/** Read from the browser each time: the address is the one truth, whoever changed it. */
export function currentLocation(): BrowserLocation {
  const { pathname, search, hash } = window.location;
  const state = window.history.state as EntryState | null;
  return { pathname, search, hash, key: typeof state?.key === 'string' ? state.key : 'default' };
}

function locationChanged() {
  listeners.forEach((listener) => listener());
}

export function subscribeToLocation(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', locationChanged);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', locationChanged);
  };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** A navigation inside the portal: a new history entry (or the current one replaced), without a page load. */
export function navigateInBrowser(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const entry: EntryState = { key: newKey() };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  locationChanged();
}
