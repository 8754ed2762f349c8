import type { z } from 'zod';

/**
 * One descriptor per endpoint (decision 024a): the server registers its route from it
 * (`server/http/route.ts`), the web calls through it (`web/lib/call.ts`) and the OpenAPI document
 * is built from the routes it registers. Nothing else spells an API path.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The error answers an endpoint may give, each with the `{error, message, fields}` body. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

export type Endpoint = {
  readonly method: HttpMethod;
  /** Fastify's syntax: `/api/staff/inbox/:conversation/renew`. */
  readonly path: `/${string}`;
  /** The OpenAPI group. */
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body; an upload says `upload: true` instead and the web sends `FormData`. */
  readonly body?: z.ZodType;
  readonly upload?: true;
  /** The 200 answer; `null` when it is not JSON (an event stream, an image, a redirect). */
  readonly response: z.ZodType | null;
  readonly errors?: readonly ErrorStatus[];
};

export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

type Empty = Record<never, never>;

/** What a caller passes: `params`, `query` and `body` exactly where the descriptor has schemas. */
export type EndpointInput<E extends Endpoint> = (E extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : Empty) &
  (E extends { query: infer Q extends z.ZodType } ? { query: z.input<Q> } : Empty) &
  (E extends { body: infer B extends z.ZodType }
    ? { body: z.input<B> }
    : E extends { upload: true }
      ? { body: FormData }
      : Empty);

/** What the web receives (parsed), and what the server's handler returns (before serialising). */
export type EndpointOutput<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : unknown;
export type EndpointReply<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : unknown;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The URL of a call: path parameters filled in (encoded), the query appended. Arrays repeat
 * their key (`?a=1&a=2`), which is how the server's query parser reads them back; `undefined`
 * and `null` are left out.
 */
export function endpointUrl(
  e: Pick<Endpoint, 'path'>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${e.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** True for a descriptor: how the contract test and the generator find them among a module's exports. */
export function isEndpoint(v: unknown): v is Endpoint {
  return (
    typeof v === 'object' &&
    v !== null &&
    'method' in v &&
    'path' in v &&
    'response' in v &&
    typeof (v as { path: unknown }).path === 'string'
  );
}
