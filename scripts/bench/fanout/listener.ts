/**
 * One listening process of the fan-out bench (forked by scenarios/fanout.ts): a real LISTEN
 * connection, opened as the app opens its own (openListenConnection), that parses every payload
 * as the event hub does and counts what arrived and how late.
 */
import { type ListenConnection, openListenConnection } from '@server/db/listen-connection';

export const FANOUT_CHANNEL = 'bench_fanout';

export type ToListener = { type: 'listen'; url: string } | { type: 'report' };
export type ListenerReport = { notifications: number; events: number; latencies: number[]; lost: boolean };
export type FromListener =
  | { type: 'listening' }
  | { type: 'report'; report: ListenerReport }
  | { type: 'error'; message: string };

const reply = (m: FromListener) => process.send?.(m);
const now = () => performance.timeOrigin + performance.now();

let connection: ListenConnection | null = null;
let counts: ListenerReport = { notifications: 0, events: 0, latencies: [], lost: false };

function onNotification(payload: string): void {
  const at = now();
  // `[{"t": <sent at, ms since the epoch>}, {userId, event}, …]`: parsed whole, as the hub does.
  const parsed = JSON.parse(payload) as [{ t: number }, ...unknown[]];
  counts.notifications += 1;
  counts.events += parsed.length - 1;
  counts.latencies.push(at - parsed[0].t);
}

process.on('message', (m: ToListener) => {
  if (m.type === 'report') {
    reply({ type: 'report', report: counts });
    counts = { notifications: 0, events: 0, latencies: [], lost: counts.lost };
    return;
  }
  openListenConnection(m.url, {
    notification: (_channel, payload) => onNotification(payload),
    lost: () => {
      counts.lost = true;
    },
  })
    .then(async (c) => {
      connection = c;
      await c.listen(FANOUT_CHANNEL);
      reply({ type: 'listening' });
    })
    .catch((err: unknown) =>
      reply({ type: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
});
process.on('disconnect', () => {
  void (connection?.end() ?? Promise.resolve()).finally(() => process.exit(0));
});
