import { z } from 'zod';
import { endpoint } from './endpoint';
import { okResponseSchema } from './user';

/** One active session of the member (GET /api/sessions.php). */
export const sessionInfoSchema = z.object({
  id: z.number().int(),
  /** Browser and system named from the user agent; null when it says nothing recognisable. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The network it came from, coarsened (IPv4 /24, IPv6 /48); never the full address. */
  ip_prefix: z.string().nullable(),
  /** Day-accurate: sessions record activity at most once a day (server/plugins/session-store.ts). */
  last_active: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(sessionInfoSchema) });

/** DELETE /api/sessions.php: ends one session by id, or every session but the caller's. */
export const endSessionsBodySchema = z.union([
  z.object({ id: z.number().int().positive() }).strict(),
  z.object({ others: z.literal(true) }).strict(),
]);
export type EndSessionsBody = z.infer<typeof endSessionsBodySchema>;

/** The member's active sessions. */
export const getSessions = endpoint({
  method: 'GET',
  path: '/api/sessions.php',
  tag: 'account',
  response: sessionsResponseSchema,
  errors: [403],
});
/** Ends one session, or every other one. */
export const endSessions = endpoint({
  method: 'DELETE',
  path: '/api/sessions.php',
  tag: 'account',
  body: endSessionsBodySchema,
  response: okResponseSchema,
  errors: [400, 403, 404, 429],
});
