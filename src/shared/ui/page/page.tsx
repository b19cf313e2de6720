import { useLayoutEffect, useRef, type ReactNode } from 'react';
import './page.css';

interface PageProps {
  title: string;
  /**
   * What the screen shows at its address when that changes without its title (an offer opened at
   * `?aanbieding=`, still loading): the h1 takes the focus again, so it does not fall to the body.
   */
  focusKey?: string | null;
  /** shown above the title, e.g. a status badge */
  kicker?: ReactNode;
  children?: ReactNode;
}

/**
 * A disclosure the user has just pressed (a menu group, the phone menu, "Lees meer") keeps the
 * focus: taking it would close the menu they are opening while the page is still loading.
 */
function isUserOpeningADisclosure(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLButtonElement && active.hasAttribute('aria-expanded');
}

/** A field the user is in (a filter, a form) keeps the focus too: a page that renders again must not pull them out. */
function isUserInAField(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLSelectElement || active instanceof HTMLTextAreaElement;
}

/**
 * A screen's frame: its h1 takes focus when the page opens, so that screen
 * readers and keyboard users start at the new content after a navigation.
 * In the commit, before the page is painted: screens render in the background
 * (issue 19), and a Tab pressed as soon as the page shows must start from here.
 */
export function Page({ title, focusKey, kicker, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    const element = heading.current;
    if (!element || isUserOpeningADisclosure() || isUserInAField()) return;
    // a title that changed under the focus (the offer has loaded) is read out again only when the focus comes anew
    if (document.activeElement === element) element.blur();
    // without scrolling: the router puts a new page at its top, and Back restores where the user was
    element.focus({ preventScroll: true });
  }, [title, focusKey]);
  return (
    <div className="page">
      {kicker}
      <h1 className="page__title" tabIndex={-1} ref={heading}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/**
 * Gives the focus back to the screen's h1 (without scrolling) when the element that had it goes away, e.g. a
 * banner closed with its own button: the focus would otherwise fall to the body, and the next Tab start at the top.
 */
export function focusPageTitle(): void {
  document.querySelector<HTMLElement>('h1.page__title')?.focus({ preventScroll: true });
}
