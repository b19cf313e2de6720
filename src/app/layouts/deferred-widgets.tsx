import { addTexts } from '@/shared/i18n';
import { $isFirstPaintDone } from '@/shared/lib/first-paint';
import { useOnceInView } from '@/shared/lib/in-view';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import type { NewsAudience } from '@/widgets/news-banner';
import { $isFooterReached, footerReached } from '../model/footer';
import { LateWidgetBoundary } from './late-widget';

/*
 * News and the footer are not needed for the first paint of a screen: they
 * load after it, in their own chunks, keeping the login page's initial
 * JavaScript small (date-fns and the calendar rules come with them). Their
 * chunks are asked for only once the screen is painted (issue 19).
 */
const LazyNewsBanner = lazy(() => import('@/widgets/news-banner').then((widget) => ({ default: widget.NewsBanner })));
const LazySiteFooter = lazy(() =>
  import('@/widgets/site-footer').then((widget) => {
    addTexts(widget.siteFooterTexts);
    return { default: widget.SiteFooter };
  }),
);

export function DeferredNewsBanner({ audience }: { audience: NewsAudience }) {
  const isPainted = useUnit($isFirstPaintDone);
  if (!isPainted) return null;
  return (
    <LateWidgetBoundary fallback={null}>
      <Suspense fallback={null}>
        <LazyNewsBanner audience={audience} />
      </Suspense>
    </LateWidgetBoundary>
  );
}

/**
 * The footer is below the fold on every screen (the screen takes at least the window's height): its chunk and its
 * call (the contact centre) wait until the user scrolls to it, or presses Tab: moving the focus does not scroll the
 * page to its end, and after the screen's content the footer's link must be there to take it. Until then, while its
 * chunk loads, and when it did not load, its space is kept, so the page's end does not move when it arrives.
 */
export function DeferredSiteFooter() {
  const [isPainted, isReached, reached] = useUnit([$isFirstPaintDone, $isFooterReached, footerReached]);
  const isWaiting = isPainted && !isReached;
  const watchedRef = useOnceInView(reached, isWaiting);
  useEffect(() => {
    const onTab = (event: KeyboardEvent) => event.key === 'Tab' && reached();
    if (isWaiting) addEventListener('keydown', onTab);
    return () => removeEventListener('keydown', onTab);
  }, [isWaiting, reached]);
  const space = (state: 'waiting' | 'loading' | 'unavailable') => (
    <div ref={state === 'waiting' ? watchedRef : undefined} className="shell__footer-space" data-state={state} aria-hidden="true" />
  );
  if (!isReached) return space('waiting');
  return (
    <LateWidgetBoundary fallback={space('unavailable')}>
      <Suspense fallback={space('loading')}>
        <LazySiteFooter />
      </Suspense>
    </LateWidgetBoundary>
  );
}
