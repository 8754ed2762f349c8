import type { SiteConfig } from '@common/api/settings';
import { localAddressOf } from '@server/sites/site-origin';
import { COUNTRY_SEEDS } from './demo-places';
import { birthDateForAge, type Gender, type PlannedProfile, regionIdOf, siteLanguage } from './demo-plan';

const DAY_MS = 86_400_000;

export type DemoLogin = {
  /** The key of the site (config/sites) the account belongs to: accounts are per site. */
  site: string;
  email: string;
  password: string;
  name: string;
  gender: Gender;
  age: number;
  country: string;
  region: string;
  city: string;
  language: string;
  personal: Record<string, string>;
};

/** Members anyone can log in as on a freshly seeded database; every demo site has at least one. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    site: 'demo',
    email: 'anna@demo.amorio.test',
    password: 'amorio-demo-1',
    name: 'Anna',
    gender: 'female',
    age: 29,
    country: 'NL',
    region: 'Noord-Holland',
    city: 'Amsterdam',
    language: 'nl',
    personal: {
      relationship: 'single',
      looking_for: 'relationship',
      eye_color: 'green',
      smoking: 'no',
      about_me: 'Ik hou van fietsen langs de grachten en een goed gesprek op een terras.',
    },
  },
  {
    site: 'demo',
    email: 'tomasz@demo.amorio.test',
    password: 'amorio-demo-2',
    name: 'Tomasz',
    gender: 'male',
    age: 34,
    country: 'PL',
    region: 'Mazowieckie',
    city: 'Warszawa',
    language: 'pl',
    personal: {
      relationship: 'single',
      looking_for: 'dating',
      eye_color: 'brown',
      smoking: 'no',
      about_me: 'W weekendy często można mnie spotkać na rowerze albo w górach.',
    },
  },
  {
    site: 'lavish-pl',
    email: 'magda@pl.amorio.test',
    password: 'amorio-luxe-1',
    name: 'Magda',
    gender: 'female',
    age: 31,
    country: 'PL',
    region: 'Małopolskie',
    city: 'Kraków',
    language: 'pl',
    personal: {
      relationship: 'single',
      looking_for: 'relationship',
      eye_color: 'blue',
      smoking: 'no',
      about_me: 'Wieczór w filharmonii, potem kolacja na Kazimierzu – tak wygląda mój idealny czwartek.',
    },
  },
];

/** One line per site: where it answers and the demo logins that work there (accounts are per site). */
export function demoLoginLines(sites: SiteConfig[], port: number): string[] {
  return sites.map((site) => {
    const logins = DEMO_LOGINS.filter((l) => l.site === site.key);
    const list = logins.length ? logins.map((l) => `${l.email} / ${l.password}`).join(', ') : 'none';
    return `${site.name} (${site.template}) at ${localAddressOf(site, port)} — demo logins: ${list}`;
  });
}

/** The planned profile of a demo login, with only the personal values the site allows. */
export function loginProfile(site: SiteConfig, login: DemoLogin, today: Date): PlannedProfile {
  const allowed = (key: string, value: string) =>
    key === 'about_me' || (site.allowed_values[key]?.some((v) => v.value === value) ?? false);
  return {
    type: 'real',
    name: login.name,
    gender: login.gender,
    birthDate: birthDateForAge(login.age, today, 100),
    country: login.country,
    regionId: regionIdOf(login.country, login.region),
    city: login.city,
    language: siteLanguage(site, login.language),
    timezone: COUNTRY_SEEDS[login.country]?.timezone ?? 'Europe/Amsterdam',
    personal: Object.fromEntries(Object.entries(login.personal).filter(([k, v]) => allowed(k, v))),
    createdAt: new Date(today.getTime() - 30 * DAY_MS),
    avatar: 0,
  };
}
