import type { ServerResponse } from 'node:http';
import { memberEventSchema } from '@common/api/events';
import type { Replay } from '@server/events/event-log';
import { MEMBER_EVENTS_CHANNEL } from '@server/events/notify';
import type { PgListener } from '@server/plugins/pg-listener';

/**
 * Per stream: the id of the last event it was given (live events at or below it are skipped, so
 * a replay and the live events racing it never double), and while its replay is read, the live
 * events that arrived meanwhile.
 */
type StreamState = { last: number; held: { id: number; frame: string }[] | null };

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
  private readonly stateOf = new WeakMap<ServerResponse, StreamState>();

  constructor(
    listener: PgListener,
    /** The member's usable sessions; streams of any other session are closed. */
    private readonly liveSessions?: (userId: number) => Promise<Set<number>>,
  ) {
    listener.on(MEMBER_EVENTS_CHANNEL, (payload) => this.dispatch(payload));
    // Notifications sent while the connection was down never reached this process: end every
    // stream, so the browsers reconnect with their last event id and get them from the log.
    listener.onReconnect(() => this.closeAll());
    // A logout, an expiry cleanup or a ban deletes sessions and announces the member (migration
    // 0004). A stream outlives the request that opened it, so it must be ended here, or it would
    // keep delivering to a browser that logged out.
    listener.on('user_changed', (payload) => void this.closeEndedSessions(Number(payload)));
  }

  /**
   * Adds a stream; its live events are held until `resume` has written what it missed (the
   * replay), so none is lost between reading the log and listening, and none comes twice.
   */
  add(userId: number, res: ServerResponse, sessionId?: number): () => void {
    if (sessionId !== undefined) this.sessionOf.set(res, sessionId);
    this.stateOf.set(res, { last: 0, held: [] });
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

  /**
   * Writes a stream's replay (or, past the log's window, `resync`: refetch once), then the head's
   * id, so the browser resumes from there next time, then the live events held meanwhile. A new
   * stream (`after` undefined) gets the held events too; a resumed one only those past the replay.
   */
  resume(res: ServerResponse, after: number | undefined, replay: Replay): void {
    const state = this.stateOf.get(res);
    if (!state?.held) return;
    const held = state.held;
    state.held = null;
    if (replay.kind === 'gap') res.write(`data: {"type":"resync"}\n\n`);
    else for (const e of replay.events) res.write(frameOf(e.id, e.event));
    let last = replay.kind === 'events' && after !== undefined ? after : 0;
    for (const e of replay.kind === 'events' ? replay.events : []) last = Math.max(last, e.id);
    // A new stream: the events that came while the head was read may be older than it.
    for (const h of held) {
      if (after !== undefined || h.id > replay.head) break;
      res.write(h.frame);
      last = Math.max(last, h.id);
    }
    if (last < replay.head) {
      res.write(`id: ${replay.head}\n\n`);
      last = replay.head;
    }
    for (const h of held) {
      if (h.id <= last) continue;
      res.write(h.frame);
      last = h.id;
    }
    state.last = last;
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

  /** A payload is `{base, events: [{n, userId, event}, …]}`; an event's id is base + n (026b). */
  private dispatch(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const { base, events } = (parsed ?? {}) as { base?: unknown; events?: unknown };
    if (typeof base !== 'number' || !Array.isArray(events)) return;
    for (const one of events) this.dispatchOne(base, one);
  }

  private dispatchOne(base: number, parsed: unknown): void {
    if (typeof parsed !== 'object' || parsed === null) return;
    const { n, userId, event: raw } = parsed as { n?: unknown; userId?: unknown; event?: unknown };
    if (typeof userId !== 'number' || typeof n !== 'number') return;
    const id = base + n;
    const set = this.streams.get(userId);
    if (!set) return;
    const event = memberEventSchema.safeParse(raw);
    if (!event.success) return;
    const frame = frameOf(id, JSON.stringify(event.data));
    for (const res of set) {
      const state = this.stateOf.get(res);
      if (!state) continue;
      if (state.held) state.held.push({ id, frame });
      else if (id > state.last) {
        res.write(frame);
        state.last = id;
      }
    }
  }
}

function frameOf(id: number, json: string): string {
  return `id: ${id}\ndata: ${json}\n\n`;
}
