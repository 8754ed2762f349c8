import { z } from 'zod';
import { endpoint } from './endpoint';

/** GET /api/profile_fields.php */
export const profileFieldSchema = z.object({
  name: z.string(),
  type: z.enum(['select', 'textarea']),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export const profileFieldsResponseSchema = z.object({ fields: z.array(profileFieldSchema) });

export const getProfileFields = endpoint({
  method: 'GET',
  path: '/api/profile_fields.php',
  tag: 'signup',
  response: profileFieldsResponseSchema,
});
