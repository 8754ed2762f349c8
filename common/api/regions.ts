import { z } from 'zod';

/** GET /api/regions.php */
export const regionsResponseSchema = z.object({
  regions: z.record(z.string(), z.array(z.object({ id: z.number().int(), name: z.string() }))),
});
