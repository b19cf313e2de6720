import { $isFirstPaintDone } from '@/shared/lib/first-paint';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import type { NewsAudience } from '@/widgets/news-banner';

/*
 * News and the footer are not needed for the first paint of a screen: they
 * load right after it, in their own chunks, keeping the login page's initial
 * JavaScript small (date-fns and the calendar rules come with them). Their
 * chunks are asked for only once the screen is painted (issue 19).
 */
const LazyNewsBanner = lazy(() => import('@/widgets/news-banner').then((widget) => ({ default: widget.NewsBanner })));
const LazySiteFooter = lazy(() => import('@/widgets/site-footer').then((widget) => ({ default: widget.SiteFooter })));

export function DeferredNewsBanner({ audience }: { audience: NewsAudience }) {
  const isPainted = useUnit($isFirstPaintDone);
  if (!isPainted) return null;
  return (
    <Suspense fallback={null}>
      <LazyNewsBanner audience={audience} />
    </Suspense>
  );
}

export function DeferredSiteFooter() {
  const isPainted = useUnit($isFirstPaintDone);
  if (!isPainted) return null;
  return (
    <Suspense fallback={null}>
      <LazySiteFooter />
    </Suspense>
  );
}
