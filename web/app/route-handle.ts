import type { RouteDef } from '@common/routes';

/**
 * What every route carries for the shell (page title, access). Its own file so that the router,
 * which renders the shell, and the shell, which reads the handle, do not import each other.
 */
export type RouteHandle = { name: string; access: RouteDef['access'] };
