import type { Order } from '@common/api/payments';
import { countryName } from '@web/lib/country-name';
import { useTranslation } from 'react-i18next';
import { useCompanyInfo } from '../api/get-company-info';
import { formatDateTime, formatMoney } from './format';

/** The receipt: what was bought, net + VAT + total, and the operator's company details. */
export function Receipt({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const company = useCompanyInfo();
  const money = (m: number) => formatMoney(m, order.currency);
  const rows: [string, string][] = [
    [t('payments.receipt.number'), `#${order.id}`],
    [t('payments.receipt.date'), formatDateTime(order.paid_at ?? order.created_at)],
    [
      t('payments.receipt.product'),
      order.kind === 'credits'
        ? t('payments.credits', { count: order.credits })
        : t('payments.premiumMonths', { count: order.months }),
    ],
    [t('payments.method'), t(`payments.methods.${order.method}`)],
    [t('payments.receipt.net'), money(order.amount_net)],
    [t('payments.receipt.vat', { rate: order.vat_permille / 10 }), money(order.amount_vat)],
    [t('payments.receipt.total'), money(order.amount)],
  ];
  if (order.discount_code)
    rows.splice(4, 0, [
      t('payments.receipt.discount'),
      `${order.discount_code} (−${order.discount_percent}%)`,
    ]);
  if (order.amount_refunded > 0) rows.push([t('payments.receipt.refunded'), money(order.amount_refunded)]);
  return (
    <section aria-labelledby="receipt-title" className="card payments-receipt" data-testid="receipt">
      <h2 id="receipt-title" className="payments-heading">
        {t('payments.receipt.title')}
      </h2>
      <dl className="payments-receipt__list">
        {rows.map(([k, v]) => (
          <div key={k} className="payments-receipt__row">
            <dt className="payments-muted">{k}</dt>
            <dd className="payments-receipt__value">{v}</dd>
          </div>
        ))}
      </dl>
      {company.data && (
        <address className="payments-company" data-testid="company">
          <strong className="payments-company__name">{company.data.name}</strong>
          {company.data.tradenames.length > 0 && (
            <span className="payments-company__line">
              {t('payments.receipt.tradingAs', {
                names: company.data.tradenames.map((x) => x.name).join(', '),
              })}
            </span>
          )}
          <span className="payments-company__line">{company.data.address}</span>
          <span className="payments-company__line">
            {company.data.city}, {countryName(company.data.country, i18n.language)}
          </span>
          <span className="payments-company__line">
            {t('payments.receipt.kvk', { kvk: company.data.kvk })}
          </span>
          {company.data.vat_numbers.map((v) => (
            <span key={v} className="payments-company__line">
              {t('payments.receipt.vatNumber', { number: v })}
            </span>
          ))}
          <span className="payments-company__line">
            {t('payments.receipt.support', { phone: company.data.support_phone })}
          </span>
        </address>
      )}
    </section>
  );
}
