import { writeLocal } from '../../lib/storage';

/** Spec §3: the last opened chat profile and date, kept on this device (30 days). */
type LastChat = { profile: number; conversation: number; date: string };
const KEY = 'last-chat';
const TTL_MS = 30 * 24 * 3600 * 1000;

export function rememberLastChat(profile: number, conversation: number): void {
  writeLocal<LastChat>(KEY, { profile, conversation, date: new Date().toISOString() }, TTL_MS);
}
