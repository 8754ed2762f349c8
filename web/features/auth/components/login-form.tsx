import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type LoginBody, loginBodySchema } from '../../../../common/api/auth';
import { ApiRequestError } from '../../../lib/api-client';
import { TextField } from '../../../ui/text-field';
import { useLogin } from '../api/login';
import { validationMessage } from '../validation-message';

export function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
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
    await login.mutateAsync(values).then(onDone, () => {});
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
      {failure && (
        <div
          role="alert"
          className="rounded-md border border-[var(--color-danger)] p-3 text-[var(--color-danger)]"
        >
          {failure}
        </div>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={login.isPending || hasErrors}>
        {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
    </form>
  );
}
