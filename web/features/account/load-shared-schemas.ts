/**
 * /profile's shared schemas (./shared-schemas.ts), asked for on the member's first focus or press
 * on the page and awaited by each form's first check (decision 023t). Asked for on intent, not at
 * the check, so that a save rarely waits for them.
 */
export const loadSharedSchemas = () => import('./shared-schemas');
