import { formatLocale } from '@web/lib/format-locale';

/** Minor units → a localised amount ("€ 18,10", "98,34 zł"). */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat(formatLocale(), { style: 'currency', currency }).format(minor / 100);
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(formatLocale(), { dateStyle: 'long' }).format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(formatLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
