import type { ServerResponse } from 'node:http';
import { memberEventSchema } from '@common/api/events';
import { MEMBER_EVENTS_CHANNEL } from '@server/events/notify';
import type { PgListener } from '@server/plugins/pg-listener';

/**
 * This process's open event streams by member. Events arrive once per process through the one
 * LISTEN connection and are written to that member's streams here; other processes do the same
 * for their own streams, which is how it works with any number of server processes.
 */
/** Open streams one member may hold in one process (tabs, devices); the oldest goes first. */
export const MAX_STREAMS_PER_MEMBER = 10;

export class EventHub {
  private readonly streams = new Map<number, Set<ServerResponse>>();
  /** The session each stream was opened with. */
  private readonly sessionOf = new WeakMap<ServerResponse, number>();

  constructor(
    listener: PgListener,
    /** The member's usable sessions; streams of any other session are closed. */
    private readonly liveSessions?: (userId: number) => Promise<Set<number>>,
  ) {
    listener.on(MEMBER_EVENTS_CHANNEL, (payload) => this.dispatch(payload));
    // Notifications sent while the connection was down are lost: end every stream so the
    // browsers reconnect and refetch everything (EventSource does both by itself).
    listener.onReconnect(() => this.closeAll());
    // A logout, an expiry cleanup or a ban deletes sessions and announces the member (migration
    // 0004). A stream outlives the request that opened it, so it must be ended here, or it would
    // keep delivering to a browser that logged out.
    listener.on('user_changed', (payload) => void this.closeEndedSessions(Number(payload)));
  }

  add(userId: number, res: ServerResponse, sessionId?: number): () => void {
    if (sessionId !== undefined) this.sessionOf.set(res, sessionId);
    let set = this.streams.get(userId);
    if (!set) {
      set = new Set();
      this.streams.set(userId, set);
    }
    // A member cannot pin unbounded memory by opening streams; browsers reconnect a closed tab.
    while (set.size >= MAX_STREAMS_PER_MEMBER) {
      const oldest = set.values().next().value;
      if (!oldest) break;
      set.delete(oldest);
      oldest.end();
    }
    set.add(res);
    return () => {
      set.delete(res);
      if (set.size === 0 && this.streams.get(userId) === set) this.streams.delete(userId);
    };
  }

  /** The members with a stream open in this process (the presence ticker refreshes them). */
  userIds(): number[] {
    return [...this.streams.keys()];
  }

  get size(): number {
    let n = 0;
    for (const s of this.streams.values()) n += s.size;
    return n;
  }

  /**
   * Ends every stream. `retryMs` first tells the browsers when to reconnect (a draining
   * process spreads them out, so they reach the other processes rather than all at once).
   */
  closeAll(retryMs?: number): void {
    for (const set of this.streams.values()) {
      for (const res of set) {
        const wait = retryMs === undefined ? undefined : Math.round(retryMs * (0.5 + Math.random()));
        res.end(wait === undefined ? undefined : `retry: ${wait}\n\n`);
      }
    }
    this.streams.clear();
  }

  private async closeEndedSessions(userId: number): Promise<void> {
    const set = this.streams.get(userId);
    if (!set || !this.liveSessions) return;
    let live: Set<number>;
    try {
      live = await this.liveSessions(userId);
    } catch {
      // Database unreachable: the streams stay; a reconnect of the LISTEN connection ends them all.
      return;
    }
    for (const res of set) {
      const sessionId = this.sessionOf.get(res);
      if (sessionId !== undefined && !live.has(sessionId)) {
        set.delete(res);
        res.end();
      }
    }
    if (set.size === 0 && this.streams.get(userId) === set) this.streams.delete(userId);
  }

  /** A payload is one `{userId, event}` or an array of them (the publisher packs a batch). */
  private dispatch(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (Array.isArray(parsed)) for (const one of parsed) this.dispatchOne(one);
    else this.dispatchOne(parsed);
  }

  private dispatchOne(parsed: unknown): void {
    if (typeof parsed !== 'object' || parsed === null) return;
    const { userId, event: raw } = parsed as { userId?: unknown; event?: unknown };
    if (typeof userId !== 'number') return;
    const set = this.streams.get(userId);
    if (!set) return;
    const event = memberEventSchema.safeParse(raw);
    if (!event.success) return;
    const frame = `data: ${JSON.stringify(event.data)}\n\n`;
    for (const res of set) res.write(frame);
  }
}
