import type { ValidateEmailResponse } from '@common/api/validate-email';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §4 "E-mail check result": login link, contact-service link, or the invalid text. */
export function EmailCheckResult({ result, id }: { result: ValidateEmailResponse | null; id: string }) {
  const { t } = useTranslation();
  if (!result || result.status === 'new') return null;
  return (
    <p id={id} className="field-error" role="alert">
      {result.status === 'invalid' && t('signup.emailCheck.invalid')}
      {(result.status === 'active' || result.status === 'not_confirmed') && (
        <>
          {t('signup.emailCheck.exists')}{' '}
          <Link className="link" to="/login">
            {t('signup.emailCheck.login')}
          </Link>
        </>
      )}
      {result.status === 'deleted' && (
        <>
          {t('signup.emailCheck.deleted')}{' '}
          <Link className="link" to="/pages/service">
            {t('signup.emailCheck.contact')}
          </Link>
        </>
      )}
    </p>
  );
}

/** Did-you-mean: one click applies the proposal; it never blocks the form. */
export function EmailSuggestion({
  suggestion,
  onApply,
}: {
  suggestion: string | null;
  onApply: (s: string) => void;
}) {
  const { t } = useTranslation();
  if (!suggestion) return null;
  return (
    <p className="field-hint" aria-live="polite">
      {t('signup.emailCheck.didYouMean')}{' '}
      <button type="button" className="link font-semibold" onClick={() => onApply(suggestion)}>
        {suggestion}
      </button>
      ?
    </p>
  );
}
