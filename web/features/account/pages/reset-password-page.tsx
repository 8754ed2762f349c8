import { type PasswordResetRequest, passwordResetRequestSchema } from '@common/api/password-reset';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '@web/lib/api-client';
import { validationMessage } from '@web/lib/validation-message';
import { FormAlert, SubmitButton } from '@web/ui/form-alert';
import { TextField } from '@web/ui/text-field';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequestReset } from '../api/password-reset';
import { AccountCard, AccountResult } from '../components/account-card';

/** /reset-password: asks for a reset link by e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestReset();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const failure =
    request.error instanceof ApiRequestError
      ? t(`errors.${request.error.code}`)
      : request.error
        ? t('errors.network')
        : null;

  if (request.isSuccess) {
    return (
      <AccountCard testId="reset-requested">
        <AccountResult
          ok
          title={t('account.reset.sentTitle')}
          text={t('account.reset.sentText', { email: request.variables.email })}
        >
          <Link className="btn btn-primary w-full" to="/login">
            {t('account.reset.toLogin')}
          </Link>
        </AccountResult>
      </AccountCard>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    if (request.isPending) return;
    await request.mutateAsync(values).catch(() => {});
  });
  return (
    <AccountCard>
      <h1 className="page-title">{t('account.reset.title')}</h1>
      <p className="account-card__lead">{t('account.reset.text')}</p>
      <form onSubmit={submit} noValidate className="account-form" aria-label={t('account.reset.title')}>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={validationMessage(t, 'email', errors.email?.message)}
          {...form.register('email')}
        />
        <FormAlert message={failure} />
        <SubmitButton
          busy={request.isPending}
          disabled={Object.keys(errors).length > 0}
          label={t('account.reset.submit')}
          busyLabel={t('account.reset.submitting')}
        />
      </form>
      <p className="account-card__footer">
        <Link className="link" to="/login">
          {t('account.reset.toLogin')}
        </Link>
      </p>
    </AccountCard>
  );
}
