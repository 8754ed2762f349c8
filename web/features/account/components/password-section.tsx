import type { PasswordChangeBody } from '@common/api/password';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '@web/lib/api-client';
import { validationMessage } from '@web/lib/validation-message';
import { FormAlert } from '@web/ui/form-alert';
import { TextField } from '@web/ui/text-field';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/account';
import { loadSharedSchemas } from '../load-shared-schemas';

// The shared schema arrives with the first check (decision 023t).
const checkPasswordChange: Resolver<PasswordChangeBody> = async (values, context, options) => {
  const { passwordChangeBodySchema } = await loadSharedSchemas();
  return zodResolver(passwordChangeBodySchema)(values, context, options);
};

/** Password change: the current password first; every other session ends, the member gets a mail. */
export function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<PasswordChangeBody>({ resolver: checkPasswordChange, mode: 'onTouched' });
  const { errors } = form.formState;
  const serverField = change.error instanceof ApiRequestError ? change.error.body?.fields : undefined;
  const failure =
    change.error instanceof ApiRequestError && !serverField
      ? t(`errors.${change.error.code}`)
      : change.error && !(change.error instanceof ApiRequestError)
        ? t('errors.network')
        : null;
  const submit = form.handleSubmit(async (values) => {
    if (change.isPending) return;
    await change.mutateAsync(values).then(
      () => form.reset(),
      () => {},
    );
  });
  return (
    <section className="card profile-section" aria-labelledby="password-title">
      <h2 className="profile-section__title" id="password-title">
        {t('account.password.title')}
      </h2>
      <form className="account-form" noValidate onSubmit={submit}>
        <TextField
          label={t('account.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={validationMessage(
            t,
            'password',
            errors.current_password?.message ?? serverField?.current_password,
          )}
          {...form.register('current_password')}
        />
        <TextField
          label={t('account.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          error={validationMessage(t, 'password', errors.password?.message ?? serverField?.password)}
          {...form.register('password')}
        />
        <FormAlert message={failure} />
        {change.isSuccess && (
          <p role="status" className="profile-form__saved">
            {t('account.password.changed')}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={change.isPending}
          aria-busy={change.isPending}
        >
          {change.isPending ? t('account.saving') : t('account.password.submit')}
        </button>
      </form>
    </section>
  );
}
