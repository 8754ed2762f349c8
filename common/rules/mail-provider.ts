/**
 * Mail provider codes carried on the user (spec §3 `mailprovider`). Code 2 is Gmail, the one
 * provider whose webmail search the activation screen can open directly (spec §2).
 */
export const MAIL_PROVIDER = {
  other: 0,
  outlook: 1,
  gmail: 2,
  yahoo: 3,
  wp: 4,
  onet: 5,
  ziggo: 6,
  kpn: 7,
} as const;

const DOMAINS: Record<string, number> = {
  'gmail.com': 2,
  'googlemail.com': 2,
  'hotmail.com': 1,
  'hotmail.nl': 1,
  'hotmail.be': 1,
  'outlook.com': 1,
  'outlook.nl': 1,
  'live.nl': 1,
  'live.be': 1,
  'live.com': 1,
  'msn.com': 1,
  'yahoo.com': 3,
  'yahoo.nl': 3,
  'wp.pl': 4,
  'onet.pl': 5,
  'ziggo.nl': 6,
  'kpnmail.nl': 7,
  'planet.nl': 7,
};

export function mailProviderOf(email: string): number {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  return DOMAINS[domain] ?? MAIL_PROVIDER.other;
}
