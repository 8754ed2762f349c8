import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this the header costs more than compression saves. */
const MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json))/;
/**
 * Brotli quality 5 is the usual choice for responses made per request: about gzip's speed with
 * smaller output. Static assets are precompressed at build with the maximum (decision 013a).
 */
const BROTLI_QUALITY = 5;

export type Encoding = 'br' | 'gzip';

/** Header values seen, with their answer: browsers send a handful of distinct ones. */
const accepted = new Map<string, Encoding | null>();
const ACCEPTED_KEPT = 200;

/** The best encoding the client accepts (no q-value ranking: both are fine when offered). */
export function acceptedEncoding(req: FastifyRequest): Encoding | null {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return null;
  const known = accepted.get(header);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(header);
  // Bounded: made-up values beyond it are parsed every time.
  if (accepted.size < ACCEPTED_KEPT) accepted.set(header, encoding);
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding | null {
  const offered = header
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses HTML and JSON answers made per request (pages with the site's settings inside, API
 * answers). Streams (static files, event streams) pass untouched: static files come
 * precompressed and event streams must not be buffered.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE_TYPE.test(type)) return payload;
    // Sized without copying: most API answers are small and leave as they came.
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < MIN_BYTES) return payload;
    const raw = typeof payload === 'string' ? Buffer.from(payload) : payload;
    reply.header('vary', mergeVary(reply.getHeader('vary')));
    const encoding = acceptedEncoding(req);
    if (!encoding) return payload;
    const body = await encode(raw, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}

/**
 * `raw` compressed (off the event loop, in libuv's pool): `quick` as a per-request answer is,
 * `smallest` for an answer made once and sent many times (a cached page, decision 021c).
 */
export function encode(
  raw: Buffer,
  encoding: Encoding,
  effort: 'quick' | 'smallest' = 'quick',
): Promise<Buffer> {
  const smallest = effort === 'smallest';
  return encoding === 'br'
    ? brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: smallest
            ? zlib.constants.BROTLI_MAX_QUALITY
            : BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
    : gzip(raw, {
        level: smallest ? zlib.constants.Z_BEST_COMPRESSION : zlib.constants.Z_DEFAULT_COMPRESSION,
      });
}

function mergeVary(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.some((v) => v.toLowerCase() === 'accept-encoding')) values.push('Accept-Encoding');
  return values.join(', ');
}
