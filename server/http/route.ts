import type { Endpoint, EndpointReply } from '@common/api/endpoint';
import { apiErrorSchema } from '@common/api/error-body';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';

type Parsed<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The request a handler sees: params, query and body already parsed by the descriptor's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest & {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
};

export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E>>;

/** What a route may add to its descriptor: the rest belongs to the contract. */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'preHandler'>;

/**
 * The one way a route is registered (decision 024a): from its descriptor in `common/api/`, which
 * gives the method, the path and the schemas Fastify validates against (and, in tests and
 * development, checks the answer against) and documents in OpenAPI.
 */
export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  extras: RouteExtras,
  handler: EndpointHandler<E>,
): void;
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  extrasOrHandler: RouteExtras | EndpointHandler<E>,
  maybeHandler?: EndpointHandler<E>,
): void {
  const extras = typeof extrasOrHandler === 'function' ? {} : extrasOrHandler;
  const handler = typeof extrasOrHandler === 'function' ? extrasOrHandler : maybeHandler;
  if (!handler) throw new Error(`${e.method} ${e.path}: no handler`);
  const response: Record<number, z.ZodType> = {};
  if (e.response) response[200] = e.response;
  for (const status of e.errors ?? []) response[status] = apiErrorSchema;
  const options: RouteOptions = {
    ...extras,
    method: e.method,
    url: e.path,
    schema: {
      tags: [e.tag],
      ...(e.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
    // The one cast of the contract: Fastify has validated params, query and body with exactly
    // these schemas before the handler runs, so the request is what EndpointRequest says.
    handler: handler as unknown as RouteOptions['handler'],
  };
  app.route(options);
}
