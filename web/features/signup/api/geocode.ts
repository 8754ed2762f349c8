import type { GeocodeResponse } from '@common/api/geocode';
import { call } from '@web/lib/call';
import * as geocodeApi from '@web/lib/endpoints/geocode';

/** GET /api/geocode.php: country, region and city of a point. */
export async function geocode(lat: number, lon: number): Promise<GeocodeResponse> {
  return call(geocodeApi.geocodePoint, { query: { lat: lat.toFixed(5), lon: lon.toFixed(5) } });
}
