/** A route's path as the spec writes it (`betaalgegevens-wijzigen/:agreementId`), with the name it goes by. */
export interface RoutePattern<Name extends string> {
  name: Name;
  path: string;
}

export interface PathMatch<Name extends string> {
  name: Name;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchOne(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index]!;
    if (part.startsWith(':')) {
      const value = decodeSegment(segment);
      if (value === null) return null;
      params[part.slice(1)] = value;
    } else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}

const staticSegmentsOf = (pattern: string[]) => pattern.filter((part) => !part.startsWith(':')).length;

/**
 * The route a path names: every segment matches, written segments case-insensitively, a `:parameter` any
 * non-empty segment (decoded). Slashes at either end do not count. Where two routes match, the one with more
 * written segments wins, so a fixed path is never taken for a parameter.
 */
export function createPathMatcher<Name extends string>(routes: readonly RoutePattern<Name>[]) {
  const compiled = routes.map((route) => {
    const pattern = segmentsOf(route.path);
    return { name: route.name, pattern, rank: staticSegmentsOf(pattern) };
  });
  return (pathname: string): PathMatch<Name> | null => {
    const segments = segmentsOf(pathname);
    let best: { match: PathMatch<Name>; rank: number } | null = null;
    for (const route of compiled) {
      const params = matchOne(route.pattern, segments);
      if (params && (best === null || route.rank > best.rank)) best = { match: { name: route.name, params }, rank: route.rank };
    }
    return best?.match ?? null;
  };
}
