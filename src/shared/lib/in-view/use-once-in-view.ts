import { useEffect, useState } from 'react';

/**
 * Calls `onInView` once, when the element given to the returned ref first comes into the window (and `isWatching`):
 * for what sits below the fold and need not load before the user scrolls to it. Without IntersectionObserver it is
 * called at once.
 */
export function useOnceInView(onInView: () => void, isWatching = true): (element: Element | null) => void {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (!element || !isWatching) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      onInView();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onInView();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isWatching, onInView]);
  return setElement;
}
