import { MAIL_CHECK_MAX_DISTANCE } from '@common/limits';
import { run } from '@zootools/email-spell-checker';

/** Common mail domains, with the main Dutch, Belgian and Polish providers (spec §5). */
export const MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.nl',
  'hotmail.be',
  'hotmail.fr',
  'hotmail.de',
  'hotmail.it',
  'hotmail.es',
  'hotmail.co.uk',
  'outlook.com',
  'outlook.nl',
  'outlook.be',
  'outlook.de',
  'live.com',
  'live.nl',
  'live.be',
  'live.fr',
  'msn.com',
  'yahoo.com',
  'yahoo.fr',
  'yahoo.de',
  'yahoo.co.uk',
  'yahoo.es',
  'yahoo.it',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'web.de',
  't-online.de',
  'freenet.de',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'sfr.fr',
  'libero.it',
  'virgilio.it',
  'alice.it',
  'tiscali.it',
  'telefonica.net',
  'btinternet.com',
  // Netherlands
  'ziggo.nl',
  'kpnmail.nl',
  'kpnplanet.nl',
  'planet.nl',
  'home.nl',
  'casema.nl',
  'chello.nl',
  'xs4all.nl',
  'zeelandnet.nl',
  'upcmail.nl',
  'quicknet.nl',
  'hetnet.nl',
  'tele2.nl',
  'online.nl',
  'caiway.nl',
  'solcon.nl',
  'telfort.nl',
  // Belgium
  'telenet.be',
  'skynet.be',
  'proximus.be',
  'scarlet.be',
  'pandora.be',
  'voo.be',
  // Poland
  'wp.pl',
  'onet.pl',
  'onet.eu',
  'op.pl',
  'interia.pl',
  'interia.eu',
  'poczta.fm',
  'o2.pl',
  'tlen.pl',
  'gazeta.pl',
  'vp.pl',
  'poczta.onet.pl',
  'buziaczek.pl',
  'autograf.pl',
  'spoko.pl',
];

const SECOND_LEVEL = [...new Set(MAIL_DOMAINS.map((d) => d.split('.')[0] ?? ''))];
const TOP_LEVEL = [
  'com',
  'net',
  'org',
  'nl',
  'be',
  'pl',
  'de',
  'at',
  'fr',
  'it',
  'es',
  'eu',
  'co.uk',
  'me',
  'fm',
];

/** Spec §5: full domain, second-level part and top-level part each at most distance 2. */
export const MAIL_CHECK_THRESHOLD = MAIL_CHECK_MAX_DISTANCE;

/** A corrected address to propose, or null. Only a suggestion: it never blocks a signup. */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim().toLowerCase();
  if (!trimmed.includes('@')) return null;
  const found = run({
    email: trimmed,
    domains: MAIL_DOMAINS,
    secondLevelDomains: SECOND_LEVEL,
    topLevelDomains: TOP_LEVEL,
    domainThreshold: MAIL_CHECK_THRESHOLD,
    secondLevelThreshold: MAIL_CHECK_THRESHOLD,
    topLevelThreshold: MAIL_CHECK_THRESHOLD,
  });
  if (!found || found.full === trimmed) return null;
  return found.full;
}
