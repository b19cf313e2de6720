import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** The height of an element, followed as it changes. */
function useHeight(element: RefObject<HTMLDivElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const observed = element.current;
    if (!observed || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(observed.offsetHeight));
    observer.observe(observed);
    return () => observer.disconnect();
  }, [element]);
  return height;
}

/**
 * What arrives late and is not the screen docks at the bottom of the window,
 * out of the flow: it never pushes the screen down (issue 19, layout shift).
 * Two layers: `children` (the consent banner) at the very bottom, `above`
 * (the news, which comes later) on top of it, so news arriving does not move
 * the consent banner either. A spacer of their height at the very end of the
 * page lets the user scroll the last content out from under them.
 */
export function ShellDock({ above, children }: { above: ReactNode; children: ReactNode }) {
  const lower = useRef<HTMLDivElement>(null);
  const upper = useRef<HTMLDivElement>(null);
  const lowerHeight = useHeight(lower);
  const upperHeight = useHeight(upper);
  return (
    <>
      <div className="shell__dock-space" style={{ height: lowerHeight + upperHeight }} aria-hidden="true" />
      <div ref={upper} className="shell__dock" style={{ bottom: lowerHeight }}>
        {above}
      </div>
      <div ref={lower} className="shell__dock">
        {children}
      </div>
    </>
  );
}
