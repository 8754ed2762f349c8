import { settingsSchema } from '@common/api/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildSettings } from './service';

export function settingsRoutes(
  app: FastifyInstance,
  i18nHashes: Record<string, string>,
  pushPubOf: (siteKey: string) => string = () => '',
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/settings.php',
      { schema: { tags: ['settings'], response: { 200: settingsSchema } } },
      async (req) => buildSettings(req.site, req, i18nHashes, pushPubOf(req.site.key)),
    );
}
