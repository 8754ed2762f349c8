import { useInfiniteQuery } from '@tanstack/react-query';
import { getSettings } from '@web/lib/settings';
import { readLocal, writeLocal } from '@web/lib/storage';
import { useWideScreen } from '@web/lib/wide-screen';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { chatsQueryOptions } from './api/get-chats';
import { chatEntries } from './chat-list-pages';

/** Spec §3: the last opened chat profile and date, kept on this device (30 days). */
/** `conversation` is null while the chat is opened but not started (no message sent yet). */
export type LastChat = { profile: number; conversation: number | null; date: string };
const KEY = 'last-chat';
const TTL_MS = 30 * 24 * 3600 * 1000;

export function rememberLastChat(profile: number, conversation: number | null): void {
  writeLocal<LastChat>(KEY, { profile, conversation, date: new Date().toISOString() }, TTL_MS);
}

/**
 * /chats on a wide screen opens the last chat first, with the list beside it (the chat sidebar;
 * decision 025c). Only a conversation still in the member's list is opened: one deleted, or with
 * a member since blocked, leaves /chats as it is. A chat opened but not started is found by its
 * profile once a message started it elsewhere.
 */
export function useOpenLastChat(): void {
  const wide = useWideScreen();
  const enabled = wide && getSettings().features.chatSidebar;
  const chats = useInfiniteQuery({ ...chatsQueryOptions, enabled });
  const navigate = useNavigate();
  const list = chats.data ? chatEntries(chats.data) : undefined;
  useEffect(() => {
    if (!enabled || !list) return;
    const last = readLocal<LastChat>(KEY);
    if (!last) return;
    const found =
      list.find((c) => c.conversation.id === last.conversation) ??
      list.find((c) => c.profile.id === last.profile);
    if (found) void navigate(`/chats/${found.conversation.id}`, { replace: true });
  }, [enabled, list, navigate]);
}
