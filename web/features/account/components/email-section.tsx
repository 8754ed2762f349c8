import { useChangeEmail } from '@web/features/signup';
import { ApiRequestError } from '@web/lib/api-client';
import { validationMessage } from '@web/lib/validation-message';
import { FormAlert } from '@web/ui/form-alert';
import { TextField } from '@web/ui/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSharedSchemas } from '../load-shared-schemas';

/** E-mail change from /profile: the current password, then the mail-change flow of signup. */
export function EmailSection({ current }: { current: string }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const fields = change.error instanceof ApiRequestError ? change.error.body?.fields : undefined;
  const failure =
    change.error instanceof ApiRequestError && !fields
      ? t(`errors.${change.error.code}`)
      : change.error && !(change.error instanceof ApiRequestError)
        ? t('errors.network')
        : null;
  const submit = async () => {
    // The shared schema arrives with the first check (decision 023t).
    const { emailSchema } = await loadSharedSchemas();
    const parsed = emailSchema.safeParse(email);
    setLocalError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success || change.isPending) return;
    change.mutate({ email: parsed.data, password });
  };
  return (
    <section className="card profile-section" aria-labelledby="email-title">
      <h2 className="profile-section__title" id="email-title">
        {t('account.email.title')}
      </h2>
      <p className="profile-section__empty">{t('account.email.current', { email: current })}</p>
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('account.email.new')}
          type="email"
          autoComplete="email"
          value={email}
          error={validationMessage(t, 'email', localError ?? fields?.email)}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t('account.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={validationMessage(t, 'password', fields?.password)}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormAlert message={failure} />
        {change.isSuccess && (
          <p role="status" className="profile-form__saved">
            {change.data === 'changed'
              ? t('account.email.changed', {
                  email:
                    change.variables && typeof change.variables !== 'string' ? change.variables.email : email,
                })
              : t('account.email.confirm', {
                  email:
                    change.variables && typeof change.variables !== 'string' ? change.variables.email : email,
                })}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={change.isPending}
          aria-busy={change.isPending}
        >
          {change.isPending ? t('account.saving') : t('account.email.submit')}
        </button>
      </form>
    </section>
  );
}
