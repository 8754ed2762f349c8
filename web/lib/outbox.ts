import { MESSAGE_CACHE_MS } from '@common/limits';
import { listLocal, readLocal, removeLocal, writeLocal } from './storage';

/**
 * Messages written but not (yet) accepted by the server, kept per conversation on this device so
 * that they survive navigation (to buy credits) and reloads. A conversation not started yet is
 * keyed by the other member's profile. It is also the offline outbox (decision 019c): what was
 * written without a connection waits here (error 'network') until the connection returns.
 * It belongs to the member who wrote it: a logout or another member's session empties it, so no
 * message is ever sent in someone else's name.
 */
export type OutboxTarget = { conversation: number } | { profile: number };
export type OutboxItem = { clientId: string; text: string; error: string };
/** The error of a message that did not reach the server: it waits for the connection. */
export const NETWORK = 'network';

const LATEST = 'outbox:latest';

function keyOf(target: OutboxTarget): string {
  return 'conversation' in target ? `outbox:c${target.conversation}` : `outbox:p${target.profile}`;
}

export function outboxKey(target: OutboxTarget): string {
  return keyOf(target);
}

/** Where the member writes to this target: the conversation, or the page that starts it. */
export function outboxPath(target: OutboxTarget): string {
  return 'conversation' in target ? `/chats/${target.conversation}` : `/members/${target.profile}/chat`;
}

export function readOutbox(target: OutboxTarget): OutboxItem[] {
  return readLocal<OutboxItem[]>(keyOf(target)) ?? [];
}

export function writeOutbox(target: OutboxTarget, items: OutboxItem[]): void {
  // After a logout, a conversation still on screen must not write its messages back.
  if (loggedOut && items.length > 0) return;
  if (items.length === 0) {
    removeLocal(keyOf(target));
    const latest = readLocal<OutboxTarget>(LATEST);
    if (latest && keyOf(latest) === keyOf(target)) removeLocal(LATEST);
    return;
  }
  writeLocal(keyOf(target), items, MESSAGE_CACHE_MS);
  if (items.some((i) => i.error === 'insufficient_credits')) writeLocal(LATEST, target, MESSAGE_CACHE_MS);
}

/** The conversation whose message was last refused for lack of credits: where to go back after paying. */
export function lastRefusedTarget(): OutboxTarget | null {
  const target = readLocal<OutboxTarget>(LATEST);
  return target && readOutbox(target).length > 0 ? target : null;
}

/** A conversation just started by its first message takes over what was still waiting for it. */
export function moveOutbox(from: OutboxTarget, to: OutboxTarget): void {
  const items = readOutbox(from);
  writeOutbox(from, []);
  if (items.length > 0) writeOutbox(to, [...readOutbox(to), ...items]);
}

const PREFIX = 'outbox:';
const OWNER = 'owner';

/** Every target with something in the outbox on this device. */
export function outboxTargets(): OutboxTarget[] {
  const targets: OutboxTarget[] = [];
  for (const key of listLocal(PREFIX)) {
    const m = /^outbox:([cp])(\d+)$/.exec(key);
    if (!m) continue;
    const id = Number(m[2]);
    targets.push(m[1] === 'c' ? { conversation: id } : { profile: id });
  }
  return targets;
}

let loggedOut = false;

/** Forgets every unsent message on this device (logout); nothing is kept until a member is known. */
export function clearOutbox(): void {
  loggedOut = true;
  for (const key of listLocal(PREFIX)) removeLocal(key);
}

/** The session's member is known: another member's unsent messages are dropped, never sent. */
export function claimOutbox(profileId: number): void {
  loggedOut = false;
  const owner = readLocal<number>(`${PREFIX}${OWNER}`);
  if (owner !== null && owner !== profileId) clearOutbox();
  if (owner !== profileId) writeLocal(`${PREFIX}${OWNER}`, profileId, OWNER_TTL_MS);
}

const OWNER_TTL_MS = 365 * 24 * 3600 * 1000;
