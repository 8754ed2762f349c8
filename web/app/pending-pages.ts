/**
 * Pages whose feature a later issue builds. Each shows a translated page shell with its title
 * until then; an issue that builds a page removes its name here (a test checks every name).
 */
export const PENDING_PAGES: readonly string[] = [];
