import type { ServerResponse } from 'node:http';
import type { Tx } from '@server/db/client';
import { notifyAfterCommit } from '@server/events/notify';
import type { PgListener } from '@server/plugins/pg-listener';

/** The channel the operator_inbox trigger (migration 0009) notifies, with the site key as payload. */
const STAFF_INBOX_CHANNEL = 'staff_inbox';
/** An admin changed a staff account (payload: its id): that account's open streams end. */
const STAFF_CHANGED_CHANNEL = 'staff_changed';

/**
 * Open operator inbox streams of this process. An inbox change of a site is written to the
 * streams of staff who work on that site, as `{type:"inbox", site}`; the page refetches the list.
 * A stream holds the sites its staff member had when it opened, so a change of their account
 * ends it: the page's EventSource reconnects through requireStaff with the current role and sites.
 */
export class InboxHub {
  private readonly streams = new Map<ServerResponse, { staffId: number; sites: readonly string[] }>();

  constructor(listener: PgListener) {
    listener.on(STAFF_INBOX_CHANNEL, (site) => this.dispatch(site));
    listener.on(STAFF_CHANGED_CHANNEL, (id) => this.endStreamsOf(Number(id)));
    listener.onReconnect(() => this.closeAll());
  }

  add(staff: { id: number; sites: readonly string[] }, res: ServerResponse): () => void {
    this.streams.set(res, { staffId: staff.id, sites: staff.sites });
    return () => this.streams.delete(res);
  }

  closeAll(): void {
    for (const res of this.streams.keys()) res.end();
    this.streams.clear();
  }

  private endStreamsOf(staffId: number): void {
    for (const [res, s] of this.streams)
      if (s.staffId === staffId) {
        res.end();
        this.streams.delete(res);
      }
  }

  private dispatch(site: string): void {
    const frame = `data: ${JSON.stringify({ type: 'inbox', site })}\n\n`;
    for (const [res, s] of this.streams) if (s.sites.includes(site)) res.write(frame);
  }
}

/** Ends the account's open inbox streams in every process, once the change has committed. */
export async function endInboxStreamsOf(tx: Tx, staffId: number): Promise<void> {
  await notifyAfterCommit(tx, STAFF_CHANGED_CHANNEL, String(staffId));
}
