import { type Settings, settingsSchema } from '../../common/api/settings';

let current: Settings | null = null;

/** Settings arrive inside index.html; only the dev server (no injection) fetches them. */
export async function loadSettings(): Promise<Settings> {
  const el = document.getElementById('app-settings');
  if (el?.textContent) {
    current = settingsSchema.parse(JSON.parse(el.textContent));
    return current;
  }
  const res = await fetch('/api/settings.php', { headers: { accept: 'application/json' } });
  current = settingsSchema.parse(await res.json());
  return current;
}

export function getSettings(): Settings {
  if (!current) throw new Error('settings not loaded');
  return current;
}
