// What Lighthouse's simulated first contentful paint waits for (issue 30): its simulation (Lantern) replays a graph of
// the page's requests and main-thread tasks on a slow line with a slower CPU. For the first paint that graph holds the
// requests that block rendering (the document, the stylesheets, the scripts evaluated before the paint) and only the
// main-thread tasks that evaluate those scripts, lay out and paint. This reads that graph from a run's own artifacts.

/**
 * The requests and main-thread time in the first paint's graph of one Lighthouse run (its optimistic graph, the one
 * its estimate rests on): how many requests, their bytes as transferred, the tasks' time as observed (Lighthouse
 * multiplies it by 4) and the request that ends last in the simulation.
 */
export async function firstPaintGraph(lhr, artifacts) {
  // Lighthouse's own computation of the metric (loaded here, as measure-performance loads Lighthouse: only when it runs)
  const { LanternFirstContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-first-contentful-paint.js');
  const settings = lhr.configSettings;
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, simulator: null, URL: artifacts.URL, SourceMaps: [] };
  const { optimisticEstimate } = await LanternFirstContentfulPaint.request(data, { computedCache: new Map(), settings });
  const timings = [...optimisticEstimate.nodeTimings];
  const requests = timings.filter(([node]) => node.type === 'network');
  const lastRequest = requests.reduce((last, entry) => (last === null || entry[1].endTime > last[1].endTime ? entry : last), null);
  return {
    requests: requests.length,
    bytes: requests.reduce((total, [node]) => total + node.request.transferSize, 0),
    cpuMs: timings.filter(([node]) => node.type === 'cpu').reduce((total, [node]) => total + node.duration / 1000, 0),
    last: lastRequest ? new URL(lastRequest[0].request.url).pathname : '',
  };
}
