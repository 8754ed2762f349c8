import pg from 'pg';

type Handler = (payload: string) => void;

/**
 * The one LISTEN connection a server process holds. Features subscribe to channels; on a lost
 * connection it reconnects with backoff and tells subscribers (`onReconnect`) so they can drop
 * state that missed notifications.
 */
export class PgListener {
  private client: pg.Client | null = null;
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
        this.subscribing = this.subscribing.then(() => client.query(`LISTEN ${channel}`)).catch(() => {});
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
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      for (const h of this.handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    this.client = client;
    this.retryMs = 250;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => {});
  }

  private lost(client: pg.Client, err: Error): void {
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
