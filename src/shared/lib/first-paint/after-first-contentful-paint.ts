/** Runs after the frame in which the screen is drawn (a timeout queued in the frame's animation callback). */
function afterNextFrame(callback: () => void): () => void {
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

/** The longest the later requests wait for the browser's first contentful paint once the screen is drawn. */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Runs once the browser reports the first contentful paint (its `paint` entry). That entry comes when the frame is
 * on screen, some frames after the one the screen was drawn in, and a request started in between is one that the
 * first paint waits for on a slow line (issue 30: the news and the manifest started before it). Where the browser
 * reports no paint entries, or has reported it already, after the next frame; at the latest FIRST_PAINT_WAIT_MS
 * after the call (a tab opened in the background reports no first paint). Returns the cancel.
 */
export function afterFirstContentfulPaint(callback: () => void): () => void {
  const hasPaintEntries = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!hasPaintEntries || performance.getEntriesByName('first-contentful-paint').length > 0) return afterNextFrame(callback);
  let isDone = false;
  const once = () => {
    if (isDone) return;
    isDone = true;
    observer.disconnect();
    clearTimeout(latest);
    callback();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const latest = setTimeout(once, FIRST_PAINT_WAIT_MS);
  return () => {
    isDone = true;
    observer.disconnect();
    clearTimeout(latest);
  };
}
