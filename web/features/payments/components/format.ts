import i18next from 'i18next';

/** Minor units → a localised amount ("€ 18,10", "98,34 zł"). */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat(i18next.language || 'en', { style: 'currency', currency }).format(minor / 100);
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(i18next.language || 'en', { dateStyle: 'long' }).format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(i18next.language || 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
