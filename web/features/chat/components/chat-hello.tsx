import type { Profile } from '@common/api/profile';
import { useTranslation } from 'react-i18next';
import { displayName, genderContext } from './display-name';

/** What an empty conversation shows: a hello to the other member, by name and gender. */
export function ChatHello({ profile }: { profile: Profile | undefined }) {
  const { t } = useTranslation();
  // The gender picks the i18next context: Polish inflects around the name, and "her/his profile" reads better.
  const context = genderContext(profile);
  return (
    <div className="chat-hello">
      <p className="chat-hello__title">
        {t('chat.conversation.helloTitle', {
          name: profile ? displayName(t, profile) : '',
          context,
        })}
      </p>
      <p className="chat-muted">{t('chat.conversation.helloBody', { context })}</p>
    </div>
  );
}
