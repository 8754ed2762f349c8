import { endpointUrl } from '@common/api/endpoint';
import type { Settings } from '@common/api/settings';
import * as settingsApi from '@web/lib/endpoints/settings';

let current: Settings | null = null;

/**
 * Settings arrive inside index.html; only the dev server (no injection) fetches them. They are not
 * parsed with zod here: the server builds them from the parsed site file (defaults filled) and
 * checks them against the schema in its own tests, and zod would add 23 KB to every landing
 * (decision 013a).
 */
export async function loadSettings(): Promise<Settings> {
  const el = document.getElementById('app-settings');
  if (el?.textContent) {
    current = JSON.parse(el.textContent) as Settings;
    return current;
  }
  const res = await fetch(endpointUrl(settingsApi.getSettings), { headers: { accept: 'application/json' } });
  current = (await res.json()) as Settings;
  return current;
}

/** The server renderer sets them per request (web/entry-server.tsx). */
export function setSettings(settings: Settings): void {
  current = settings;
}

export function getSettings(): Settings {
  if (!current) throw new Error('settings not loaded');
  return current;
}
