import type { Db } from '@server/db/client';
import { GROUPS_IN_FLIGHT } from './send-group-pace';
import { MAX_GROUP, sendGroupInOneStatement } from './send-group-statement';
import type { SendOutcome, SendRequest } from './send-statement';

type Pending = { request: SendRequest; resolve: (o: SendOutcome) => void; reject: (err: unknown) => void };
type RunGroup = (db: Db, sends: SendRequest[]) => Promise<SendOutcome[]>;

/**
 * Sends into existing conversations, grouped: a send that arrives while GROUPS_IN_FLIGHT group
 * statements run waits for one of them to end and then leaves with the others that waited, as
 * one statement (sendGroupInOneStatement). At most one send per member in a group: a member's
 * second send waits for the next group, in order. `run` is the statement (tests watch it).
 */
export function createSendGroups(db: Db, run: RunGroup = sendGroupInOneStatement) {
  const waiting: Pending[] = [];
  let inFlight = 0;

  /** The next group: the oldest waiting send of each member, up to MAX_GROUP, in arrival order. */
  function take(): Pending[] {
    const group: Pending[] = [];
    const members = new Set<number>();
    for (let i = 0; i < waiting.length && group.length < MAX_GROUP; ) {
      const p = waiting[i] as Pending;
      if (members.has(p.request.me.userId)) {
        i += 1;
        continue;
      }
      members.add(p.request.me.userId);
      group.push(p);
      waiting.splice(i, 1);
    }
    return group;
  }

  async function runGroup(group: Pending[]): Promise<void> {
    try {
      const outcomes = await run(
        db,
        group.map((p) => p.request),
      );
      for (const [i, p] of group.entries()) p.resolve(outcomes[i] as SendOutcome);
    } catch (err) {
      const [only] = group;
      if (group.length === 1 && only) {
        only.reject(err);
        return;
      }
      // The statement failed as a whole and wrote nothing (one send's client id raced its
      // retry, or the connection went): each send runs alone for its own outcome or error.
      await Promise.all(
        group.map((p) =>
          run(db, [p.request]).then(
            (o) => p.resolve(o[0] as SendOutcome),
            (e: unknown) => p.reject(e),
          ),
        ),
      );
    }
  }

  function next(): void {
    while (inFlight < GROUPS_IN_FLIGHT && waiting.length > 0) {
      inFlight += 1;
      void runGroup(take()).finally(() => {
        inFlight -= 1;
        next();
      });
    }
  }

  return function sendGrouped(request: SendRequest): Promise<SendOutcome> {
    return new Promise((resolve, reject) => {
      waiting.push({ request, resolve, reject });
      next();
    });
  };
}
