import type { FastifyInstance } from 'fastify';

/**
 * During a drain, an answer also ends its kept-alive connection: Node closes only the
 * connections idle when closing starts, and one busy then would otherwise hold the stopping
 * process open until the client's keep-alive runs out.
 */
export function endConnectionsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.decorate('isClosing', () => closing);
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Closing has begun: answers end their connection (cached guest pages check it themselves). */
    isClosing(): boolean;
  }
}
