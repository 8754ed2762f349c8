import { type NewPasswordForm, newPasswordFormSchema } from '@common/api/password-reset';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '@web/lib/api-client';
import { validationMessage } from '@web/lib/validation-message';
import { ErrorState } from '@web/ui/error-state';
import { FormAlert, SubmitButton } from '@web/ui/form-alert';
import { TextField } from '@web/ui/text-field';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword, useResetToken } from '../api/password-reset';
import { AccountCard, AccountResult } from '../components/account-card';

function DeadLink() {
  const { t } = useTranslation();
  return (
    <AccountCard testId="reset-link-dead">
      <AccountResult ok={false} title={t('account.resetDo.deadTitle')} text={t('account.resetDo.deadText')}>
        <Link className="btn btn-primary w-full" to="/reset-password">
          {t('account.resetDo.askAgain')}
        </Link>
      </AccountResult>
    </AccountCard>
  );
}

/** /reset-password/do?token=…: the link from the mail; a new password, then logged in here. */
export function ResetPasswordDoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useResetToken(token);
  const reset = useResetPassword();
  const form = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema), mode: 'onTouched' });
  const { errors } = form.formState;

  if (!token) return <DeadLink />;
  if (check.isPending)
    return (
      <AccountCard>
        <p role="status">{t('account.resetDo.checking')}</p>
      </AccountCard>
    );
  if (check.isError)
    return (
      <AccountCard>
        <ErrorState error={check.error} onRetry={() => void check.refetch()} />
      </AccountCard>
    );
  const expired = reset.error instanceof ApiRequestError && reset.error.code === 'reset_token_invalid';
  if (!check.data.valid || expired) return <DeadLink />;

  const failure =
    reset.error instanceof ApiRequestError
      ? t(`errors.${reset.error.code}`)
      : reset.error
        ? t('errors.network')
        : null;
  const submit = form.handleSubmit(async ({ password }) => {
    if (reset.isPending) return;
    await reset.mutateAsync({ token, password }).then(
      () => navigate('/members?password=reset', { replace: true }),
      () => {},
    );
  });
  return (
    <AccountCard>
      <h1 className="page-title">{t('account.resetDo.title')}</h1>
      <p className="account-card__lead">{t('account.resetDo.text')}</p>
      <form onSubmit={submit} noValidate className="account-form" aria-label={t('account.resetDo.title')}>
        <TextField
          label={t('account.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          error={validationMessage(t, 'password', errors.password?.message)}
          {...form.register('password')}
        />
        <TextField
          label={t('account.fields.repeatPassword')}
          type="password"
          autoComplete="new-password"
          error={validationMessage(t, 'password', errors.repeat?.message)}
          {...form.register('repeat')}
        />
        <FormAlert message={failure} />
        <SubmitButton
          busy={reset.isPending}
          disabled={Object.keys(errors).length > 0}
          label={t('account.resetDo.submit')}
          busyLabel={t('account.resetDo.submitting')}
        />
      </form>
    </AccountCard>
  );
}
