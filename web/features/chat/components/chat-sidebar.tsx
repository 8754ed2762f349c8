import { useTranslation } from 'react-i18next';
import { ChatList } from '../pages/chats-page';

/**
 * `chatSidebar` (spec §1): the member's conversation list beside the open conversation on wide
 * screens; the chat layout (web/app/layouts/chat-layout.tsx) loads it only there. The list is the
 * /chats page's own, so it loads, updates and pages the same way.
 */
export function ChatSidebar() {
  const { t } = useTranslation();
  return (
    <nav className="chat-sidebar" aria-labelledby="chat-sidebar-title" data-testid="chat-sidebar">
      <h2 className="chat-sidebar__title" id="chat-sidebar-title">
        {t('chat.list.title')}
      </h2>
      <ChatList />
    </nav>
  );
}
