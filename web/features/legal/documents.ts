import type { Settings } from '@common/api/settings';
import { countryName } from '@web/lib/country-name';

export type LegalDoc = 'terms' | 'privacy' | 'returnPolicy' | 'cookies';

/** The sections of each text, in order; keys under `legal.<doc>.<section>.{h,p}`. */
export const LEGAL_SECTIONS: Record<LegalDoc, readonly string[]> = {
  terms: ['who', 'age', 'account', 'conduct', 'profiles', 'credits', 'ending', 'law'],
  privacy: ['controller', 'data', 'purpose', 'sharing', 'retention', 'rights', 'cookies', 'contact'],
  returnPolicy: ['credits', 'premium', 'refund'],
  cookies: ['needed', 'language', 'none'],
};

/**
 * The site's own details the texts name (from the site settings, the same as companyinfo); the
 * company's country by name in the reader's language (issue 17).
 */
export function legalVars(s: Settings, language: string): Record<string, string> {
  return {
    site: s.name,
    company: s.company_name || s.name,
    email: s.support_email || s.email,
    country: countryName(s.company_country, language),
  };
}
