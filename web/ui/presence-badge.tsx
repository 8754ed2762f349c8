import type { Profile } from '@common/api/profile';
import { useTranslation } from 'react-i18next';

/**
 * "Online now" (a visible page with an open event stream) or "Active today" on cards and profile
 * pages, from the server's presence (decision 019d); nothing when longer ago.
 */
export function PresenceBadge({
  presence,
  gender,
  className = '',
}: {
  presence: Profile['presence'];
  gender: Profile['gender'];
  className?: string;
}) {
  const { t } = useTranslation();
  if (!presence) return null;
  return (
    <span
      className={`presence-badge presence-badge--${presence} ${className}`.trim()}
      data-testid="presence-badge"
      data-presence={presence}
    >
      <span className="presence-badge__dot" aria-hidden="true" />
      {t(`members.presence.${presence}`, { context: gender ?? undefined })}
    </span>
  );
}
