import type { ServerResponse } from 'node:http';
import type { PgListener } from '@server/plugins/pg-listener';

/** The channel the operator_inbox trigger (migration 0009) notifies, with the site key as payload. */
const STAFF_INBOX_CHANNEL = 'staff_inbox';

/**
 * Open operator inbox streams of this process. An inbox change of a site is written to the
 * streams of staff who work on that site, as `{type:"inbox", site}`; the page refetches the list.
 */
export class InboxHub {
  private readonly streams = new Map<ServerResponse, readonly string[]>();

  constructor(listener: PgListener) {
    listener.on(STAFF_INBOX_CHANNEL, (site) => this.dispatch(site));
    listener.onReconnect(() => this.closeAll());
  }

  add(sites: readonly string[], res: ServerResponse): () => void {
    this.streams.set(res, sites);
    return () => this.streams.delete(res);
  }

  closeAll(): void {
    for (const res of this.streams.keys()) res.end();
    this.streams.clear();
  }

  private dispatch(site: string): void {
    const frame = `data: ${JSON.stringify({ type: 'inbox', site })}\n\n`;
    for (const [res, sites] of this.streams) if (sites.includes(site)) res.write(frame);
  }
}
