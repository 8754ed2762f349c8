import { z } from 'zod';
import { endpoint } from './endpoint';

/** GET /api/geocode.php */
export const geocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const geocodeResponseSchema = z.object({
  country: z.string().nullable(),
  countryregion: z.number().int().nullable(),
  city: z.string().nullable(),
});
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

/** Country, region and city of a point (the signup's "use my location"). */
export const geocodePoint = endpoint({
  method: 'GET',
  path: '/api/geocode.php',
  tag: 'signup',
  query: geocodeQuerySchema,
  response: geocodeResponseSchema,
  errors: [429],
});
