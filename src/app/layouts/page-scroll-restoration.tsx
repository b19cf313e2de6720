import { useEffect, useState } from 'react';
import { NavigationType, ScrollRestoration, useNavigationType } from 'react-router-dom';

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long after Back a page may still grow into the position it is restored to. */
const GROWTH_WINDOW_MS = 3_000;

/** The page load's own entry (a POP too, in the router's terms): nothing was saved for it to grow into. */
let firstEntryKey: string | null = null;
let hasNavigated = false;

/**
 * react-router's `ScrollRestoration`, mounted with the approved screen: Back and Forward restore the position saved
 * for that history entry, a new page starts at its top. Our pages load their data from route events, after the
 * screen mounts, so on Back a list is not there yet and the position would be cut short at the loading text: on Back
 * and Forward, until the user scrolls, types or taps, or 3 s have passed, it is mounted again whenever the page grows,
 * which restores the saved position again.
 */
export function PageScrollRestoration({ entryKey }: { entryKey: string }) {
  const navigationType = useNavigationType();
  const [growth, setGrowth] = useState(0);
  useEffect(() => {
    firstEntryKey ??= entryKey;
    hasNavigated ||= entryKey !== firstEntryKey;
    if (!hasNavigated || navigationType !== NavigationType.Pop || typeof ResizeObserver === 'undefined') return undefined;
    let height = document.documentElement.scrollHeight;
    const observer = new ResizeObserver(() => {
      const grown = document.documentElement.scrollHeight;
      if (grown > height) setGrowth((count) => count + 1);
      height = grown;
    });
    observer.observe(document.body);
    const stop = () => observer.disconnect();
    const timer = setTimeout(stop, GROWTH_WINDOW_MS);
    USER_INPUT.forEach((type) => window.addEventListener(type, stop, { passive: true }));
    return () => {
      stop();
      clearTimeout(timer);
      USER_INPUT.forEach((type) => window.removeEventListener(type, stop));
    };
  }, [entryKey, navigationType]);
  return <ScrollRestoration key={`${entryKey}:${growth}`} />;
}
