import type { PendingPhoto } from '@common/api/staff-moderation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '@web/ui/error-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvePhoto, judgePhotoNudity, pendingPhotoUrl, photosQuery, rejectPhoto } from '../api/staff-api';
import { staffKeys } from '../keys';

/** What the model said of a photo: its nudity score, or why there is none. */
function riskOf(p: PendingPhoto, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (p.classify_state === 'failed') return t('staff.photos.risk.failed');
  if (p.nudity_score === null) return t('staff.photos.risk.pending');
  return t('staff.photos.risk.score', { percent: Math.round(p.nudity_score * 100) });
}

/**
 * /staff/photos: photos needing a look, riskiest first (issue 27): say whether one shows nudity
 * (overrides the model), and approve or reject (with a reason) the ones awaiting approval.
 */
export function StaffPhotosPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery(photosQuery);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [error, setError] = useState<unknown>(null);
  const done = () => qc.invalidateQueries({ queryKey: staffKeys.photos() });
  const act = (p: Promise<unknown>) => p.then(done, setError);
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <section className="card staff-panel">
      <h1 className="staff-h1">
        {t('staff.photos.title')} <span className="staff-count">{q.data?.photos.length ?? 0}</span>
      </h1>
      {error !== null && <ErrorState error={error} />}
      {q.data?.photos.length === 0 && <p className="staff-muted">{t('staff.photos.none')}</p>}
      <ul className="staff-photos">
        {q.data?.photos.map((p) => (
          <li key={p.id} className="staff-photo card" data-testid={`photo-${p.id}`}>
            <img src={pendingPhotoUrl(p.id)} alt={t('staff.photos.of', { name: p.profile_name })} />
            <p>
              <strong>{p.profile_name}</strong> <span className="staff-muted">{p.site_key}</span>
            </p>
            <p className="staff-muted" data-testid="photo-risk">
              {riskOf(p, t)}
            </p>
            <button
              type="button"
              className="btn btn-secondary staff-btn-small"
              aria-pressed={p.nudity === true}
              onClick={() => void act(judgePhotoNudity(p.id, true))}
            >
              {t('staff.photos.nudity')}
            </button>
            <button
              type="button"
              className="btn btn-secondary staff-btn-small"
              aria-pressed={p.nudity === false}
              onClick={() => void act(judgePhotoNudity(p.id, false))}
            >
              {t('staff.photos.noNudity')}
            </button>
            {p.status === 'pending' && (
              <>
                <button
                  type="button"
                  className="btn btn-primary staff-btn-small"
                  onClick={() => void act(approvePhoto(p.id))}
                >
                  {t('staff.photos.approve')}
                </button>
                <label className="field-label" htmlFor={`reason-${p.id}`}>
                  {t('staff.reason')}
                </label>
                <input
                  id={`reason-${p.id}`}
                  className="input"
                  value={reasons[p.id] ?? ''}
                  onChange={(e) => setReasons({ ...reasons, [p.id]: e.target.value })}
                />
                <button
                  type="button"
                  className="btn btn-secondary staff-btn-small"
                  disabled={!reasons[p.id]?.trim()}
                  onClick={() => void act(rejectPhoto(p.id, reasons[p.id] ?? ''))}
                >
                  {t('staff.photos.reject')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
