import { optionalMember } from '@server/plugins/session';
import { isValidStorageKey, type Storage } from '@server/storage/storage';
import type { FastifyInstance } from 'fastify';
import type { MediaService } from './service';

/**
 * A key never gets other bytes once written, but an image's visibility can change (a moderator
 * rejects it), so public copies are cached for an hour rather than forever.
 */
const PUBLIC_CACHE = 'public, max-age=3600';

/**
 * Serves stored photos: active ones to anyone, unmoderated ones only to their owner (issue 16.4),
 * flagged nudity only to members who may see it (issue 27).
 * Not an API endpoint (no descriptor, decision 024a): the web builds these URLs on the CDN prefix
 * from the keys the API answers, and the key is a path, slashes included.
 */
export function mediaRoutes(
  app: FastifyInstance,
  { storage, media }: { storage: Storage; media: MediaService },
): void {
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (req, reply) => {
    const key = req.params['*'];
    const notFound = () => reply.code(404).send({ error: 'not_found', message: 'No such file.' });
    if (!isValidStorageKey(key)) return notFound();
    const access = await media.access(key, async () => {
      const m = await optionalMember(req);
      return m
        ? { kind: 'member', profileId: m.profileId, hideNudity: m.record.hide_nudity }
        : { kind: 'guest' };
    });
    if (access === 'none') return notFound();
    const object = await storage.get(key);
    if (!object) return notFound();
    return reply
      .header('content-type', object.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', access === 'public' ? PUBLIC_CACHE : 'private, no-store')
      .send(object.body);
  });
}
