import { createEffect } from 'effector';
import { fetchStatic } from '@/shared/api';

/**
 * The tag manager script is fetched as text from statics/js and added to the
 * page only after consent in production (spec 01 §2 "Application shell").
 * It runs from a blob URL, not as inline text: the portal's CSP allows no
 * inline script.
 */
export const loadTagManagerFx = createEffect(async (tagManagerId: string) => {
  const code = String(await fetchStatic({ url: '/statics/js/tag-manager.js', searchParams: { id: tagManagerId }, responseType: 'text' }));
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  const script = document.createElement('script');
  script.dataset.tagManager = tagManagerId;
  script.src = url;
  script.addEventListener('load', () => URL.revokeObjectURL(url), { once: true });
  document.head.append(script);
});
