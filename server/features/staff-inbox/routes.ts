import { apiErrorSchema } from '@common/api/errors';
import { staffOkSchema } from '@common/api/staff-auth';
import {
  claimedConversationSchema,
  fictionalNotesBodySchema,
  fictionalNotesParamsSchema,
  inboxAnswerBodySchema,
  inboxConversationParamsSchema,
  inboxListResponseSchema,
  inboxNextResponseSchema,
  inboxRenewResponseSchema,
} from '@common/api/staff-inbox';
import type { Db } from '@server/db/client';
import { openEventStream } from '@server/plugins/sse';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InboxHub } from './inbox-hub';
import type { InboxService } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The operator inbox: list, next (claim), the held conversation, renew, release, answer, notes, live stream. */
export function staffInboxRoutes(app: FastifyInstance, db: Db, inbox: InboxService, hub?: InboxHub): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];

  r.get(
    '/api/staff/inbox',
    { schema: { tags, response: { 200: inboxListResponseSchema, ...errors } } },
    async (req) => inbox.list(await requireStaff(db, req, 'inbox')),
  );

  r.post(
    '/api/staff/inbox/next',
    { schema: { tags, response: { 200: inboxNextResponseSchema, ...errors } } },
    async (req) => ({
      claimed: await inbox.next(await requireStaff(db, req, 'inbox'), req.ip),
    }),
  );

  r.get(
    '/api/staff/inbox/:conversation',
    {
      schema: {
        tags,
        params: inboxConversationParamsSchema,
        response: { 200: claimedConversationSchema, ...errors },
      },
    },
    async (req) => inbox.current(await requireStaff(db, req, 'inbox'), req.params.conversation),
  );

  r.post(
    '/api/staff/inbox/:conversation/renew',
    {
      schema: {
        tags,
        params: inboxConversationParamsSchema,
        response: { 200: inboxRenewResponseSchema, ...errors },
      },
    },
    async (req) => ({
      claim_expires_at: await inbox.renew(await requireStaff(db, req, 'inbox'), req.params.conversation),
    }),
  );

  r.post(
    '/api/staff/inbox/:conversation/release',
    { schema: { tags, params: inboxConversationParamsSchema, response: { 200: staffOkSchema, ...errors } } },
    async (req) => {
      await inbox.release(await requireStaff(db, req, 'inbox'), req.params.conversation, req.ip);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/staff/inbox/:conversation/answer',
    {
      schema: {
        tags,
        params: inboxConversationParamsSchema,
        body: inboxAnswerBodySchema,
        response: { 200: staffOkSchema, ...errors },
      },
    },
    async (req) => {
      await inbox.answer(await requireStaff(db, req, 'inbox'), req.params.conversation, req.body, req.ip);
      return { ok: true as const };
    },
  );

  r.put(
    '/api/staff/fictional/:profile/notes',
    {
      schema: {
        tags,
        params: fictionalNotesParamsSchema,
        body: fictionalNotesBodySchema,
        response: { 200: staffOkSchema, ...errors },
      },
    },
    async (req) => {
      await inbox.saveNotes(await requireStaff(db, req, 'inbox'), req.params.profile, req.body.notes, req.ip);
      return { ok: true as const };
    },
  );

  if (!hub) return;
  app.get('/api/staff/inbox-events', { schema: { tags, hide: true } }, async (req, reply) => {
    const staff = await requireStaff(db, req, 'inbox');
    openEventStream(req, reply, (res) => hub.add(staff, res));
  });
}
