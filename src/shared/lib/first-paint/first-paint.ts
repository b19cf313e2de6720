import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { createEvent, createStore, sample } from 'effector';
import { afterFirstContentfulPaint } from './after-first-contentful-paint';

/**
 * The first screen has been painted. What that screen does not show at once (the news, the footer's contact
 * centre) is asked for after it, not beside it (issue 19): the requests and chunks that start before the first
 * paint are what the first paint waits for on a slow line.
 */
export const firstPaintDone = createEvent();
export const $isFirstPaintDone = createStore(false, { serialize: 'ignore' }).on(firstPaintDone, () => true);

const paintReported = createEvent();
sample({ clock: paintReported, filter: $isFirstPaintDone.map((isDone) => !isDone), target: firstPaintDone });

/** The shell reports its first paint once it shows a screen (`isShown`). */
export function useReportFirstPaint(isShown: boolean): void {
  const reported = useUnit(paintReported);
  useEffect(() => (isShown ? afterFirstContentfulPaint(reported) : undefined), [isShown, reported]);
}
