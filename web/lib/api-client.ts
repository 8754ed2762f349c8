import type { ApiError } from '@common/api/error-body';
import { OFFLINE_HEADER, reportReachable } from './connection';

export const PACKAGE_NAME = 'amorio';

/** An API call that failed: the HTTP status plus the server's `{error, message, fields}`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
  }
  get code(): string {
    return this.body?.error ?? (this.status >= 500 ? 'internal' : 'bad_request');
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Every call uses a relative path and carries the package name and the original host
 * (spec §7), so one server can tell which branded site the page belongs to. A FormData body
 * (a file upload) goes as multipart; anything else as JSON.
 */
export async function api<T>(
  method: Method,
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-requested-with': PACKAGE_NAME,
    'x-original-host': window.location.host,
  };
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (err) {
    // fetch rejects with a TypeError when the server cannot be reached (not when it answers).
    if (err instanceof TypeError) reportReachable(false);
    throw err;
  }
  reportReachable(res.headers.get(OFFLINE_HEADER) === null);
  const text = await res.text();
  const data: unknown = text ? safeParse(text) : null;
  if (!res.ok) throw new ApiRequestError(res.status, isApiError(data) ? data : null);
  return data as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isApiError(v: unknown): v is ApiError {
  return typeof v === 'object' && v !== null && 'error' in v && 'message' in v;
}
