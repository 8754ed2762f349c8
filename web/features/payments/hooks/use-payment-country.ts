import { getSettings } from '@web/lib/settings';
import { readLocal, writeLocal } from '@web/lib/storage';
import { useState } from 'react';

const KEY = 'payment_country';
const YEAR_MS = 365 * 24 * 3600 * 1000;

/** The payment country (spec §3 client state): the member's pick, else the site's geo-IP country. */
export function usePaymentCountry(): [string, (c: string) => void] {
  const settings = getSettings();
  const [country, setCountry] = useState(() => {
    const stored = readLocal<string>(KEY);
    return stored && settings.countries.includes(stored)
      ? stored
      : settings.geoip_selected_country || settings.countries[0] || 'NL';
  });
  return [
    country,
    (c: string) => {
      writeLocal(KEY, c, YEAR_MS);
      setCountry(c);
    },
  ];
}
