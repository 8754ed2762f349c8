import { useTranslation } from 'react-i18next';

/**
 * Shown wherever a member chooses or makes a payment while the demo provider runs (a local demo,
 * or a staging site with DEMO_PAYMENTS=1): members pay their own orders there and no money moves.
 */
export function TestModeNotice({ show }: { show: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <div className="payments-test-mode" role="note">
      {t('payments.demo.testMode')}
    </div>
  );
}
