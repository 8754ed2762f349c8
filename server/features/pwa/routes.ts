import type { SiteConfig } from '@common/api/settings';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** Template colours of web/themes/<template>.css: the installed app's splash and title bar. */
const COLOURS: Record<SiteConfig['template'], { theme: string; background: string; mark: string }> = {
  classic: { theme: '#e11d48', background: '#fff7f8', mark: '#e11d48' },
  lavish: { theme: '#140c16', background: '#140c16', mark: '#d4a64a' },
};

/** The sizes browsers and stores ask for (Android 192/512, iOS 180, maskable 512). */
const ICON_SIZES = [180, 192, 512] as const;

function markSvg(colour: string, size: number, maskable: boolean): string {
  // A maskable icon keeps its mark inside the inner 80% safe zone and fills the corners.
  const inset = maskable ? 12 : 0;
  const scale = (64 - 2 * inset) / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
<rect width="64" height="64" rx="${maskable ? 0 : 14}" fill="${colour}"/>
<g transform="translate(${inset} ${inset}) scale(${scale})"><path d="M32 50s-16-9.6-16-21a9 9 0 0 1 16-5.7A9 9 0 0 1 48 29c0 11.4-16 21-16 21z" fill="#fff"/></g></svg>`;
}

/**
 * GET /manifest.webmanifest and its icons, per site (issue 12): several sites in one deployment
 * are each installable as their own app, with the site's name and template colours.
 */
export function pwaRoutes(app: FastifyInstance): void {
  const icons = new Map<string, Promise<Buffer>>();

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (req, reply) => {
    const site = req.site;
    const c = COLOURS[site.template];
    reply.header('content-type', 'application/manifest+json; charset=utf-8');
    reply.header('cache-control', 'public, max-age=3600');
    return {
      id: '/',
      name: site.name,
      short_name: site.name.slice(0, 12),
      start_url: '/members',
      scope: '/',
      display: 'standalone',
      theme_color: c.theme,
      background_color: c.background,
      icons: [
        ...ICON_SIZES.map((s) => ({
          src: `/icons/${site.template}-${s}.png`,
          sizes: `${s}x${s}`,
          type: 'image/png',
        })),
        {
          src: `/icons/${site.template}-512-maskable.png`,
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    };
  });

  app.get<{ Params: { name: string } }>('/icons/:name', { schema: { hide: true } }, async (req, reply) => {
    const m = /^(classic|lavish)-(\d+)(-maskable)?\.png$/.exec(req.params.name);
    const template = m?.[1] as SiteConfig['template'] | undefined;
    const size = Number(m?.[2]);
    if (!template || !(ICON_SIZES as readonly number[]).includes(size)) {
      return reply.code(404).send({ error: 'not_found', message: 'No such icon.' });
    }
    const key = req.params.name;
    let png = icons.get(key);
    if (!png) {
      png = sharp(Buffer.from(markSvg(COLOURS[template].mark, size, Boolean(m?.[3]))))
        .png()
        .toBuffer();
      icons.set(key, png);
    }
    reply.header('content-type', 'image/png');
    reply.header('cache-control', 'public, max-age=86400');
    return reply.send(await png);
  });
}
