import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { createEvent, createStore, sample } from 'effector';

/**
 * The first screen has been painted. What that screen does not show at once (the news, the footer's contact
 * centre) is asked for after it, not beside it (issue 19): the requests and chunks that start before the first
 * paint are what the first paint waits for on a slow line.
 */
export const firstPaintDone = createEvent();
export const $isFirstPaintDone = createStore(false, { serialize: 'ignore' }).on(firstPaintDone, () => true);

const paintReported = createEvent();
sample({ clock: paintReported, filter: $isFirstPaintDone.map((isDone) => !isDone), target: firstPaintDone });

/** Runs after the frame in which the screen is drawn (a timeout queued in the frame's animation callback). */
function afterNextPaint(callback: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timeout = setTimeout(callback, 0);
    return () => clearTimeout(timeout);
  }
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

/** The shell reports its first paint once it shows a screen (`isShown`). */
export function useReportFirstPaint(isShown: boolean): void {
  const reported = useUnit(paintReported);
  useEffect(() => (isShown ? afterNextPaint(reported) : undefined), [isShown, reported]);
}
