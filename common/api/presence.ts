import { z } from 'zod';

/**
 * POST /api/page-hidden.php (spec §7), sent with navigator.sendBeacon: `{}` when the page went
 * to the background, `{visible: true}` when it came back to the front.
 */
export const pageHiddenBodySchema = z.object({ visible: z.boolean().optional() });
