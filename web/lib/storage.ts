import { COOKIE_MAX_AGE_S, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@common/limits';

/** The one place persisted client state goes through (spec §9 lifetimes). */

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const p = part.trim();
    if (p.startsWith(prefix)) return decodeURIComponent(p.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeS = COOKIE_MAX_AGE_S): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: this module is the one owner of cookies; the Cookie Store API is not in every browser we serve.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax${secure}`;
}

export function storeLanguage(locale: string): void {
  writeCookie(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_MAX_AGE_S);
}

export function readLanguage(): string | null {
  return readCookie(LANGUAGE_COOKIE);
}

type Stamped<T> = { value: T; expires: number };

/** localStorage with an expiry, for state such as the geolocation cache (1 hour). */
export function writeLocal<T>(key: string, value: T, ttlMs: number): void {
  try {
    const item: Stamped<T> = { value, expires: Date.now() + ttlMs };
    window.localStorage.setItem(`amorio:${key}`, JSON.stringify(item));
  } catch {
    // Private mode or full storage: the state simply is not remembered.
  }
}

export function readLocal<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(`amorio:${key}`);
    if (!raw) return null;
    const item = JSON.parse(raw) as Stamped<T>;
    if (item.expires < Date.now()) {
      window.localStorage.removeItem(`amorio:${key}`);
      return null;
    }
    return item.value;
  } catch {
    return null;
  }
}

export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(`amorio:${key}`);
  } catch {
    // Nothing was stored.
  }
}

/** The keys (without the app prefix) stored under a prefix. */
export function listLocal(prefix: string): string[] {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(`amorio:${prefix}`)) keys.push(key.slice('amorio:'.length));
    }
    return keys;
  } catch {
    return [];
  }
}
