import { type ListenConnection, openListenConnection } from '@server/db/listen-connection';

type Handler = (payload: string) => void;

/**
 * The one LISTEN connection a server process holds. Features subscribe to channels; on a lost
 * connection it reconnects with backoff and tells subscribers (`onReconnect`) so they can drop
 * state that missed notifications.
 */
export class PgListener {
  private client: ListenConnection | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private stopped = false;
  private retryMs = 250;
  /** LISTENs sent after start, one at a time: a client runs one query at a time (pg 9 refuses more). */
  private subscribing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly log: (msg: string) => void = () => {},
  ) {}

  on(channel: string, handler: Handler): () => void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      const client = this.client;
      if (client) {
        this.subscribing = this.subscribing.then(() => client.listen(channel)).catch(() => {});
      }
    }
    set.add(handler);
    return () => set?.delete(handler);
  }

  /** Whether the LISTEN connection is up now (readiness, server/plugins/health.ts). */
  get connected(): boolean {
    return this.client !== null;
  }

  onReconnect(handler: () => void): void {
    this.reconnectHandlers.add(handler);
  }

  async start(): Promise<void> {
    // Null while connecting: a failure then rejects start(), the caller's retry follows.
    let client: ListenConnection | null = null;
    const opened = await openListenConnection(this.url, {
      notification: (channel, payload) => {
        for (const h of this.handlers.get(channel) ?? []) h(payload);
      },
      lost: (err) => {
        if (client) this.lost(client, err);
      },
    });
    client = opened;
    for (const channel of this.handlers.keys()) await opened.listen(channel);
    this.client = opened;
    this.retryMs = 250;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => {});
  }

  private lost(client: ListenConnection, err: Error): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    this.log(`LISTEN connection lost (${err.message}); reconnecting`);
    client.end().catch(() => {});
    const retry = () => {
      if (this.stopped) return;
      this.start().then(
        () => {
          for (const h of this.reconnectHandlers) h();
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, 10_000);
          setTimeout(retry, this.retryMs).unref();
        },
      );
    };
    setTimeout(retry, this.retryMs).unref();
  }
}
