import { type GeocodeResponse, geocodeResponseSchema } from '@common/api/geocode';
import { api } from '@web/lib/api-client';

/** GET /api/geocode.php: country, region and city of a point. */
export async function geocode(lat: number, lon: number): Promise<GeocodeResponse> {
  const res = await api<unknown>('GET', `/api/geocode.php?lat=${lat.toFixed(5)}&lon=${lon.toFixed(5)}`);
  return geocodeResponseSchema.parse(res);
}
