import type { Notification } from '@common/api/notifications';
import { getSettings } from '@web/lib/settings';
import { ErrorState } from '@web/ui/error-state';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUndoMailChange } from '../api/undo-mail-change';

/**
 * /notifications#email-change-incorrect (spec §2): the member did not change their address.
 * Within 7 days "this was not me" puts the previous address back and tells support.
 */
export function EmailChangeIncorrect({ change }: { change: Notification | null }) {
  const { t } = useTranslation();
  const undo = useUndoMailChange();
  const support = getSettings().support_email;
  // The link mailed to the old address carries ?undo=<token> (issue 10).
  const token = useSearchParams()[0].get('undo');
  const undoable = token !== null || change?.data.undoable === true;
  return (
    <section
      id="email-change-incorrect"
      className="notifications-email card"
      aria-labelledby="email-change-title"
    >
      <h2 id="email-change-title" className="block-title">
        {t('notifications.emailChange.title')}
      </h2>
      {undo.isSuccess ? (
        <p role="status" data-testid="email-change-undone">
          {t('notifications.emailChange.done')}
        </p>
      ) : (
        <>
          <p>{undoable ? t('notifications.emailChange.text') : t('notifications.emailChange.tooLate')}</p>
          {undoable && (token || change) && (
            <button
              type="button"
              className="btn btn-primary mt-3"
              disabled={undo.isPending}
              onClick={() => undo.mutate(token ? { token } : { notification: change?.id ?? 0 })}
              data-testid="email-change-undo"
            >
              {t('notifications.emailChange.undo')}
            </button>
          )}
          {undo.isError && <ErrorState error={undo.error} className="mt-3 p-4" />}
        </>
      )}
      {support && (
        <p className="notifications-email__support">
          {t('notifications.emailChange.support')}{' '}
          <a className="link" href={`mailto:${support}`}>
            {support}
          </a>
        </p>
      )}
    </section>
  );
}
