import { z } from 'zod';
import { endpoint } from './endpoint';

/** GET /api/regions.php */
export const regionsResponseSchema = z.object({
  regions: z.record(z.string(), z.array(z.object({ id: z.number().int(), name: z.string() }))),
});

export const getRegions = endpoint({
  method: 'GET',
  path: '/api/regions.php',
  tag: 'signup',
  response: regionsResponseSchema,
});
