import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  endpointUrl,
  type HttpMethod,
  isEndpoint,
} from '@common/api/endpoint';
import { api } from './api-client';

/**
 * The web's view of a descriptor (decision 024a): its method and path at run time and its
 * schemas as types. The schemas themselves (zod and every schema of the module) load only in
 * development and tests, where each answer is checked against them: in the production build
 * `load` is `undefined` and nothing of them reaches a page.
 */
export type WebEndpoint<E extends Endpoint> = {
  readonly method: HttpMethod;
  readonly path: E['path'];
  readonly load: (() => Promise<Endpoint | undefined>) | undefined;
  /** Carries the descriptor's type; never set. */
  readonly descriptor?: E;
};

export function webEndpoint<E extends Endpoint>(
  method: E['method'],
  path: E['path'],
  module: (() => Promise<Record<string, unknown>>) | undefined,
  name: string,
): WebEndpoint<E> {
  const load = module
    ? async () => {
        const e = (await module())[name];
        return isEndpoint(e) ? e : undefined;
      }
    : undefined;
  return { method, path, load };
}

type Init = { signal?: AbortSignal };
type Args<E extends Endpoint> = keyof EndpointInput<E> extends never
  ? [input?: EndpointInput<E>, init?: Init]
  : [input: EndpointInput<E>, init?: Init];

/** Calls an endpoint through its descriptor: the URL, the body and the answer's type come from it. */
export async function call<E extends Endpoint>(
  e: WebEndpoint<E>,
  ...[input, init]: Args<E>
): Promise<EndpointOutput<E>> {
  const parts = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const data = await api<unknown>(e.method, endpointUrl(e, parts), parts.body, init);
  if (e.load) await checkAnswer(e, data);
  return data as EndpointOutput<E>;
}

/** Development and tests: an answer that does not match its schema fails loudly, here. */
async function checkAnswer<E extends Endpoint>(e: WebEndpoint<E>, data: unknown): Promise<void> {
  const descriptor = await e.load?.();
  if (!descriptor) throw new Error(`${e.method} ${e.path}: no descriptor in common/api`);
  if (!descriptor.response) return;
  const result = descriptor.response.safeParse(data);
  if (!result.success) {
    throw new Error(`${e.method} ${e.path}: the answer does not match its schema: ${result.error.message}`);
  }
}
