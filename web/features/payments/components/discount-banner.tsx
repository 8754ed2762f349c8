import type { Discount } from '@common/rules/pricing';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function remaining(expiresAt: string, now: number): { h: number; m: number; s: number } | null {
  const ms = new Date(expiresAt).getTime() - now;
  if (ms <= 0) return null;
  const s = Math.floor(ms / 1000);
  return { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60), s: s % 60 };
}

/** The active discount; a time bonus counts down its remaining time. */
export function DiscountBanner({ discount }: { discount: Discount | null }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const ticking = discount?.kind === 'time_bonus' && discount.expires_at !== null;
  useEffect(() => {
    if (!ticking) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [ticking]);
  if (!discount) return null;
  const left = discount.expires_at ? remaining(discount.expires_at, now) : null;
  return (
    <div className="payments-discount card" role="status">
      <p className="payments-strong">
        {t(`payments.discount.${discount.kind}`, { percent: discount.percent, code: discount.code })}
      </p>
      {discount.kind === 'time_bonus' && left && (
        <p className="payments-small" aria-live="off">
          {t('payments.discount.endsIn', {
            time: `${left.h}:${String(left.m).padStart(2, '0')}:${String(left.s).padStart(2, '0')}`,
          })}
        </p>
      )}
    </div>
  );
}
