/**
 * First-level regions per country with numeric ids that never change between releases
 * (ids are only ever appended). Names are the regions' own official names.
 */
const REGIONS: Record<string, string[]> = {
  NL: [
    'Drenthe',
    'Flevoland',
    'Friesland',
    'Gelderland',
    'Groningen',
    'Limburg',
    'Noord-Brabant',
    'Noord-Holland',
    'Overijssel',
    'Utrecht',
    'Zeeland',
    'Zuid-Holland',
  ],
  BE: [
    'Antwerpen',
    'Brussel / Bruxelles',
    'Hainaut',
    'Liège',
    'Limburg',
    'Luxembourg',
    'Namur',
    'Oost-Vlaanderen',
    'Vlaams-Brabant',
    'Brabant wallon',
    'West-Vlaanderen',
  ],
  PL: [
    'Dolnośląskie',
    'Kujawsko-pomorskie',
    'Lubelskie',
    'Lubuskie',
    'Łódzkie',
    'Małopolskie',
    'Mazowieckie',
    'Opolskie',
    'Podkarpackie',
    'Podlaskie',
    'Pomorskie',
    'Śląskie',
    'Świętokrzyskie',
    'Warmińsko-mazurskie',
    'Wielkopolskie',
    'Zachodniopomorskie',
  ],
  DE: [
    'Baden-Württemberg',
    'Bayern',
    'Berlin',
    'Brandenburg',
    'Bremen',
    'Hamburg',
    'Hessen',
    'Mecklenburg-Vorpommern',
    'Niedersachsen',
    'Nordrhein-Westfalen',
    'Rheinland-Pfalz',
    'Saarland',
    'Sachsen',
    'Sachsen-Anhalt',
    'Schleswig-Holstein',
    'Thüringen',
  ],
  AT: [
    'Burgenland',
    'Kärnten',
    'Niederösterreich',
    'Oberösterreich',
    'Salzburg',
    'Steiermark',
    'Tirol',
    'Vorarlberg',
    'Wien',
  ],
  GB: ['England', 'Northern Ireland', 'Scotland', 'Wales'],
  IE: ['Connacht', 'Leinster', 'Munster', 'Ulster'],
  FR: [
    'Auvergne-Rhône-Alpes',
    'Bourgogne-Franche-Comté',
    'Bretagne',
    'Centre-Val de Loire',
    'Corse',
    'Grand Est',
    'Hauts-de-France',
    'Île-de-France',
    'Normandie',
    'Nouvelle-Aquitaine',
    'Occitanie',
    'Pays de la Loire',
    "Provence-Alpes-Côte d'Azur",
  ],
};

/** Each country owns a block of 100 ids; a region's id is block + position (1-based). */
const COUNTRY_BLOCK: Record<string, number> = {
  NL: 100,
  BE: 200,
  PL: 300,
  DE: 400,
  AT: 500,
  GB: 600,
  IE: 700,
  FR: 800,
};

export type Region = { id: number; name: string };

export function regionsOf(country: string): Region[] {
  const block = COUNTRY_BLOCK[country];
  const names = REGIONS[country];
  if (block === undefined || !names) return [];
  return names.map((name, i) => ({ id: block + i + 1, name }));
}

export function regionDataFor(countries: string[]): Record<string, Region[]> {
  return Object.fromEntries(countries.map((c) => [c, regionsOf(c)]));
}

export function isRegionOf(country: string, regionId: number): boolean {
  return regionsOf(country).some((r) => r.id === regionId);
}
