import pg from 'pg';

/** One connection that LISTENs; notifications and its loss go to the handlers it was opened with. */
export type ListenConnection = {
  listen(channel: string): Promise<void>;
  end(): Promise<void>;
};

export type ListenHandlers = {
  notification: (channel: string, payload: string) => void;
  /** The connection failed or ended (called for every 'error' and 'end'; the caller dedupes). */
  lost: (err: Error) => void;
};

/**
 * A connection of its own, outside the pool: LISTEN belongs to a session, and a pooled
 * connection goes back to the pool between queries (decision 024d). The channel is an
 * identifier, quoted by the driver.
 */
export async function openListenConnection(url: string, handlers: ListenHandlers): Promise<ListenConnection> {
  const client = new pg.Client({ connectionString: url });
  client.on('notification', (msg) => handlers.notification(msg.channel, msg.payload ?? ''));
  client.on('error', (err) => handlers.lost(err));
  client.on('end', () => handlers.lost(new Error('connection ended')));
  await client.connect();
  return {
    async listen(channel) {
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    },
    end: () => client.end(),
  };
}
