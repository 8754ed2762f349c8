import type { Catalogue } from '@common/api/payments';
import { useTranslation } from 'react-i18next';

/** Premium advantages from the site config; checkmarks only when the site's feature asks for them (spec §1). */
export function AdvantagesList({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation();
  return (
    <ul
      className={`payments-advantages ${catalogue.advantages_checkmark ? 'payments-advantages--check' : ''}`}
    >
      {catalogue.advantages.map((a) => (
        <li key={a} className="card payments-advantage">
          {t(`payments.advantages.${a}`, { count: catalogue.premium_message_credits })}
        </li>
      ))}
    </ul>
  );
}
