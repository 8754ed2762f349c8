import { type Encoding, encode } from './compress';

/** A whole answer: the HTML as sent, and each encoding once a client has asked for it. */
type CachedPage = {
  url: string;
  identity: Buffer;
  /** The page's own Content-Security-Policy (its inline style's hash, decision 021e), if any. */
  policy: string | undefined;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The encodings already made, for answers that must not wait (cached-page-answer.ts). */
  made: Partial<Record<Encoding, Buffer>>;
  /** Encodings being (or already) remade at the smallest size, once the page is asked for again. */
  smallest: Partial<Record<Encoding, true>>;
  bytes: number;
};

/** Pages kept (as page-render's cache); oldest dropped first. */
const MAX_ENTRIES = 500;
/**
 * An inlined page is ~120 KB raw and ~25 KB per encoding; addresses with unique tracking values
 * would otherwise fill 500 entries with ~80 MB.
 */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The complete guest answers of server-rendered pages (decision 020a): the final HTML and its
 * br/gzip encodings, made once per key (everything the answer depends on), so a repeated request
 * only writes a Buffer. Compressing a 120 KB page per request cost ~1 ms of CPU each.
 */
export function createPageCache(maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES) {
  const entries = new Map<string, CachedPage>();
  /** Entries per URL: most requests (assets, API calls) are not for a cached page, and say so by one lookup. */
  const urls = new Map<string, number>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    const left = (urls.get(entry.url) ?? 1) - 1;
    if (left > 0) urls.set(entry.url, left);
    else urls.delete(entry.url);
  };

  return {
    /** Keeps the answer to `url` (request URL with its query) under `key`, which names all it depends on. */
    set(key: string, url: string, html: string, policy?: string): void {
      drop(key);
      const identity = Buffer.from(html);
      // Counted with room for both encodings, so the bound holds once they are made.
      const entry: CachedPage = {
        url,
        identity,
        policy,
        encoded: {},
        made: {},
        smallest: {},
        bytes: identity.length + identity.length / 2,
      };
      while (entries.size > 0 && (entries.size >= maxEntries || bytes + entry.bytes > maxBytes)) {
        drop(entries.keys().next().value as string);
      }
      entries.set(key, entry);
      urls.set(url, (urls.get(url) ?? 0) + 1);
      bytes += entry.bytes;
    },

    /** The policy the cached answer under `key` must carry instead of the usual one, if any. */
    policy(key: string): string | undefined {
      return entries.get(key)?.policy;
    },

    /** Whether any answer to this request URL is kept (in some language, site or encoding). */
    hasUrl(url: string): boolean {
      return urls.has(url);
    },

    /**
     * The cached body when it is there already (no compression to wait for), else null. A page
     * asked for again is worth its smallest encoding: made once, off the event loop, it then
     * replaces the quick one (a tenth fewer bytes to send to every later visitor).
     */
    ready(key: string, encoding: Encoding | null): Buffer | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (!encoding) return entry.identity;
      const made = entry.made[encoding];
      if (made && !entry.smallest[encoding]) {
        entry.smallest[encoding] = true;
        encode(entry.identity, encoding, 'smallest').then(
          (smaller) => {
            if (smaller.length >= made.length) return;
            entry.made[encoding] = smaller;
            entry.encoded[encoding] = Promise.resolve(smaller);
          },
          // The quick encoding stays.
          () => undefined,
        );
      }
      return made ?? null;
    },

    /** The cached body in `encoding` (null: as is), or null when the key is not cached. */
    async body(key: string, encoding: Encoding | null): Promise<Buffer | null> {
      const entry = entries.get(key);
      if (!entry) return null;
      if (!encoding) return entry.identity;
      // The promise is kept, so concurrent first requests compress once.
      entry.encoded[encoding] ??= encode(entry.identity, encoding).then(
        (made) => {
          entry.made[encoding] = made;
          return made;
        },
        (err: unknown) => {
          delete entry.encoded[encoding];
          throw err;
        },
      );
      return entry.encoded[encoding];
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
