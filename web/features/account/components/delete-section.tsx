import { ApiRequestError } from '@web/lib/api-client';
import { validationMessage } from '@web/lib/validation-message';
import { FormAlert } from '@web/ui/form-alert';
import { TextField } from '@web/ui/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteAccount, useLeaveOffer, useStay } from '../api/account';

/** Leaving: the site's delete_discount is offered first; declining asks for the password. */
export function DeleteSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offer = useLeaveOffer();
  const stay = useStay();
  const remove = useDeleteAccount();
  const [stage, setStage] = useState<'closed' | 'offer' | 'confirm'>('closed');
  const [password, setPassword] = useState('');
  const fieldError =
    remove.error instanceof ApiRequestError ? remove.error.body?.fields?.password : undefined;
  const failure =
    remove.error instanceof ApiRequestError && !fieldError
      ? t(`errors.${remove.error.code}`)
      : remove.error && !(remove.error instanceof ApiRequestError)
        ? t('errors.network')
        : null;

  const open = () => setStage(offer.data?.available ? 'offer' : 'confirm');
  return (
    <section className="card profile-section profile-section--danger" aria-labelledby="leave-title">
      <h2 className="profile-section__title" id="leave-title">
        {t('account.leave.title')}
      </h2>
      {stay.data ? (
        <p role="status" className="profile-form__saved" data-testid="stay-offer">
          {t('account.leave.offerTaken', { code: stay.data.offer.code, percent: stay.data.offer.percent })}
        </p>
      ) : stage === 'closed' ? (
        <>
          <p className="profile-section__empty">{t('account.leave.text')}</p>
          <button type="button" className="btn btn-ghost" onClick={open} disabled={offer.isPending}>
            {t('account.leave.open')}
          </button>
        </>
      ) : stage === 'offer' ? (
        <div className="profile-offer" data-testid="leave-offer">
          <p className="profile-offer__text">
            {t('account.leave.offer', { percent: offer.data?.percent ?? 0 })}
          </p>
          <div className="profile-offer__actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={stay.isPending}
              onClick={() => stay.mutate()}
            >
              {t('account.leave.accept')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setStage('confirm')}>
              {t('account.leave.decline')}
            </button>
          </div>
        </div>
      ) : (
        <form
          className="account-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (remove.isPending || password === '') return;
            remove.mutate(
              { password },
              { onSuccess: () => void navigate('/account-deleted', { replace: true }) },
            );
          }}
        >
          <p>{t('account.leave.confirmText')}</p>
          <TextField
            label={t('account.fields.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={validationMessage(t, 'password', fieldError)}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FormAlert message={failure} />
          <button
            type="submit"
            className="btn btn-danger"
            disabled={remove.isPending || password === ''}
            aria-busy={remove.isPending}
          >
            {t('account.leave.confirm')}
          </button>
        </form>
      )}
    </section>
  );
}
