import { createEffect } from 'effector';
import { fetchStatic } from '@/shared/api';

/**
 * The tag manager script is fetched as text from statics/js and added to the
 * page only after consent in production (spec 01 §2 "Application shell").
 */
export const loadTagManagerFx = createEffect(async (tagManagerId: string) => {
  const code = String(await fetchStatic({ url: '/statics/js/tag-manager.js', searchParams: { id: tagManagerId }, responseType: 'text' }));
  const script = document.createElement('script');
  script.dataset.tagManager = tagManagerId;
  script.textContent = code;
  document.head.append(script);
});
