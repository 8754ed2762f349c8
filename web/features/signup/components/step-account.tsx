import { type SignupForm as SignupValues, signupFormSchema } from '@common/api/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '@web/lib/api-client';
import { useFictionalWords } from '@web/lib/fictional-words';
import { getSettings } from '@web/lib/settings';
import { readTracking } from '@web/lib/tracking';
import { validationMessage } from '@web/lib/validation-message';
import { FormAlert, SubmitButton } from '@web/ui/form-alert';
import { TextField } from '@web/ui/text-field';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useCreateUser } from '../api/create-user';
import { EmailCheckResult, EmailSuggestion } from './email-check-result';
import { EmbeddedSiteWarning } from './embedded-site-warning';
import { LegalDialog, type LegalDoc } from './legal-dialog';
import { useEmailCheck } from './use-email-check';

/** Step 0: e-mail, name and password; the account is created here. */
export function StepAccount({
  onCreated,
  mutedTerms,
  profileId,
}: {
  onCreated: () => void;
  mutedTerms: boolean;
  profileId?: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  const words = useFictionalWords();
  const create = useCreateUser();
  const attempts = useRef(0);
  const [legal, setLegal] = useState<LegalDoc | null>(null);
  const checkId = useId();
  const form = useForm<SignupValues>({ resolver: zodResolver(signupFormSchema), mode: 'onTouched' });
  const { errors, touchedFields } = form.formState;
  const email = form.watch('email') ?? '';
  const { result: check, checking } = useEmailCheck(email, Boolean(touchedFields.email) && !errors.email);
  const checkBlocks = check !== null && check.status !== 'new';
  const hasErrors = Object.keys(errors).length > 0 || checkBlocks;
  const serverError = create.error instanceof ApiRequestError ? create.error : null;
  const serverFields = serverError?.body?.fields ?? {};
  const failure = serverError ? t(`errors.${serverError.code}`) : create.error ? t('errors.network') : null;

  const submit = form.handleSubmit(async (values) => {
    // A second submit while one runs is blocked (spec §5).
    if (create.isPending || checkBlocks) return;
    attempts.current += 1;
    const settings = getSettings();
    const tracking = readTracking();
    await create
      .mutateAsync({
        form: values,
        language: i18n.language,
        extra: {
          trafficsource: tracking?.network,
          // Only a country we actually detected; a guess would fill step 3 for the member.
          country: settings.countries.includes(settings.geoip_country) ? settings.geoip_country : undefined,
          profile: profileId,
          token: check?.token,
          n: String(attempts.current),
          tracking: tracking ?? undefined,
        },
      })
      .then(onCreated, () => {});
  });

  const emailField = form.register('email');
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('auth.signup.title')}>
      <div>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-busy={checking || undefined}
          error={validationMessage(t, 'email', errors.email?.message ?? serverFields.email)}
          {...emailField}
        />
        <EmailCheckResult result={check} id={checkId} />
        <EmailSuggestion
          suggestion={check?.suggestion ?? null}
          onApply={(s) => form.setValue('email', s, { shouldValidate: true, shouldTouch: true })}
        />
      </div>
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
      <EmbeddedSiteWarning />
      {getSettings().features.fictionalWarningOnSignup && (
        <p className="signup-fictional-warning" role="note" data-testid="signup-fictional-warning">
          {t('signup.fictionalWarning', { site: getSettings().name, what: words.plural })}
        </p>
      )}
      <p className={mutedTerms ? 'text-xs text-[var(--color-text-muted)]' : 'text-sm'}>
        <Trans
          i18nKey="signup.terms"
          components={{
            terms: <button type="button" className="link" onClick={() => setLegal('terms')} />,
            privacy: <button type="button" className="link" onClick={() => setLegal('privacy')} />,
          }}
        />
      </p>
      <FormAlert message={failure} />
      <SubmitButton
        busy={create.isPending}
        disabled={hasErrors}
        label={t('auth.signup.submit')}
        busyLabel={t('auth.signup.submitting')}
      />
      <LegalDialog doc={legal} onClose={() => setLegal(null)} />
    </form>
  );
}
