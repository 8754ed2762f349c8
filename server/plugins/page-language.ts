import { LANGUAGE_COOKIE } from '@common/limits';
import { chooseLocale, parseAcceptLanguage } from '@common/rules/locale';
import type { FastifyRequest } from 'fastify';

/**
 * The language a page (or a mail the request leads to) speaks: the visitor's cookie, else the
 * browser's languages, among those the request's site offers (spec §1).
 */
export function pageLanguage(req: FastifyRequest): string {
  return chooseLocale({
    cookie: req.cookies[LANGUAGE_COOKIE],
    browser: parseAcceptLanguage(req.headers['accept-language']),
    offered: req.site.languages,
    fallback: req.site.fallback_language,
    domainLanguage: req.site.domain_language,
  });
}
