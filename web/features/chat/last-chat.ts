import { writeLocal } from '@web/lib/storage';

/** Spec §3: the last opened chat profile and date, kept on this device (30 days). */
/** `conversation` is null while the chat is opened but not started (no message sent yet). */
export type LastChat = { profile: number; conversation: number | null; date: string };
const KEY = 'last-chat';
const TTL_MS = 30 * 24 * 3600 * 1000;

export function rememberLastChat(profile: number, conversation: number | null): void {
  writeLocal<LastChat>(KEY, { profile, conversation, date: new Date().toISOString() }, TTL_MS);
}
