import { getSettings } from '@web/lib/settings';
import { readLocal, writeLocal } from '@web/lib/storage';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §3's "embedded-site warning flag for signup": seen and closed on this device (30 days). */
const KEY = 'embedded-site-warning';
const TTL_MS = 30 * 24 * 3600 * 1000;

/** Whether this page runs inside a frame of another page (a partner's site embedding the signup). */
function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A browser that will not even compare: the frame is another origin's.
    return true;
  }
}

/**
 * The embedded-site warning: a signup shown inside another website says which site the visitor
 * joins (name and domain), offers to open it in its own window, and stays closed once understood.
 */
export function EmbeddedSiteWarning() {
  const { t } = useTranslation();
  // Known only in the browser, after hydration: the server renders the signup without it.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(inFrame() && readLocal<boolean>(KEY) !== true), []);
  if (!shown) return null;
  const { name, domain } = getSettings();
  return (
    <div className="signup-embedded-warning" role="note" data-testid="embedded-site-warning">
      <p>{t('signup.embedded.text', { site: name, domain })}</p>
      <p className="signup-embedded-warning__actions">
        <a className="link" href={window.location.href} target="_blank" rel="noopener">
          {t('signup.embedded.open', { site: name })}
        </a>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            writeLocal(KEY, true, TTL_MS);
            setShown(false);
          }}
        >
          {t('signup.embedded.understood')}
        </button>
      </p>
    </div>
  );
}
