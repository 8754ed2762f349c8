import type { CompanyInfo, Order } from '@common/api/payments';
import type { SiteConfig } from '@common/api/settings';
import type { OrderRow } from './queries';

export function serializeOrder(o: OrderRow): Order {
  return {
    id: o.id,
    kind: o.kind,
    product_id: o.product_id,
    credits: o.credits,
    months: o.months,
    method: o.method,
    country: o.country,
    currency: o.currency,
    amount_net: o.amount_net,
    vat_permille: o.vat_permille,
    amount_vat: o.amount_vat,
    amount: o.amount,
    discount_code: o.discount_code,
    discount_percent: o.discount_percent,
    provider: o.provider,
    status: o.status,
    amount_refunded: o.amount_refunded,
    amount_charged_back: o.amount_charged_back,
    created_at: new Date(o.created_at).toISOString(),
    paid_at: o.paid_at ? new Date(o.paid_at).toISOString() : null,
  };
}

export function companyInfo(site: SiteConfig): CompanyInfo {
  return {
    name: site.company_name,
    address: site.company_address,
    kvk: site.company_kvk,
    city: site.company_city,
    country: site.company_country,
    tradenames: site.company_tradenames,
    vat_numbers: site.company_vat_numbers,
    support_phone: site.support_phone,
    delete_discount: site.delete_discount,
  };
}
