import { SignupGate } from '@web/features/signup/embed';
import { useFictionalWords } from '@web/lib/fictional-words';
import { UserIcon } from '@web/ui/icons';
import { MemberPhoto } from '@web/ui/member-photo';
import { NotFoundPage } from '@web/ui/not-found-page';
import { nameAndAge } from '@web/ui/profile-card';
import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import { useMember } from '../api/get-member';

const VARIANTS: Record<string, 1 | 2 | 3> = {
  'members-memberId-landing': 1,
  'members-memberId-landing2': 2,
  'members-memberId-landing3': 3,
};

/**
 * /members/{id}/landing, /landing2/…, /landing3/…: one member's profile as a lander with the
 * signup next to it; the profile travels with the signup (POST ?new=1 `profile`).
 */
export function MemberLanderPage() {
  const { t } = useTranslation();
  const words = useFictionalWords();
  const id = Number(useParams().memberId);
  const name = (useMatches().at(-1)?.handle as { name?: string } | undefined)?.name ?? '';
  const variant = VARIANTS[name] ?? 1;
  const member = useMember(id);
  if (!Number.isSafeInteger(id) || id <= 0 || member.isError) return <NotFoundPage />;
  const p = member.data?.profile;
  return (
    <div className={`member-lander member-lander--${variant}`}>
      <section className="member-lander__profile card" aria-busy={member.isPending}>
        {p?.main_image ? (
          <MemberPhoto
            className="member-lander__photo"
            image={p.main_image}
            iconSize={56}
            alt={p.name}
            width={300}
            height={400}
          />
        ) : p ? (
          <div className="member-lander__photo member-lander__placeholder">
            <UserIcon size={72} />
          </div>
        ) : (
          <div className="member-lander__photo skeleton" />
        )}
        {p && (
          <div className="member-lander__text">
            <h1 className="member-lander__title">{t('landers.memberTitle', { name: nameAndAge(p) })}</h1>
            {p.city && <p className="member-lander__city">{p.city}</p>}
            {p.type === 'fictional' && (
              <p className="member-lander__fictional">
                {t('members.fictionalWarning', { what: words.singular })}
              </p>
            )}
          </div>
        )}
      </section>
      <div className="member-lander__signup card">
        <SignupGate showTitle={false} showProgress mutedTerms profileId={id} />
      </div>
    </div>
  );
}
