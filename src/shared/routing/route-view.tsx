import type { RouteName } from '@portal/domain';
import { useUnit } from 'effector-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { RouteParams } from './params';
import type { RouteUnit } from './route';

interface RouteViewProps<Name extends RouteName> {
  route: RouteUnit<Name>;
  params: RouteParams<Name>;
  query: Record<string, string>;
  children: ReactNode;
}

/**
 * The one bridge from the router into Effector for a page: tells the route
 * unit it opened (or changed), and that it closed when the page goes away.
 */
export function RouteView<Name extends RouteName>({ route, params, query, children }: RouteViewProps<Name>) {
  const [opened, updated, closed] = useUnit([route.opened, route.updated, route.closed]);
  const isOpen = useRef(false);
  const signature = JSON.stringify([params, query]);

  useEffect(() => {
    const payload = JSON.parse(signature) as { 0: RouteParams<Name>; 1: Record<string, string> };
    if (isOpen.current) updated({ params: payload[0], query: payload[1] });
    else opened({ params: payload[0], query: payload[1] });
    isOpen.current = true;
  }, [signature, opened, updated]);

  useEffect(
    () => () => {
      isOpen.current = false;
      closed();
    },
    [closed],
  );

  return children;
}
