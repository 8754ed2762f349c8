/**
 * Crawlers, link previewers and monitoring agents. Spec §2: bots never get the error page (with
 * its suggested members and signup form); they get a plain status page instead.
 */
const BOT_UA = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|pingdom|uptimerobot/i;

export function isBotUserAgent(ua: string | undefined): boolean {
  return Boolean(ua && BOT_UA.test(ua));
}
