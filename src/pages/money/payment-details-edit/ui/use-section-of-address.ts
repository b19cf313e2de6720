import { paymentDetailsEditSectionOf, PAYMENT_DETAILS_EDIT_SECTIONS } from '@portal/domain';
import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * The section the address names (`#rekeningnummer-vergoedingen`, a change link of `betaal-en-rekeninggegevens`) is
 * scrolled to the top of the window once the page's data is there (not onto the loading text), and its heading
 * takes the focus, so that a screen reader says where the user is and Tab goes on in that form. Once per visit: a
 * reload of the data does not move the user again.
 *
 * Only when the user arrives: by a link (PUSH, REPLACE) or with the address opened from outside (the document's own
 * first entry, key `default`). Back and Forward to the page leave the position to the router's `ScrollRestoration`
 * (`PageScrollRestoration`), which restores where the user was. A fragment that names no section does nothing.
 */
export function useSectionOfAddress(isReady: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const handledVisit = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!isReady || handledVisit.current === location.key) return;
    handledVisit.current = location.key;
    if (navigationType === NavigationType.Pop && location.key !== 'default') return;
    const section = paymentDetailsEditSectionOf(location.hash);
    if (!section) return;
    const id = PAYMENT_DETAILS_EDIT_SECTIONS[section];
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
    document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
  }, [isReady, location.key, location.hash, navigationType]);
}
