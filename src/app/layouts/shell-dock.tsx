import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** What a page's own sticky bottom bar reads to stay above the dock: `bottom: var(--shell-dock-height, 0px)`. */
const DOCK_HEIGHT_PROPERTY = '--shell-dock-height';

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
 * `children` (the consent banner) sit at the very bottom; `above` (the news,
 * which comes later) hangs on top of them out of their flow, so its arrival
 * neither grows nor moves the dock, and for its first half second it takes
 * no click: one aimed at what lay under it goes there (shell.css). Its
 * place follows from CSS alone: an offset measured in a later render
 * sometimes painted the news at the bottom first and then moved it up. The
 * banner does not come after the news: the consent is read when the label
 * settles, before the shell first renders.
 * A spacer of their height at the very end of the page lets the user scroll
 * the last content out from under them, and the page learns their height as
 * `--shell-dock-height` on the document: a bar that a page keeps at the
 * bottom of the window (the premium of `polis-wijzigen` on a phone) sticks
 * above the dock instead of under it (issue 33 point 10).
 */
export function ShellDock({ above, children }: { above: ReactNode; children: ReactNode }) {
  const lower = useRef<HTMLDivElement>(null);
  const upper = useRef<HTMLDivElement>(null);
  const lowerHeight = useHeight(lower);
  const upperHeight = useHeight(upper);
  const dockHeight = lowerHeight + upperHeight;
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(DOCK_HEIGHT_PROPERTY, `${dockHeight}px`);
    return () => {
      root.style.removeProperty(DOCK_HEIGHT_PROPERTY);
    };
  }, [dockHeight]);
  return (
    <>
      <div className="shell__dock-space" style={{ height: dockHeight }} aria-hidden="true" />
      <div ref={lower} className="shell__dock">
        <div ref={upper} className="shell__dock-above">
          {above}
        </div>
        {children}
      </div>
    </>
  );
}
