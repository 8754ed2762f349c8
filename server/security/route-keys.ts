import type { RouteOptions } from 'fastify';

/** The API's own routes: not the OpenAPI viewer, not the automatic HEAD twins of GETs. */
export function apiRoutes(routes: RouteOptions[]): { key: string; method: string; route: RouteOptions }[] {
  const out: { key: string; method: string; route: RouteOptions }[] = [];
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
    const constraints = route.constraints ? ` ${JSON.stringify(route.constraints)}` : '';
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      out.push({ key: `${method} ${route.url}${constraints}`, method, route });
    }
  }
  return out;
}

/** `METHOD /path` (plus its constraint, e.g. `{"userAction":"push"}`) of every API route. */
export function apiRouteKeys(routes: RouteOptions[]): string[] {
  return [...new Set(apiRoutes(routes).map((r) => r.key))];
}
