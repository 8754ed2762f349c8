import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribePush, unsubscribePush } from './push-subscription';
import { usePushDevice } from './use-push-device';

/**
 * Push for this browser, at any time (issue 25): a switch that subscribes with the site's key or
 * has the server forget this browser, and the state in words. Denied permission can only be
 * lifted by the member in the browser's own site settings, so that case says how instead.
 */
export function PushSwitch() {
  const { t } = useTranslation();
  const state = usePushDevice();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const on = state === 'on';
  const usable = state !== 'unsupported' && state !== 'denied';
  const toggle = async () => {
    setBusy(true);
    await (on ? unsubscribePush() : subscribePush());
    setBusy(false);
  };
  return (
    <div id="push" className="push-switch" data-testid="push-switch" data-state={state}>
      <h3 id={`${id}-title`} className="push-switch__title">
        {t('notifications.device.title')}
      </h3>
      <div className="push-switch__row">
        <span id={`${id}-label`}>{t('notifications.device.label')}</span>
        {usable && (
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={on}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-state`}
            aria-busy={busy}
            disabled={busy}
            onClick={() => void toggle()}
            data-testid="push-toggle"
          >
            <span className="switch__thumb" aria-hidden="true" />
          </button>
        )}
      </div>
      <p id={`${id}-state`} className="push-switch__state" role="status">
        {busy ? t('notifications.device.working') : t(`notifications.device.state.${state}`)}
      </p>
      {state === 'denied' && <p className="push-switch__help">{t('notifications.device.deniedHelp')}</p>}
    </div>
  );
}
