import { lazy, Suspense } from 'react';
import type { NewsAudience } from '@/widgets/news-banner';

/*
 * News and the footer are not needed for the first paint of a screen: they
 * load right after it, in their own chunks, keeping the login page's initial
 * JavaScript small (date-fns and the calendar rules come with them).
 */
const LazyNewsBanner = lazy(() => import('@/widgets/news-banner').then((widget) => ({ default: widget.NewsBanner })));
const LazySiteFooter = lazy(() => import('@/widgets/site-footer').then((widget) => ({ default: widget.SiteFooter })));

export function DeferredNewsBanner({ audience }: { audience: NewsAudience }) {
  return (
    <Suspense fallback={null}>
      <LazyNewsBanner audience={audience} />
    </Suspense>
  );
}

export function DeferredSiteFooter() {
  return (
    <Suspense fallback={null}>
      <LazySiteFooter />
    </Suspense>
  );
}
