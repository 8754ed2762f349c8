import {
  chatsResponseSchema,
  conversationBodySchema,
  messagesQuerySchema,
  messagesResponseSchema,
  okSchema,
  openChatQuerySchema,
  openChatResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
} from '@common/api/chat';
import { apiErrorSchema } from '@common/api/errors';
import { requireMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChatService } from './service';

const errors = {
  400: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** Conversations (spec §7 chats/chat calls) and their messages (house style). */
export function chatRoutes(app: FastifyInstance, chat: ChatService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/chats.php',
    { schema: { tags: ['chat'], response: { 200: chatsResponseSchema, 403: apiErrorSchema } } },
    async (req) => {
      return { chats: await chat.list(await requireMember(req)) };
    },
  );

  r.get(
    '/api/chat.php',
    {
      config: { changesState: true },
      schema: {
        tags: ['chat'],
        querystring: openChatQuerySchema,
        response: { 200: openChatResponseSchema, ...errors },
      },
    },
    async (req) => {
      return chat.open(await requireMember(req), req.site, req.query.profile);
    },
  );

  r.delete(
    '/api/chat.php',
    { schema: { tags: ['chat'], body: conversationBodySchema, response: { 200: okSchema, ...errors } } },
    async (req) => {
      await chat.remove(await requireMember(req), req.body.conversation);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/messages.php',
    {
      schema: {
        tags: ['chat'],
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema, ...errors },
      },
    },
    async (req) => {
      return chat.messages(await requireMember(req), req.site, req.query.conversation, req.query.before);
    },
  );

  r.post(
    '/api/messages.php',
    {
      config: { keepsSessionRecord: true },
      schema: {
        tags: ['chat'],
        body: sendMessageBodySchema,
        response: { 200: sendMessageResponseSchema, ...errors },
      },
    },
    async (req) => {
      return chat.send(await requireMember(req), req.site, req.body);
    },
  );

  r.post(
    '/api/messages-read.php',
    {
      config: { keepsSessionRecord: true },
      schema: { tags: ['chat'], body: conversationBodySchema, response: { 200: okSchema, ...errors } },
    },
    async (req) => {
      await chat.read(await requireMember(req), req.body.conversation);
      return { ok: true as const };
    },
  );
}
