import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type SignupForm as SignupValues, signupFormSchema } from '../../../../common/api/user';
import { ApiRequestError } from '../../../lib/api-client';
import { FormAlert, SubmitButton } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { useCreateUser } from '../api/create-user';
import { validationMessage } from '../validation-message';

/** Step 0 of the signup flow: e-mail, name and password, checked by the shared schema. */
export function SignupForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const create = useCreateUser();
  const form = useForm<SignupValues>({ resolver: zodResolver(signupFormSchema), mode: 'onTouched' });
  const { errors } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;
  const serverError = create.error instanceof ApiRequestError ? create.error : null;
  const serverFields = serverError?.body?.fields ?? {};
  const failure = serverError ? t(`errors.${serverError.code}`) : create.error ? t('errors.network') : null;

  const submit = form.handleSubmit(async (values) => {
    if (create.isPending) return;
    await create.mutateAsync({ form: values, language: i18n.language }).then(onDone, () => {});
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('auth.signup.title')}>
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={validationMessage(t, 'email', errors.email?.message ?? serverFields.email)}
        {...form.register('email')}
      />
      <TextField
        label={t('auth.fields.name')}
        autoComplete="nickname"
        hint={t('auth.signup.nameHint')}
        error={validationMessage(t, 'name', errors.name?.message ?? serverFields.name)}
        {...form.register('name')}
      />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        error={validationMessage(t, 'password', errors.password?.message ?? serverFields.password)}
        {...form.register('password')}
      />
      <p className="text-xs text-[var(--color-text-muted)]">{t('auth.signup.terms')}</p>
      <FormAlert message={failure} />
      <SubmitButton
        busy={create.isPending}
        disabled={hasErrors}
        label={t('auth.signup.submit')}
        busyLabel={t('auth.signup.submitting')}
      />
    </form>
  );
}
