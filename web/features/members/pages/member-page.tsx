import { showMainImage } from '@common/rules/profile-badges';
import { useLikeProfile } from '@web/features/likes';
import { ApiRequestError } from '@web/lib/api-client';
import { useFictionalWords } from '@web/lib/fictional-words';
import { fieldLabel, fieldValue } from '@web/lib/profile-field-text';
import { useUser } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { ErrorState } from '@web/ui/error-state';
import { FictionalIcon } from '@web/ui/fictional-icon';
import { BlockIcon, ChatIcon, FlagIcon, HeartFilledIcon, HeartIcon, UserIcon } from '@web/ui/icons';
import { MemberPhoto } from '@web/ui/member-photo';
import { NotFoundPage } from '@web/ui/not-found-page';
import { PageShell } from '@web/ui/page-shell';
import { PresenceBadge } from '@web/ui/presence-badge';
import { nameAndAge } from '@web/ui/profile-card';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useBlockMember } from '../api/block-member';
import { useMember } from '../api/get-member';
import { ReportForm } from '../components/report-dialog';

/** /members/{memberId} (alias /likes/m/{memberId}): one member's profile (spec §2). */
export function MemberPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = getSettings();
  const words = useFictionalWords();
  const id = Number(useParams().memberId);
  const { data: user } = useUser();
  const member = useMember(id);
  const like = useLikeProfile();
  const block = useBlockMember();
  const [reporting, setReporting] = useState(false);
  const reportButton = useRef<HTMLButtonElement>(null);

  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  if (member.error instanceof ApiRequestError && member.error.status === 404) return <NotFoundPage />;
  if (member.isPending) {
    return (
      <PageShell title={t('members.loading')}>
        <div className="member-profile card p-6" aria-busy="true" data-testid="member-loading">
          <div className="skeleton member-profile__photo" />
        </div>
      </PageShell>
    );
  }
  if (member.isError) {
    return (
      <PageShell title={t('members.errorTitle')}>
        <ErrorState message={t('members.error')} onRetry={() => void member.refetch()} />
      </PageShell>
    );
  }
  const p = member.data.profile;
  const photos = p.images.length > 0 ? p.images : [];
  const fields = settings.visible_profile_fields
    .map((f) => ({ f, v: f === 'city' ? p.city : (p.personal[f] ?? null) }))
    .filter((x): x is { f: string; v: string } => Boolean(x.v));
  const notes = settings.visible_profile_notes
    .map((f) => ({ f, v: p.personal[f] }))
    .filter((x): x is { f: string; v: string } => Boolean(x.v));
  const guestTarget = `/signup?redirect=${encodeURIComponent(`/members/${p.id}`)}`;
  return (
    <PageShell title={nameAndAge(p)}>
      <div className="member-profile" data-testid="member-profile">
        <div className="member-profile__photos">
          {showMainImage(p) && p.main_image ? (
            <MemberPhoto
              className="member-profile__photo"
              image={p.main_image}
              iconSize={56}
              alt={nameAndAge(p)}
            />
          ) : (
            <span className="member-profile__photo profile-card__placeholder">
              <UserIcon size={72} />
            </span>
          )}
          {photos.length > 1 && (
            <ul className="member-profile__thumbs" aria-label={t('members.photos')}>
              {photos.slice(1).map((img, i) => (
                <li key={img.id}>
                  <MemberPhoto
                    image={img}
                    iconSize={20}
                    alt={t('members.photoAlt', { n: i + 2, name: nameAndAge(p) })}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="member-profile__info card p-5">
          <PresenceBadge presence={p.presence} gender={p.gender} className="member-profile__presence" />
          {p.type === 'fictional' && (
            <p className="member-profile__fictional" role="note" data-testid="fictional-warning">
              <FictionalIcon size={18} /> {t('members.fictionalWarning', { what: words.singular })}
            </p>
          )}
          {fields.length > 0 && (
            <dl className="member-profile__fields">
              {fields.map(({ f, v }) => (
                <div key={f}>
                  {/* The city is the member's own words; the other fields are choices, named as signup names them. */}
                  <dt>{f === 'city' ? t('members.fields.city') : fieldLabel(t, f)}</dt>
                  <dd>{f === 'city' ? v : fieldValue(t, f, v, p.gender)}</dd>
                </div>
              ))}
            </dl>
          )}
          {notes.map(({ f, v }) => (
            <div key={f} className="member-profile__note">
              <h2 className="block-title">{t(`members.notes.${f}`, { defaultValue: f })}</h2>
              <p className="whitespace-pre-line">{v}</p>
            </div>
          ))}
          {/* Only sites with memberDetailsLoadInterests get them from member.php (spec §1). */}
          {member.data.interests && member.data.interests.length > 0 && (
            <div className="member-profile__note" data-testid="member-interests">
              <h2 className="block-title">{t('members.interests')}</h2>
              <ul className="member-profile__interests">
                {member.data.interests.map((i) => (
                  <li key={i}>{t(`signup.interestNames.${i}`, { defaultValue: i })}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="member-profile__actions">
            {user ? (
              <>
                <button
                  type="button"
                  className={`btn ${p.did_like_profile ? 'btn-primary' : 'btn-ghost'}`}
                  aria-pressed={p.did_like_profile}
                  disabled={like.isPending}
                  onClick={() => like.mutate({ profile: p.id, like: !p.did_like_profile })}
                  data-testid="member-like"
                >
                  {p.did_like_profile ? <HeartFilledIcon size={20} /> : <HeartIcon size={20} />}
                  {t(p.did_like_profile ? 'members.liked' : 'members.like')}
                </button>
                <Link className="btn btn-primary" to={`/members/${p.id}/chat`} data-testid="member-chat">
                  <ChatIcon size={20} /> {t('members.startChat')}
                </Link>
              </>
            ) : (
              <Link className="btn btn-primary" to={guestTarget} data-testid="member-signup">
                {t('members.signupToContact', { name: p.name, context: p.gender ?? undefined })}
              </Link>
            )}
          </div>
          {p.did_like_profile && p.liked_by_profile && (
            <p className="member-profile__match" data-testid="member-match">
              {t('members.match', { name: p.name })}
            </p>
          )}
          {user && (
            <div className="member-profile__safety">
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={block.isPending}
                onClick={() => {
                  if (
                    window.confirm(
                      t('members.blockConfirm', { name: p.name, context: p.gender ?? undefined }),
                    )
                  ) {
                    block.mutate(p.id, { onSuccess: () => void navigate('/members', { replace: true }) });
                  }
                }}
                data-testid="member-block"
              >
                <BlockIcon size={18} /> {t('members.block')}
              </button>
              <button
                ref={reportButton}
                type="button"
                className="btn btn-ghost btn-sm"
                aria-expanded={reporting}
                onClick={() => setReporting((r) => !r)}
                data-testid="member-report"
              >
                <FlagIcon size={18} /> {t('members.report.open')}
              </button>
            </div>
          )}
          {reporting && (
            <ReportForm
              profile={p.id}
              onClose={() => {
                setReporting(false);
                reportButton.current?.focus();
              }}
            />
          )}
        </div>
      </div>
    </PageShell>
  );
}
