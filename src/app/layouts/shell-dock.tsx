import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * What arrives late and is not the screen (news, the consent banner) docks at
 * the bottom of the window, out of the flow: it never pushes the screen down
 * (issue 19, layout shift). A spacer of its height at the very end of the
 * page lets the user scroll the last content out from under it.
 */
export function ShellDock({ children }: { children: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = dock.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div className="shell__dock-space" style={{ height }} aria-hidden="true" />
      <div ref={dock} className="shell__dock">
        {children}
      </div>
    </>
  );
}
