import type { Settings } from '@common/api/settings';
import { buildSettings } from '@server/features/settings/service';
import { loadLocaleBundles } from '@server/plugins/i18n-messages';
import { readSiteConfigs } from '@server/sites/load-sites';
import { setSettings } from '@web/lib/settings';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The demo site's settings as a page gets them, with `patch` over them (features merged): for
 * component tests of a site setting that needs no server (docs/site-settings.md).
 */
export function useDemoSettings(
  patch: Omit<Partial<Settings>, 'features'> & { features?: Partial<Settings['features']> } = {},
): Settings {
  const demo = readSiteConfigs().find((s) => s.key === 'demo');
  if (!demo) throw new Error('the demo site is missing');
  const base = buildSettings(demo, { countryHeader: 'NL', acceptLanguage: 'en' }, {});
  const settings: Settings = { ...base, ...patch, features: { ...base.features, ...patch.features } };
  setSettings(settings);
  return settings;
}

/** English messages straight from the locale files, for tests without a server to fetch them from. */
export async function initEnglish(): Promise<void> {
  const body = loadLocaleBundles().get('en')?.body;
  if (!body) throw new Error('no English messages');
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { translation: JSON.parse(body) as Record<string, unknown> } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
