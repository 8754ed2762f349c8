import type { FastifyInstance } from 'fastify';
import { isValidStorageKey, type Storage } from '../../storage/storage';

const ONE_YEAR_S = 31_536_000;

/** Serves stored photos. A key never gets other bytes once written, so responses are immutable. */
export function mediaRoutes(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (req, reply) => {
    const key = req.params['*'];
    const object = isValidStorageKey(key) ? await storage.get(key) : null;
    if (!object) {
      return reply.code(404).send({ error: 'not_found', message: 'No such file.' });
    }
    return reply
      .header('content-type', object.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', `public, max-age=${ONE_YEAR_S}, immutable`)
      .send(object.body);
  });
}
