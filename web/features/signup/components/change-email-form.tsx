import { emailSchema } from '@common/api/user';
import { ApiRequestError } from '@web/lib/api-client';
import { validationMessage } from '@web/lib/validation-message';
import { FormAlert, SubmitButton } from '@web/ui/form-alert';
import { TextField } from '@web/ui/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeEmail } from '../api/change-email';

/** Changes the account's e-mail address (a typo at signup, or a new address later). */
export function ChangeEmailForm({
  current,
  onDone,
}: {
  current: string;
  onDone?: (result: 'changed' | 'confirm') => void;
}) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = emailSchema.safeParse(email);
  const localError =
    touched && !parsed.success ? validationMessage(t, 'email', parsed.error.issues[0]?.message) : undefined;
  const serverError = change.error instanceof ApiRequestError ? change.error : null;
  const fieldError = localError ?? validationMessage(t, 'email', serverError?.body?.fields?.email);
  const failure =
    serverError && !serverError.body?.fields
      ? t(`errors.${serverError.code}`)
      : change.error && !serverError
        ? t('errors.network')
        : null;

  if (change.data) {
    return (
      <p className="signup-note" role="status">
        {change.data === 'changed'
          ? t('signup.changeEmail.changed', { email: parsed.data ?? email })
          : t('signup.changeEmail.confirm', { email: parsed.data ?? email })}
      </p>
    );
  }
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      aria-label={t('signup.changeEmail.title')}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!parsed.success || change.isPending) return;
        change.mutate(parsed.data, { onSuccess: (r) => onDone?.(r) });
      }}
    >
      <p className="text-sm text-[var(--color-text-muted)]">
        {t('signup.changeEmail.current', { email: current })}
      </p>
      <TextField
        label={t('signup.changeEmail.label')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          change.reset();
        }}
        onBlur={() => setTouched(true)}
        error={fieldError}
      />
      <FormAlert message={failure} />
      <SubmitButton
        busy={change.isPending}
        disabled={Boolean(localError)}
        label={t('signup.changeEmail.submit')}
        busyLabel={t('signup.changeEmail.submitting')}
      />
    </form>
  );
}
