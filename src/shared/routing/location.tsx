import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { currentLocation, subscribeToLocation, type BrowserLocation } from './browser-history';

const LocationContext = createContext<BrowserLocation | null>(null);

/**
 * The browser's location for the components below. A navigation renders as a transition, as react-router's
 * BrowserRouter did: the page on screen stays until the next one is ready, instead of a loading state in between.
 */
export function LocationProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  // in the commit: models navigate only once the navigator is attached, in an effect after this one
  useLayoutEffect(() => subscribeToLocation(() => startTransition(() => setLocation(currentLocation()))), []);
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

/** The address the page shows: it renders again on every navigation, Back and Forward included. */
export function useLocation(): BrowserLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside the LocationProvider');
  return location;
}
