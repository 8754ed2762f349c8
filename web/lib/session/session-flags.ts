import { LOGGING_OUT_FLAG_MS } from '@common/limits';
import { createStore } from '../external-store';

/** Session flags of spec §4: whether chats/likes polling runs, and the 1 s logging-out flag. */
export const sessionFlags = createStore({ pollChatsAndLikes: false, loggingOut: false });

export function raiseLoggingOut(): void {
  sessionFlags.set((s) => ({ ...s, loggingOut: true, pollChatsAndLikes: false }));
  window.setTimeout(() => sessionFlags.set((s) => ({ ...s, loggingOut: false })), LOGGING_OUT_FLAG_MS);
}
