import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { currentLocation, navigateInBrowser } from './browser-history';
import { useLocation } from './location';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** a path on the portal, with its query: `routeUrl(…)` */
  to: string;
  replace?: boolean;
}

const pathAndQueryOf = (to: string) => {
  const url = new URL(to, window.location.origin);
  return { pathname: url.pathname, path: `${url.pathname}${url.search}` };
};

/** A plain left click the portal handles itself; a modified or middle click, or another target, is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * A link to a screen of the portal: a real `<a href>` (open in a new tab, copy the address), navigated without a
 * page load. A link to the page one is on replaces the history entry, so Back does not stay on the same page.
 */
export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        const { pathname, search } = currentLocation();
        navigateInBrowser(to, { replace: replace ?? pathAndQueryOf(to).path === `${pathname}${search}` });
      }}
    />
  );
}

interface NavLinkProps extends LinkProps {
  /** active only on its own path, not on the paths below it */
  end?: boolean;
}

/** Whether a link's path is the page one is on (or one below it, unless `end`); paths match case-insensitively. */
export function isActivePath(linkPathname: string, locationPathname: string, end: boolean): boolean {
  const link = linkPathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const location = locationPathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return location === link || (!end && location.startsWith(link.endsWith('/') ? link : `${link}/`));
}

/** A menu link: marked as the current page (`aria-current`, class `active`) when the address is its path. */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathAndQueryOf(link.to).pathname, pathname, end);
  return <Link {...link} className={isActive ? [className, 'active'].filter(Boolean).join(' ') : className} aria-current={isActive ? 'page' : undefined} />;
}
