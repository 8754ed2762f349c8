import { deleteChat, getChats, getMessages, markMessagesRead, openChat, sendMessage } from '@common/api/chat';
import { route } from '@server/http/route';
import { requireMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { ChatService } from './service';

/** Conversations (spec §7 chats/chat calls) and their messages (house style). */
export function chatRoutes(app: FastifyInstance, { chat }: { chat: ChatService }): void {
  route(app, getChats, async (req) => chat.list(await requireMember(req), req.query.before));

  route(app, openChat, { config: { changesState: true } }, async (req) =>
    chat.open(await requireMember(req), req.site, req.query.profile),
  );

  route(app, deleteChat, async (req) => {
    await chat.remove(await requireMember(req), req.body.conversation);
    return { ok: true as const };
  });

  route(app, getMessages, async (req) =>
    chat.messages(await requireMember(req), req.site, req.query.conversation, req.query.before),
  );

  route(app, sendMessage, { config: { keepsSessionRecord: true } }, async (req) =>
    chat.send(await requireMember(req), req.site, req.body),
  );

  route(app, markMessagesRead, { config: { keepsSessionRecord: true } }, async (req) => {
    await chat.read(await requireMember(req), req.body.conversation, req.body.up_to);
    return { ok: true as const };
  });
}
