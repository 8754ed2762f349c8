import { type LoginBody, loginBodySchema } from '@common/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '@web/lib/api-client';
import { validationMessage } from '@web/lib/validation-message';
import { FormAlert, SubmitButton } from '@web/ui/form-alert';
import { TextField } from '@web/ui/text-field';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogin } from '../api/login';

export function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const navigate = useNavigate();
  const form = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), mode: 'onTouched' });
  const { errors } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;
  const failure =
    login.error instanceof ApiRequestError
      ? t(`errors.${login.error.code}`)
      : login.error
        ? t('errors.network')
        : null;

  const submit = form.handleSubmit(async (values) => {
    if (login.isPending) return;
    await login.mutateAsync(values).then(onDone, (err: unknown) => {
      if (err instanceof ApiRequestError && err.code === 'account_banned') void navigate('/pages/ban');
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('auth.login.title')}>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={validationMessage(t, 'email', errors.email?.message)}
        {...form.register('email')}
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        error={validationMessage(t, 'password', errors.password?.message)}
        {...form.register('password')}
      />
      <Link className="link login-form__forgot" to="/reset-password">
        {t('auth.login.forgot')}
      </Link>
      <FormAlert message={failure} />
      {login.error instanceof ApiRequestError && login.error.code === 'invalid_credentials' && (
        <p className="login-form__forgot-hint">
          <Link className="link" to="/reset-password" data-testid="login-failed-forgot">
            {t('auth.login.forgot')}
          </Link>
        </p>
      )}
      <SubmitButton
        busy={login.isPending}
        disabled={hasErrors}
        label={t('auth.login.submit')}
        busyLabel={t('auth.login.submitting')}
      />
    </form>
  );
}
