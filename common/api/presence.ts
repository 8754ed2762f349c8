import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * POST /api/page-hidden.php (spec §7), sent with navigator.sendBeacon: `{}` when the page went
 * to the background, `{visible: true}` when it came back to the front.
 */
export const pageHiddenBodySchema = z.object({ visible: z.boolean().optional() });

/** A beacon: answers 204 with no body (a beacon cannot read one). */
export const pageHidden = endpoint({
  method: 'POST',
  path: '/api/page-hidden.php',
  tag: 'presence',
  body: pageHiddenBodySchema,
  response: null,
});
