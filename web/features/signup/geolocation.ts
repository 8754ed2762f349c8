import type { GeocodeResponse } from '@common/api/geocode';
import { GEOLOCATION_CACHE_MS } from '@common/limits';
import { createStore } from '@web/lib/external-store';
import { readLocal, writeLocal } from '@web/lib/storage';
import { geocode } from './api/geocode';

/** Client state of spec §3: the geolocation permission and the last geocode. */
export type GeoPermission = 'unsupported' | 'unknown' | PermissionState;
export const geoState = createStore<{ permission: GeoPermission; geocode: GeocodeResponse | null }>({
  permission: 'unknown',
  geocode: null,
});

function position(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      timeout: 10_000,
      maximumAge: GEOLOCATION_CACHE_MS,
    }),
  );
}

/**
 * The browser's position turned into country, region and city; cached for an hour. Failures
 * leave the location empty and are only logged (spec §8).
 */
export async function locate(): Promise<GeocodeResponse | null> {
  const cached = readLocal<GeocodeResponse>('geocode');
  if (cached) {
    geoState.set({ permission: 'granted', geocode: cached });
    return cached;
  }
  if (!('geolocation' in navigator)) {
    geoState.set((s) => ({ ...s, permission: 'unsupported' }));
    return null;
  }
  try {
    const pos = await position();
    const found = await geocode(pos.coords.latitude, pos.coords.longitude);
    writeLocal('geocode', found, GEOLOCATION_CACHE_MS);
    geoState.set({ permission: 'granted', geocode: found });
    return found;
  } catch (err) {
    const denied = (err as GeolocationPositionError | null)?.code === 1;
    geoState.set((s) => ({ ...s, permission: denied ? 'denied' : s.permission }));
    console.warn('geolocation failed', err);
    return null;
  }
}
