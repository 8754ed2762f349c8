import type { Profile } from '@common/api/profile';
import { useTranslation } from 'react-i18next';
import { displayName } from './display-name';

/** What an empty conversation shows: a hello to the other member, by name and gender. */
export function ChatHello({ profile }: { profile: Profile | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="chat-hello">
      <p className="chat-hello__title">
        {t('chat.conversation.helloTitle', {
          name: profile ? displayName(t, profile) : '',
          context: profile?.gender ?? undefined,
        })}
      </p>
      <p className="chat-muted">{t('chat.conversation.helloBody')}</p>
    </div>
  );
}
