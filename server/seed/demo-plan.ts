import type { SiteConfig } from '@common/api/settings';
import { regionsOf } from '@common/rules/regions';
import { ABOUT_ME, ABOUT_ME_MORE, ABOUT_ME_WISH, FIRST_NAMES } from './demo-people';
import { COUNTRY_SEEDS, type CountrySeed, type NameSet } from './demo-places';
import { createRandom, type Random } from './random';

export type Gender = 'male' | 'female';

/** Everything about one demo profile except database ids. */
export type PlannedProfile = {
  type: 'real' | 'fictional';
  name: string;
  gender: Gender;
  birthDate: string;
  country: string;
  regionId: number;
  city: string;
  language: string;
  timezone: string;
  personal: Record<string, string>;
  createdAt: Date;
  /** Index into the rendered avatars of this gender. */
  avatar: number;
};

const PERSONAL_KEYS = ['relationship', 'looking_for', 'eye_color', 'hair_color', 'smoking'] as const;
const AGE_BANDS: [readonly [number, number], number][] = [
  [[18, 25], 20],
  [[26, 35], 28],
  [[36, 45], 22],
  [[46, 55], 15],
  [[56, 65], 10],
  [[66, 80], 5],
];
const FICTIONAL_SHARE = 0.15;
const DAY_MS = 86_400_000;

/** A birth date that makes someone exactly `age` today (1–360 days past their birthday). */
export function birthDateForAge(age: number, today: Date, daysPastBirthday: number): string {
  const d = new Date(
    Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate() - daysPastBirthday),
  );
  return d.toISOString().slice(0, 10);
}

export function regionIdOf(country: string, regionName: string): number {
  const region = regionsOf(country).find((r) => r.name === regionName);
  if (!region) throw new Error(`Unknown region ${regionName} of ${country}`);
  return region.id;
}

/** The site's language when it offers it, else its fallback. */
export function siteLanguage(site: SiteConfig, language: string): string {
  return (site.languages as readonly string[]).includes(language) ? language : site.fallback_language;
}

/**
 * An introduction no other profile of the plan has, as long as the language's combinations of an
 * opening line, a second line and an optional wish last (some hundreds per language).
 */
function aboutMeFor(rand: Random, language: string, used: Set<string>): string | null {
  const lang = ABOUT_ME[language] ? language : 'en';
  const openers = ABOUT_ME[lang] ?? [];
  const more = ABOUT_ME_MORE[lang] ?? [''];
  const wishes = ['', ...(ABOUT_ME_WISH[lang] ?? [])];
  if (openers.length === 0) return null;
  let text = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    text = [rand.pick(openers), rand.pick(more), rand.pick(wishes)].filter(Boolean).join(' ');
    if (!used.has(text)) break;
  }
  used.add(text);
  return text;
}

function personalFor(
  site: SiteConfig,
  rand: Random,
  language: string,
  used: Set<string>,
): Record<string, string> {
  const personal: Record<string, string> = {};
  for (const key of PERSONAL_KEYS) {
    const values = site.allowed_values[key]?.map((v) => v.value) ?? [];
    if (values.length === 0 || !rand.chance(0.8)) continue;
    // Most people on a dating site are single; the rest spread evenly.
    personal[key] =
      key === 'relationship' && values.includes('single') && rand.chance(0.6) ? 'single' : rand.pick(values);
  }
  const about = aboutMeFor(rand, language, used);
  if (about) personal.about_me = about;
  return personal;
}

function seedableCountries(site: SiteConfig): [string, CountrySeed][] {
  const list = site.countries.flatMap((c): [string, CountrySeed][] => {
    const seed = COUNTRY_SEEDS[c];
    return seed ? [[c, seed]] : [];
  });
  if (list.length === 0) throw new Error(`Site ${site.key} allows none of the countries the demo seed knows`);
  return list;
}

/** Plans `count` demo profiles for a site, deterministically. */
export function planDemoProfiles(
  site: SiteConfig,
  count: number,
  avatarsPerGender: number,
  today = new Date(),
  seed = 20_240_601,
): PlannedProfile[] {
  const rand = createRandom(seed);
  const countries = seedableCountries(site).map(([code, c]) => [[code, c], c.weight] as const);
  const planned: PlannedProfile[] = [];
  const usedAboutMe = new Set<string>();
  for (let i = 0; i < count; i++) {
    const [country, c] = rand.weighted(countries);
    const places = Object.entries(c.regions).flatMap(([region, towns]) =>
      towns.map((t) => [region, t] as const),
    );
    const [regionName, city] = rand.pick(places);
    const local = c.regionLanguage?.[regionName];
    // Brussels is bilingual; a third of its people are given Dutch.
    const flemishInBrussels = country === 'BE' && regionName === 'Brussel / Bruxelles' && rand.chance(0.33);
    const names: NameSet = flemishInBrussels ? 'flemish' : (local?.names ?? c.names);
    const spoken = flemishInBrussels ? 'nl' : (local?.language ?? c.language);
    const gender: Gender = rand.chance(0.5) ? 'female' : 'male';
    const [minAge, maxAge] = rand.weighted(AGE_BANDS);
    const language = siteLanguage(site, spoken);
    planned.push({
      type: rand.chance(FICTIONAL_SHARE) ? 'fictional' : 'real',
      name: rand.pick(FIRST_NAMES[names][gender]),
      gender,
      birthDate: birthDateForAge(rand.int(minAge, maxAge), today, rand.int(1, 360)),
      country,
      regionId: regionIdOf(country, regionName),
      city,
      language,
      timezone: c.timezone,
      personal: personalFor(site, rand, spoken, usedAboutMe),
      createdAt: new Date(today.getTime() - rand.int(1, 180) * DAY_MS - rand.int(0, DAY_MS - 1)),
      avatar: rand.int(0, avatarsPerGender - 1),
    });
  }
  return planned;
}
